import { richTextImagePrefixes } from "@cidp/api-client/contract";
import { createRichTextSanitizer } from "@cidp/domain/rich-text";

/** Article and help HTML reduced to the shared rich-text policy, images only from the platform's own paths. */
export const { sanitize: sanitizeRichText } = createRichTextSanitizer(richTextImagePrefixes);

/** Plain text as paragraphs of sanitised HTML (the text is escaped by the sanitiser's parser). */
export function paragraphsOf(text: string): string {
  const escaped = (line: string) => line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return sanitizeRichText(
    text
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter(Boolean)
      .map((block) => `<p>${block.split("\n").map(escaped).join("<br>")}</p>`)
      .join(""),
  );
}

/** Markup the member wrote (any tag): kept through the platform's rich-text policy. */
const HAS_MARKUP = /<\/?[a-z][^>]*>/i;

/**
 * A member's rich text as stored (a product's description, a service's content, an article's
 * body): HTML from the form's editor goes through the shared rich-text policy (no scripts, events,
 * frames or foreign images survive); plain text (typed before the editor loaded, or without
 * script) becomes escaped paragraphs, a blank line between them.
 */
export function richContentOf(input: string): string {
  return HAS_MARKUP.test(input) ? sanitizeRichText(input) : paragraphsOf(input);
}
