import { articleMeta } from "../features/news/article-meta.ts";
import { ArticlePage } from "../features/news/article-page.tsx";
import { loadArticle } from "../features/news/articles.server.ts";
import { messages } from "../lib/messages.ts";
import type { Route } from "./+types/default-article-detail";

/** One article (`?id=`); an unknown or malformed id answers the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticle(request, context);
}

/**
 * 文章详情 (spec §2 news/news-detail) and 知识详情 (knowledge-base/knowledge-details), one reader
 * for both: server-rendered, readable and printable without scripts.
 */
export default function ArticleDetail({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData} />;
}

export function meta(args: Route.MetaArgs) {
  // The address (in any case, as the routes match it) says which section the article is read in: its kind and trail follow.
  if (args.location.pathname.toLowerCase().startsWith("/default/knowledge-base/")) {
    return articleMeta(args, {
      type: "Article",
      section: { name: messages.breadcrumbKnowledge, path: "/default/knowledge-base" },
      detailPath: (id) => `/default/knowledge-base/knowledge-details?id=${id}`,
    });
  }
  return articleMeta(args, {
    type: "NewsArticle",
    section: { name: messages.breadcrumbNews, path: "/default/news/news-list" },
    detailPath: (id) => `/default/news/news-detail?id=${id}`,
  });
}
