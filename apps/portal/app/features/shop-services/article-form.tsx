import { describedBy, FormField } from "../../lib/form-field.tsx";
import * as page from "../../lib/page.css.ts";
import type { FormAnswer, OwnArticle } from "./member-shop-services.server.ts";
import { shopServicePaths as paths } from "./shop-service-paths.ts";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";
import * as styles from "./shop-services.css.ts";
import { SubmissionForm } from "./submission-form.tsx";

/** The knowledge article form: title, summary, body; 保存草稿 or 提交审核 (the platform publishes it). */
export function ArticleForm({ article, answer }: { article: OwnArticle | null; answer: FormAnswer | undefined }) {
  const error = (field: string) => answer?.fields?.[field];
  return (
    <SubmissionForm
      headingId="article-form-title"
      heading={article ? texts.knowledgeEditTitle : texts.knowledgeAddTitle}
      saved={article}
      answer={answer}
      backTo={paths.knowledgeList}
      backText={texts.backToKnowledge}
    >
      <FormField id="art-title" label={texts.articleTitle} error={error("title")} className={page.field}>
        <input
          id="art-title"
          name="title"
          defaultValue={article?.title ?? ""}
          maxLength={100}
          required
          aria-describedby={describedBy("art-title", error("title"))}
        />
      </FormField>
      <FormField id="art-summary" label={texts.summary} error={error("summary")} className={page.field}>
        <input
          id="art-summary"
          name="summary"
          defaultValue={article?.summary ?? ""}
          maxLength={200}
          aria-describedby={describedBy("art-summary", error("summary"))}
        />
      </FormField>
      <FormField id="art-body" label={texts.body} error={error("body")} hint={texts.bodyHint} className={styles.wideField}>
        <textarea
          id="art-body"
          name="body"
          className={styles.textarea}
          defaultValue={article?.body ?? ""}
          required
          aria-describedby={describedBy("art-body", error("body"), true)}
        />
      </FormField>
    </SubmissionForm>
  );
}
