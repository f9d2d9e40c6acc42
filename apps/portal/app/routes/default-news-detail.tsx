import { ArticlePage, articleHead } from "../features/news/article-page.tsx";
import { loadArticle } from "../features/news/articles.server.ts";
import { messages } from "../lib/messages.ts";
import { pageAddress, pageMeta } from "../lib/seo/page-meta.ts";
import { articleNode, breadcrumbList, structuredData } from "../lib/seo/structured-data.ts";
import type { Route } from "./+types/default-news-detail";

/** One article (`?id=`); an unknown or malformed id answers the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticle(request, context);
}

/** 文章详情 (spec §2 news/news-detail): server-rendered, readable and printable without scripts. */
export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData} />;
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return [];
  const { origin } = pageAddress(args);
  const trail = breadcrumbList(origin, [
    { name: messages.breadcrumbHome, path: "/default/home" },
    { name: messages.breadcrumbNews, path: "/default/news/news-list" },
    { name: loaderData.title, path: `/default/news/news-detail?id=${loaderData.id}` },
  ]);
  return pageMeta(args, articleHead(loaderData), structuredData(articleNode("NewsArticle", loaderData), trail));
}
