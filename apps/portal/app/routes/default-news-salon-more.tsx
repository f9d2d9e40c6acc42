import { loadArticlePage } from "../features/news/articles.server.ts";
import { newsTexts } from "../features/news/news-texts.ts";
import { PagedArticles } from "../features/news/paged-articles.tsx";
import { messages } from "../lib/messages.ts";
import * as page from "../lib/page.css.ts";
import { listPageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-news-salon-more";

const texts = newsTexts;

/** Every salon, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticlePage(request, context, { size: 12, category: "salon" });
}

/** 沙龙活动 (spec §2 news/salon-more). */
export default function SalonMore({ loaderData }: Route.ComponentProps) {
  const { current, pages, total, records } = loaderData;
  return (
    <div className={page.inner}>
      <h1>{texts.salonTitle}</h1>
      <PagedArticles records={records} current={current} pages={pages} href={(n) => `/default/news/salon-more?current=${n}`} total={total} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return listPageMeta(args, { title: texts.salonTitle, description: messages.seo.salonMore }, args.loaderData?.current);
}
