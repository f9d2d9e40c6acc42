import { articleMeta } from "../features/news/article-meta.ts";
import { ArticlePage } from "../features/news/article-page.tsx";
import { loadArticle } from "../features/news/articles.server.ts";
import { messages } from "../lib/messages.ts";
import type { Route } from "./+types/default-knowledge-details";

/** One knowledge article (`?id=`); an unknown or malformed id answers the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticle(request, context);
}

/** 知识详情 (spec §2 knowledge-base/knowledge-details). */
export default function KnowledgeDetails({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData} />;
}

export function meta(args: Route.MetaArgs) {
  return articleMeta(args, {
    type: "Article",
    section: { name: messages.breadcrumbKnowledge, path: "/default/knowledge-base" },
    detailPath: (id) => `/default/knowledge-base/knowledge-details?id=${id}`,
  });
}
