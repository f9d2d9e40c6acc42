import { operatorCalls } from "@cidp/api-client/contract";
import { LIST_COUNT_CAP, shownTotal } from "@cidp/domain";
import { Table } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { homeAreaOf } from "../lib/desk-areas.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { resultMessage } from "../lib/result-message.ts";
import { requireData, requireStaff } from "../lib/staff.server.ts";
import { textColumns } from "../lib/text-columns.ts";
import type { Route } from "./+types/review-queue";

export const meta = () => pageTitle("待审核");

const RESULTS: Readonly<Record<string, string>> = { approved: "已审核通过", rejected: "已驳回，提交人会收到通知" };

/** The submissions this role reviews, oldest first, with how many wait of each kind. */
export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request);
  // The desk's first page is the review queue; a role that reviews nothing starts in its own area.
  const home = homeAreaOf(me.permissions);
  if (home !== "/") throw redirect(home);
  const queue = await requireData(request, operatorCalls.reviewQueue);
  const result = resultMessage(request, RESULTS);
  return data({ ...queue, result });
}

export default function ReviewQueue({ loaderData }: Route.ComponentProps) {
  const { kinds, entries, result } = loaderData;
  return (
    <main id="main" className={styles.main}>
      <h1>待审核</h1>
      <MessageLine kind="success" text={result} />
      {kinds.length === 0 ? (
        <p>您的角色没有审核权限</p>
      ) : (
        <>
          <ul>
            {kinds.map((kind) => (
              <li key={kind.kind}>
                {kind.label}：<strong>{shownTotal(kind.waiting, LIST_COUNT_CAP)}</strong> 条待审核
              </li>
            ))}
          </ul>
          <Table
            caption="按提交时间排序，先提交的先审核"
            showCaption
            rowKey={(entry) => `${entry.kind}-${entry.id}`}
            data={entries}
            empty={<p>暂无待审核的提交。</p>}
            columns={[
              ...textColumns({ kindLabel: "类型", title: "提交内容", submitTime: "提交时间" }),
              {
                key: "open",
                title: "操作",
                render: (entry) => (
                  <a href={`/review/${entry.kind}/${entry.id}`} aria-label={`审核 ${entry.title}`}>
                    审核
                  </a>
                ),
              },
            ]}
          />
        </>
      )}
    </main>
  );
}
