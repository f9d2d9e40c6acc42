import { articleMeta } from "../features/news/article-meta.ts";
import { ArticlePage } from "../features/news/article-page.tsx";
import { loadArticle } from "../features/news/articles.server.ts";
import { messages } from "../lib/messages.ts";
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
  return articleMeta(args, {
    type: "NewsArticle",
    section: { name: messages.breadcrumbNews, path: "/default/news/news-list" },
    detailPath: (id) => `/default/news/news-detail?id=${id}`,
  });
}
