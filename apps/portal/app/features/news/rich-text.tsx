import * as styles from "./news.css.ts";

/**
 * HTML of an article or help page. Only markup that went through the shared rich-text policy
 * (`sanitizeRichText` of @cidp/domain/rich-text, on the services and again in the page's loader)
 * reaches here; this is the one place the portal renders such markup.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised twice with the rich-text policy before it gets here.
  return <div className={styles.body} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
