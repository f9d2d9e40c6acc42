import { ArticleForm } from "../features/shop-services/article-form.tsx";
import { articleSaveAction, loadArticleToEdit } from "../features/shop-services/member-shop-services.server.ts";
import { shopServiceTexts as texts } from "../features/shop-services/shop-service-texts.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-service-publish-knowledge-add";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { article: await loadArticleToEdit(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return articleSaveAction(request, context);
}

/** 撰写知识文章 (spec §2 service-publish/knowledge-add), or 修改 of `?id=`. */
export default function KnowledgeAdd({ loaderData, actionData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <div className={page.inner}>
      <h1>{article ? texts.knowledgeEditTitle : texts.knowledgeAddTitle}</h1>
      <ArticleForm article={article} answer={actionData} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.knowledgeAddTitle, description: texts.knowledgeIntro }, { name: "robots", content: "noindex" });
}
