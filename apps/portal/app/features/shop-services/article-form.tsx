import { shopServiceCalls } from "@cidp/api-client/contract";
import type { FormAnswer, OwnArticle } from "./member-shop-services.server.ts";
import { shopServicePaths as paths } from "./shop-service-paths.ts";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";
import { SubmissionField, SubmissionForm } from "./submission-form.tsx";

/** The knowledge article form: title, summary, body; 保存草稿 or 提交审核 (the platform publishes it). */
export function ArticleForm({ article, answer }: { article: OwnArticle | null; answer: FormAnswer | undefined }) {
  const error = (field: string) => answer?.fields?.[field];
  return (
    <SubmissionForm
      call={shopServiceCalls.knowledgeSave}
      headingId="article-form-title"
      heading={article ? texts.knowledgeEditTitle : texts.knowledgeAddTitle}
      saved={article}
      answer={answer}
      backTo={paths.knowledgeList}
      backText={texts.backToKnowledge}
    >
      <SubmissionField
        id="art-title"
        name="title"
        label={texts.articleTitle}
        error={error("title")}
        defaultValue={article?.title ?? ""}
        maxLength={100}
        required
      />
      <SubmissionField id="art-summary" name="summary" label={texts.summary} error={error("summary")} defaultValue={article?.summary ?? ""} maxLength={200} />
      <SubmissionField
        id="art-body"
        name="body"
        label={texts.body}
        error={error("body")}
        hint={texts.bodyHint}
        defaultValue={article?.body ?? ""}
        multiline
        required
      />
    </SubmissionForm>
  );
}
