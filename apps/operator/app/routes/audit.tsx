import { operatorCalls } from "@cidp/api-client/contract";
import { Table } from "@cidp/ui";
import * as styles from "../desk.css.ts";
import { pageTitle } from "../lib/page-title.ts";
import { requireData, requireStaff } from "../lib/staff.server.ts";
import { textColumns } from "../lib/text-columns.ts";
import type { Route } from "./+types/audit";

export const meta = () => pageTitle("操作日志");

/** The audit log, newest first, fifty lines a page (`?before=<id>` for older ones). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "audit.read");
  const before = new URL(request.url).searchParams.get("before") ?? "";
  return requireData(request, operatorCalls.audit, /^\d{1,15}$/.test(before) && Number(before) > 0 ? { before: Number(before) } : {});
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { lines, nextBefore, exportDays } = loaderData;
  return (
    <main id="main" className={styles.main}>
      <h1>操作日志</h1>
      <p>
        <a href="/audit.csv" download>
          导出最近{exportDays}天（CSV）
        </a>
      </p>
      <Table
        caption="操作日志，新的在前"
        rowKey={(line) => String(line.id)}
        data={lines}
        empty={<p>暂无操作记录。</p>}
        columns={[...textColumns({ time: "时间", operator: "运营人员", action: "操作", subject: "对象", detail: "说明", ip: "IP" })]}
      />
      {nextBefore ? (
        <p>
          <a href={`/audit?before=${nextBefore}`}>更早的记录</a>
        </p>
      ) : null}
    </main>
  );
}
