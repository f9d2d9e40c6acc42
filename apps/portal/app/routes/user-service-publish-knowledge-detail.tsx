import { Link } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { RichText } from "../features/news/rich-text.tsx";
import { loadOwnArticle, savedNotice } from "../features/shop-services/member-shop-services.server.ts";
import { shopServicePaths as paths } from "../features/shop-services/shop-service-paths.ts";
import { shopServiceTexts as texts } from "../features/shop-services/shop-service-texts.ts";
import { SubmissionDetail } from "../features/shop-services/submission-detail.tsx";
import { Fact } from "../lib/fact.tsx";
import * as page from "../lib/page.css.ts";
import { sanitizeRichText } from "../lib/rich-text.server.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-service-publish-knowledge-detail";

export async function loader({ request, context }: Route.LoaderArgs) {
  const article = await loadOwnArticle(request, context);
  return {
    article: { ...article, body: sanitizeRichText(article.body) },
    saved: savedNotice(request, { draft: texts.knowledgeSavedDraft, submit: texts.knowledgeSavedSubmit }),
  };
}

/** 知识文章详情 (spec §2 service-publish/knowledge-detail): the article, its review state, and where it is published. */
export default function KnowledgeDetail({ loaderData }: Route.ComponentProps) {
  const { article, saved } = loaderData;
  return (
    <SubmissionDetail
      title={article.title}
      notice={<ActionNotice answer={saved ?? undefined} />}
      rejectReason={article.state === "rejected" ? article.rejectReason : null}
      label={texts.knowledgeDetailTitle}
      state={{ label: article.stateLabel, testId: "article-state" }}
      facts={
        <>
          <Fact term={texts.author}>{article.authorName}</Fact>
          <Fact term={texts.summary}>{article.summary || "—"}</Fact>
          <Fact term={texts.updateTime}>{article.updateTime}</Fact>
        </>
      }
      after={
        <section className={page.panel} aria-label={texts.body}>
          <RichText html={article.body} />
        </section>
      }
    >
      <p className={page.actions}>
        {(article.state === "draft" || article.state === "rejected") && <Link to={paths.knowledgeEdit(article.id)}>{texts.edit}</Link>}
        {article.articleId && <Link to={paths.knowledgeArticle(article.articleId)}>{texts.viewInKnowledgeBase}</Link>}
        <Link to={paths.knowledgeList}>{texts.backToKnowledge}</Link>
      </p>
    </SubmissionDetail>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.knowledgeDetailTitle, description: texts.knowledgeIntro }, { name: "robots", content: "noindex" });
}
