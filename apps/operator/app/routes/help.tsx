import { operatorCalls } from "@cidp/api-client/contract";
import { Table } from "@cidp/ui";
import { data } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { BackLink } from "../lib/back-link.tsx";
import { contentDeskPage } from "../lib/content-desk.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { staffForm } from "../lib/staff.server.ts";
import { moveOrDeleteRow } from "../site/row-action.server.ts";
import { ROW_ACTION_RESULTS } from "../site/row-action-results.ts";
import { MoveButtons, RowButton } from "../site/row-button.tsx";
import type { Route } from "./+types/help";

export const meta = () => pageTitle("帮助中心");

const RESULTS: Readonly<Record<string, string>> = {
  created: "已新增，帮助中心立即显示",
  saved: "已保存，帮助中心立即显示",
  ...ROW_ACTION_RESULTS,
};

/** The help center's columns with their articles (and the links some columns hold), in the portal's order. */
export async function loader({ request }: Route.LoaderArgs) {
  const { data: columns, mayEdit, result } = await contentDeskPage(request, operatorCalls.helpTree, RESULTS);
  return { columns, mayEdit, result };
}

/** 上移 / 下移, 删除 (an article, or a column left empty); new articles are written on 新增帮助文章 (/help/new). */
export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "content.edit");
  const refused = (error: string, status: number) => data({ error }, { status });
  if (!fromOwnPage(request)) return refused(deskTexts.foreignForm, 403);
  const row = await moveOrDeleteRow(request, form, "/help", { move: operatorCalls.helpMove, delete: operatorCalls.helpDelete }, refused);
  if (row) return row;
  return refused("请求无效，请重新操作", 400);
}

export default function Help({ loaderData, actionData }: Route.ComponentProps) {
  const { columns, mayEdit, result } = loaderData;
  return (
    <main id="main" className={styles.main}>
      <BackLink href="/content" label="返回内容管理" />
      <h1>帮助中心</h1>
      <p className={styles.muted}>
        门户帮助中心（页脚各栏目）的文章。新增、修改、调整顺序与删除立即生效，帮助中心、站内搜索与站点地图随之更新；无需审核，每次修改都记入操作日志。
      </p>
      {mayEdit && columns.length > 0 ? (
        <p>
          <a href="/help/new">新增帮助文章</a>
        </p>
      ) : null}
      <MessageLine kind="success" text={result} />
      <MessageLine kind="error" text={actionData?.error} />
      {columns.map((column) => (
        <section key={column.id} aria-labelledby={`column-${column.id}`}>
          <h2 id={`column-${column.id}`}>{column.title}</h2>
          <Table
            caption={`${column.title}的文章，按显示顺序`}
            rowKey={(article) => String(article.id)}
            data={column.articles}
            empty={
              <div className={styles.row}>
                <p>该栏目下暂无文章。</p>
                {mayEdit ? (
                  <RowButton id={column.id} intent="delete" label={`删除栏目：${column.title}`}>
                    删除栏目
                  </RowButton>
                ) : null}
              </div>
            }
            columns={[
              {
                key: "title",
                title: "标题",
                render: (article) => (article.url ? `${article.title}（链接：${article.url}）` : <a href={`/help/${article.id}`}>{article.title}</a>),
              },
              {
                key: "id",
                title: "操作",
                render: (article) =>
                  mayEdit && !article.url ? (
                    <span className={styles.row}>
                      <MoveButtons id={article.id} title={article.title} />
                      <RowButton id={article.id} intent="delete" label={`删除文章：${article.title}`}>
                        删除
                      </RowButton>
                    </span>
                  ) : (
                    "—"
                  ),
              },
            ]}
          />
        </section>
      ))}
    </main>
  );
}
