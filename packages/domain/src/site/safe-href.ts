/**
 * A link from CMS data made safe to put in `href`: http(s) addresses and site paths pass,
 * anything else (javascript:, data:, vbscript:, garbage) becomes "". CMS entries are editable
 * by operators, so a link is never trusted to carry only a harmless scheme.
 */
export function safeHref(url: string | null | undefined): string {
  // Browsers drop control characters and spaces inside a scheme, so strip them before judging.
  const value = [...(url ?? "")].filter((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f).join("");
  if (value === "") return "";
  if (value.startsWith("/")) return value.startsWith("/\\") ? "" : (url ?? "").trim();
  return /^https?:\/\//i.test(value) ? (url ?? "").trim() : "";
}
