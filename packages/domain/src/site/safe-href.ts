/** The text without control characters, spaces and DEL, which browsers drop inside a scheme. */
function withoutControls(text: string): string {
  let kept = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x20 && code !== 0x7f) kept += text[i];
  }
  return kept;
}

/**
 * A link from CMS data made safe to put in `href`: http(s) addresses and site paths pass,
 * anything else (javascript:, data:, vbscript:, garbage) becomes "". CMS entries are editable
 * by operators, so a link is never trusted to carry only a harmless scheme.
 */
export function safeHref(url: string | null | undefined): string {
  // Stripped before judging, in one pass without an array of characters (a page renders some hundred links).
  const value = withoutControls(url ?? "");
  if (value === "") return "";
  if (value.startsWith("/")) return value.startsWith("/\\") ? "" : (url ?? "").trim();
  return /^https?:\/\//i.test(value) ? (url ?? "").trim() : "";
}
