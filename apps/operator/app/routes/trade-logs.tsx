import { operatorCalls, tradeNumberSchema } from "@cidp/api-client/contract";
import { Button, FormField, Input, Table } from "@cidp/ui";
import * as styles from "../desk.css.ts";
import { pageTitle } from "../lib/page-title.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireStaff } from "../lib/staff.server.ts";
import { textColumns } from "../lib/text-columns.ts";
import type { Route } from "./+types/trade-logs";

export const meta = () => pageTitle("交易日志");

/**
 * 交易日志: one inquiry sheet's or tender's 操作日志 by its number (`?number=`), with the person and
 * roles of every step, for a dispute between its parties; the services audit every look.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "audit.read");
  const typed = (new URL(request.url).searchParams.get("number") ?? "").trim().slice(0, 24);
  if (!typed) return { typed, log: null, error: null };
  // The number's own rule, said in the box's words before asking the services.
  const number = tradeNumberSchema.safeParse(typed);
  if (!number.success) return { typed, log: null, error: number.error.issues[0]?.message ?? "编号格式不正确" };
  const answer = await callServices(request, operatorCalls.tradeLog, { number: number.data });
  if (answer.ok) return { typed, log: answer.data, error: null };
  if (answer.status === 404 || answer.status === 400) return { typed, log: null, error: answer.message };
  throw refusalOf(request, answer);
}

export default function TradeLogs({ loaderData }: Route.ComponentProps) {
  const { typed, log, error } = loaderData;
  return (
    <main id="main" className={styles.main}>
      <h1>交易日志</h1>
      <p>按询价单号或招标编号查看询价、招标的全部操作记录（操作人、所在企业与角色）。每次查看与导出都记入操作日志。</p>
      <search aria-label="查询交易日志">
        <form method="get" className={styles.row}>
          <FormField label="询价单号或招标编号" error={error ?? undefined}>
            <Input name="number" defaultValue={typed} maxLength={24} placeholder="如 XJ20261105HY0003" />
          </FormField>
          <Button type="submit">查询</Button>
        </form>
      </search>
      {log && (
        <>
          <h2>
            {log.kind} {log.number}
          </h2>
          <p>
            {log.title} · {log.owner} · 状态：{log.stateLabel}
          </p>
          <p className={styles.row}>
            <a href={`/trade-logs/file?number=${encodeURIComponent(log.number)}&format=csv`} download>
              导出 CSV
            </a>
            <a href={`/trade-logs/file?number=${encodeURIComponent(log.number)}&format=pdf`} download>
              导出 PDF
            </a>
          </p>
          <Table
            caption={`${log.kind}操作日志，按时间先后`}
            rowKey={(line) => `${line.time}-${line.action}-${line.businessName}-${line.person}-${line.note}`}
            data={log.lines}
            empty={<p>暂无操作记录。</p>}
            columns={[...textColumns({ time: "时间", action: "操作", side: "操作方", businessName: "企业", person: "操作人", role: "角色", note: "说明" })]}
          />
        </>
      )}
    </main>
  );
}
