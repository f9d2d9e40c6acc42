import { loadArticlePage } from "../features/news/articles.server.ts";
import { PagedArticles } from "../features/news/paged-articles.tsx";
import { PartyBand } from "../features/news/party-band.tsx";
import { messages } from "../lib/messages.ts";
import * as styles from "../lib/page.css.ts";
import { listPage } from "../lib/page-number.ts";
import { pagedTitle, pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-djyl-news-list";

const PAGE_SIZE = 10;

/** The party-building articles, newest first (`?pageid=` is the page, `?modulecode=` the section). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = await loadArticlePage(request, context, {
    size: PAGE_SIZE,
    category: "party",
    current: listPage(url.searchParams.get("pageid")),
  });
  return { ...result, moduleCode: url.searchParams.get("modulecode") ?? "" };
}

/** The party-building news list (spec §2 djyl/news-list), opened by the menu in its own window. */
export default function DefaultDjylNewsList({ loaderData }: Route.ComponentProps) {
  const { current, pages, records, moduleCode } = loaderData;
  const href = (n: number) => `/default/djyl/news-list?${new URLSearchParams({ pageid: String(n), modulecode: moduleCode }).toString()}`;
  return (
    <div className={styles.inner} data-module-code={moduleCode}>
      <PartyBand title={messages.partyBuildingTitle} />
      <PagedArticles records={records} current={current} pages={pages} href={href} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: pagedTitle(messages.partyBuildingTitle, args.loaderData?.current ?? 1), description: messages.seo.partyBuildingList });
}
