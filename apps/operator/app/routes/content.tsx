import { CONTENT_CHANNELS, operatorCalls } from "@cidp/api-client/contract";
import { CONTENT_STATE_LABELS, CONTENT_STATES, LIST_COUNT_CAP, lookAheadCap, shownTotal } from "@cidp/domain";
import { Button, FormField, Input, Table } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as contentStyles from "../content/content.css.ts";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { LabelledOptions, NativeSelect } from "../lib/native-select.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { Pager } from "../lib/pager.tsx";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireData, requireStaff, staffForm } from "../lib/staff.server.ts";
import { textColumns } from "../lib/text-columns.ts";
import type { Route } from "./+types/content";

export const meta = () => pageTitle("内容管理");

/** The list's filters as the address holds them (anything unknown is no filter). */
function filterOf(url: URL) {
  const channel = url.searchParams.get("channel") ?? "";
  const state = url.searchParams.get("state") ?? "";
  const page = Number(url.searchParams.get("page") ?? "1");
  return {
    view: url.searchParams.get("view") === "articles" ? ("articles" as const) : ("pieces" as const),
    channel: channel in CONTENT_CHANNELS ? (channel as keyof typeof CONTENT_CHANNELS) : ("" as const),
    state: (CONTENT_STATES as readonly string[]).includes(state) ? (state as (typeof CONTENT_STATES)[number]) : ("" as const),
    keyword: (url.searchParams.get("keyword") ?? "").trim().slice(0, 50),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** 内容管理: the pieces in the workflow (稿件), or the articles the portal shows (已发布文章). */
export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request, "content.read");
  const filter = filterOf(new URL(request.url));
  const mayEdit = me.permissions.includes("content.edit");
  if (filter.view === "articles") {
    const articles = await requireData(request, operatorCalls.contentArticles, { channel: filter.channel, keyword: filter.keyword, page: filter.page });
    return { filter, mayEdit, pieces: null, articles };
  }
  const pieces = await requireData(request, operatorCalls.contentList, filter);
  return { filter, mayEdit, pieces, articles: null };
}

/** 转为稿件: a published article becomes a piece to edit (the piece that holds it, when there is one). */
export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "content.edit");
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm }, { status: 403 });
  const adopted = await callServices(request, operatorCalls.contentAdopt, { id: Number(field(form, "articleId")) || 0 });
  if (!adopted.ok) {
    if (adopted.status === 401) throw refusalOf(request, adopted);
    return data({ error: adopted.message }, { status: adopted.status });
  }
  return redirect(`/content/${adopted.data.id}`);
}

/** The address of another page of the same list. */
const pageLink = (filter: ReturnType<typeof filterOf>, page: number) => {
  const query = new URLSearchParams({
    ...(filter.view === "articles" ? { view: "articles" } : {}),
    channel: filter.channel,
    ...(filter.view === "pieces" ? { state: filter.state } : {}),
    keyword: filter.keyword,
    page: String(page),
  });
  return `/content?${query.toString()}`;
};

/**
 * Past 1000 records the pager says 1000+ and pages no further. A keyword's matches are counted only
 * ten pages ahead (lookAheadCap, as the portal's lists count theirs): a total at that cap says "+".
 */
function ContentPager({ filter, total, pageSize }: { filter: ReturnType<typeof filterOf>; total: number; pageSize: number }) {
  const pages = Math.max(1, Math.ceil(Math.min(total, LIST_COUNT_CAP) / pageSize));
  const cap = filter.keyword ? lookAheadCap(filter.page, pageSize) : LIST_COUNT_CAP;
  return <Pager page={filter.page} pages={pages} total={shownTotal(total, cap)} hrefOf={(page) => pageLink(filter, page)} />;
}

export default function Content({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, mayEdit, pieces, articles } = loaderData;
  return (
    <main id="main" className={styles.main}>
      <h1>内容管理</h1>
      <nav aria-label="内容管理视图" className={contentStyles.views}>
        <a href="/content" aria-current={filter.view === "pieces" ? "page" : undefined}>
          稿件
        </a>
        <a href="/content?view=articles" aria-current={filter.view === "articles" ? "page" : undefined}>
          门户已发布文章
        </a>
        <a href="/content/banners">横幅管理</a>
        <a href="/content/party-modules">党建栏目</a>
        <a href="/site-texts">热门搜索与顶部文字</a>
        <a href="/partner-links">友情链接</a>
        <a href="/help">帮助中心</a>
        {mayEdit ? <a href="/content/new">新建稿件</a> : null}
      </nav>
      <MessageLine kind="error" text={actionData?.error} />
      <search aria-label="筛选">
        <form method="get" className={styles.row}>
          {filter.view === "articles" ? <input type="hidden" name="view" value="articles" /> : null}
          <FormField label="栏目">
            <NativeSelect name="channel" defaultValue={filter.channel}>
              <option value="">全部栏目</option>
              <LabelledOptions labels={CONTENT_CHANNELS} />
            </NativeSelect>
          </FormField>
          {filter.view === "pieces" ? (
            <FormField label="状态">
              <NativeSelect name="state" defaultValue={filter.state}>
                <option value="">全部状态</option>
                <LabelledOptions labels={CONTENT_STATE_LABELS} />
              </NativeSelect>
            </FormField>
          ) : null}
          <FormField label="标题关键词">
            <Input name="keyword" defaultValue={filter.keyword} maxLength={50} />
          </FormField>
          <Button type="submit">筛选</Button>
        </form>
      </search>
      {pieces ? (
        <>
          <Table
            caption="稿件，最近修改的在前"
            showCaption
            rowKey={(entry) => String(entry.id)}
            data={pieces.entries}
            empty={<p>没有符合条件的稿件。{mayEdit ? "可以新建稿件，或把门户已发布的文章转为稿件后修改。" : ""}</p>}
            columns={[
              { key: "title", title: "标题", render: (entry) => <a href={`/content/${entry.id}`}>{entry.title}</a> },
              ...textColumns({ channelLabel: "栏目", stateLabel: "状态", editor: "最后修改人", updateTime: "修改时间" }),
              { key: "publishTime", title: "定时发布", render: (entry) => entry.publishTime || "—" },
            ]}
          />
          <ContentPager filter={filter} total={pieces.total} pageSize={pieces.pageSize} />
        </>
      ) : null}
      {articles ? (
        <>
          <Table
            caption="门户上的文章，新发布的在前"
            showCaption
            rowKey={(article) => String(article.id)}
            data={articles.articles}
            empty={<p>没有符合条件的文章。</p>}
            columns={[
              ...textColumns({ title: "标题", channelLabel: "栏目", publishTime: "发布时间" }),
              {
                key: "entryId",
                title: "操作",
                render: (article) =>
                  article.entryId ? (
                    <a href={`/content/${article.entryId}`} aria-label={`打开稿件：${article.title}`}>
                      打开稿件
                    </a>
                  ) : mayEdit ? (
                    <form method="post" className={styles.inlineForm}>
                      <input type="hidden" name="articleId" value={article.id} />
                      <Button type="submit" variant="ghost" size="small" aria-label={`转为稿件：${article.title}`}>
                        转为稿件
                      </Button>
                    </form>
                  ) : (
                    "—"
                  ),
              },
            ]}
          />
          <ContentPager filter={filter} total={articles.total} pageSize={articles.pageSize} />
        </>
      ) : null}
    </main>
  );
}
