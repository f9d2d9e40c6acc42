import { ArticleView } from "../features/news/article-view.tsx";
import { loadArticle } from "../features/news/articles.server.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-knowledge-details";

/** One knowledge article (`?id=`); an unknown or malformed id answers the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticle(request, context);
}

/** 知识详情 (spec §2 knowledge-base/knowledge-details). */
export default function KnowledgeDetails({ loaderData }: Route.ComponentProps) {
  return (
    <div className={page.inner}>
      <ArticleView article={loaderData} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  return loaderData ? pageMeta(args, { title: loaderData.title, description: loaderData.summary || loaderData.title }) : [];
}
