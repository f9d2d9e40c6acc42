import { Button } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { describedBy, FormField } from "../../lib/form-field.tsx";
import * as page from "../../lib/page.css.ts";
import { fillText } from "../../lib/seo/page-meta.ts";
import type { FormAnswer, OwnArticle } from "./member-shop-services.server.ts";
import { shopServicePaths as paths } from "./shop-service-paths.ts";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";
import * as styles from "./shop-services.css.ts";

/** The knowledge article form: title, summary, body; 保存草稿 or 提交审核 (the platform publishes it). */
export function ArticleForm({ article, answer }: { article: OwnArticle | null; answer: FormAnswer | undefined }) {
  const busy = useNavigation().state === "submitting";
  const error = (field: string) => answer?.fields?.[field];
  return (
    <Form method="post" className={page.panel} aria-labelledby="article-form-title" noValidate>
      <h2 id="article-form-title">{article ? texts.knowledgeEditTitle : texts.knowledgeAddTitle}</h2>
      {article?.rejectReason && <p role="alert">{fillText(texts.rejectReason, { reason: article.rejectReason })}</p>}
      {answer && !answer.ok && (
        <p role="alert" data-testid="form-error">
          {answer.msg}
        </p>
      )}
      {article && <input type="hidden" name="id" value={article.id} />}
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
      <div className={page.actions}>
        <Button type="submit" name="intent" value="submit" disabled={busy}>
          {busy ? texts.saving : texts.submit}
        </Button>
        <Button type="submit" name="intent" value="draft" variant="ghost" disabled={busy}>
          {texts.saveDraft}
        </Button>
        <Link to={paths.knowledgeList}>{texts.backToKnowledge}</Link>
      </div>
    </Form>
  );
}
