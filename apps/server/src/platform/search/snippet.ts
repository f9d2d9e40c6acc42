/** How long a snippet is, in characters, and how much comes before its first term. */
const SNIPPET_LENGTH = 120;
const LEAD = 30;

/**
 * The part of a text a result shows: from a little before the first place any term occurs
 * (case-insensitive), or from the start when none does; an ellipsis says where text was cut.
 */
export function snippetOf(text: string, terms: readonly string[]): string {
  const lower = text.toLowerCase();
  const hits = terms.map((term) => lower.indexOf(term.toLowerCase())).filter((index) => index >= 0);
  const first = hits.length > 0 ? Math.min(...hits) : 0;
  const start = Math.max(0, Math.min(first - LEAD, text.length - SNIPPET_LENGTH));
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
}
