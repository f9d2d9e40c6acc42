import { ArticleList } from "../features/news/article-list.tsx";
import { loadArticlePage } from "../features/news/articles.server.ts";
import { newsTexts, partyBuildingTexts } from "../features/news/news-texts.ts";
import { ListDepthNote } from "../lib/list-depth-note.tsx";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { pagedTitle, pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-djyl-news-more";

const texts = partyBuildingTexts;

/** Every party-building article, 20 a page (`?current=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticlePage(request, context, { size: 20, category: "party" });
}

/** 党建动态 (spec §2 djyl/news-more): the whole section, a page at a time. */
export default function DjylNewsMore({ loaderData }: Route.ComponentProps) {
  const { current, pages, total, records } = loaderData;
  return (
    <div className={page.inner}>
      <h1>{texts.moreTitle}</h1>
      <ArticleList records={records} emptyText={current > 1 ? newsTexts.beyond : newsTexts.empty} />
      <PageLinks page={current} pages={pages} href={(n) => `/default/djyl/news-more?current=${n}`} />
      <ListDepthNote total={total} text={newsTexts.depthNote} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: pagedTitle(texts.moreTitle, args.loaderData?.current ?? 1), description: texts.intro });
}
