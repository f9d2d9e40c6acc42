import { ArticlePage, articleHead } from "../features/news/article-page.tsx";
import { loadArticle } from "../features/news/articles.server.ts";
import { messages } from "../lib/messages.ts";
import { pageAddress, pageMeta } from "../lib/seo/page-meta.ts";
import { articleNode, breadcrumbList, structuredData } from "../lib/seo/structured-data.ts";
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
  const { loaderData } = args;
  if (!loaderData) return [];
  const { origin } = pageAddress(args);
  const trail = breadcrumbList(origin, [
    { name: messages.breadcrumbHome, path: "/default/home" },
    { name: messages.breadcrumbKnowledge, path: "/default/knowledge-base" },
    { name: loaderData.title, path: `/default/knowledge-base/knowledge-details?id=${loaderData.id}` },
  ]);
  return pageMeta(args, articleHead(loaderData), structuredData(articleNode("Article", loaderData), trail));
}
