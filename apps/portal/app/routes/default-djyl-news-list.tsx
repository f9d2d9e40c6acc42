import { ArticleList } from "../features/news/article-list.tsx";
import { loadArticlePage } from "../features/news/articles.server.ts";
import { newsTexts } from "../features/news/news-texts.ts";
import { messages } from "../lib/messages.ts";
import * as styles from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { pagedTitle, pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-djyl-news-list";

const PAGE_SIZE = 10;

/** The party-building articles, newest first (`?pageid=` is the page, `?modulecode=` the section). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Number.parseInt(url.searchParams.get("pageid") ?? "1", 10);
  const result = await loadArticlePage(request, context, {
    size: PAGE_SIZE,
    category: "party",
    current: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  });
  return { ...result, moduleCode: url.searchParams.get("modulecode") ?? "" };
}

/** The party-building news list (spec §2 djyl/news-list), opened by the menu in its own window. */
export default function DefaultDjylNewsList({ loaderData }: Route.ComponentProps) {
  const { current, pages, records, moduleCode } = loaderData;
  const href = (n: number) => `/default/djyl/news-list?${new URLSearchParams({ pageid: String(n), modulecode: moduleCode }).toString()}`;
  return (
    <div className={styles.inner} data-module-code={moduleCode}>
      <h1>{messages.partyBuildingTitle}</h1>
      <ArticleList records={records} emptyText={current > 1 ? newsTexts.beyond : newsTexts.empty} />
      <PageLinks page={current} pages={pages} href={href} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: pagedTitle(messages.partyBuildingTitle, args.loaderData?.current ?? 1), description: messages.seo.partyBuildingList });
}
