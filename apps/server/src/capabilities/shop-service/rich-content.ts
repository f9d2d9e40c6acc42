import { sanitizeRichText } from "../../http/rich-text.ts";
import { paragraphsOf } from "../../platform/knowledge/routes.ts";

/** Markup the member wrote (any tag): kept through the platform's rich-text policy. */
const HAS_MARKUP = /<\/?[a-z][^>]*>/i;

/**
 * A service's content or an article's body as stored: HTML from the form goes through the shared
 * rich-text policy (no scripts, events, frames or foreign images survive); plain text becomes
 * escaped paragraphs, a blank line between them.
 */
export function richContentOf(input: string): string {
  return HAS_MARKUP.test(input) ? sanitizeRichText(input) : paragraphsOf(input);
}
