import { ArticleView } from "../features/news/article-view.tsx";
import { loadArticle } from "../features/news/articles.server.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-news-detail";

/** One article (`?id=`); an unknown or malformed id answers the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticle(request, context);
}

/** 文章详情 (spec §2 news/news-detail): server-rendered, readable and printable without scripts. */
export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  return (
    <div className={page.inner}>
      <ArticleView article={loaderData} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return [];
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: loaderData.title,
    datePublished: `${loaderData.publishTime.replace(" ", "T")}+08:00`,
    author: { "@type": "Organization", name: loaderData.source },
  };
  return pageMeta(args, { title: loaderData.title, description: loaderData.summary || loaderData.title }, { "script:ld+json": jsonLd });
}
