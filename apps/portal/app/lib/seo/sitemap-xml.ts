import { SITEMAP_FILE_LIMIT } from "@cidp/api-client/contract";

/** One `<url>` of a sitemap or one `<sitemap>` of an index: an absolute address and when it last changed. */
export interface SitemapLocation {
  loc: string;
  /** `yyyy-MM-dd HH:mm:ss` in China Standard Time, as the platform services send times; none: no `<lastmod>`. */
  lastmod?: string | undefined;
}

const XMLNS = "http://www.sitemaps.org/schemas/sitemap/0.9";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text as XML character data: the five special characters as entities (an address's `&` above all). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A services time as a W3C datetime with the China offset (`2024-05-01T08:00:00+08:00`); null for anything else. */
export function w3cDateTime(dateTime: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(dateTime);
  return match ? `${match[1]}T${match[2]}+08:00` : null;
}

function entry(tag: "url" | "sitemap", { loc, lastmod }: SitemapLocation): string {
  const date = lastmod ? w3cDateTime(lastmod) : null;
  return `<${tag}><loc>${escapeXml(loc)}</loc>${date ? `<lastmod>${date}</lastmod>` : ""}</${tag}>`;
}

function document(root: "urlset" | "sitemapindex", tag: "url" | "sitemap", entries: readonly SitemapLocation[]): string {
  // sitemaps.org: at most 50,000 entries a file; the callers split before, this is the last guard.
  const lines = entries.slice(0, SITEMAP_FILE_LIMIT).map((location) => entry(tag, location));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${XMLNS}">\n${lines.map((line) => `${line}\n`).join("")}</${root}>\n`;
}

/** A sitemap (`<urlset>`, sitemaps.org 0.9) of at most 50,000 pages. */
export function urlsetXml(urls: readonly SitemapLocation[]): string {
  return document("urlset", "url", urls);
}

/** A sitemap index (`<sitemapindex>`, sitemaps.org 0.9) of at most 50,000 sitemaps. */
export function sitemapIndexXml(sitemaps: readonly SitemapLocation[]): string {
  return document("sitemapindex", "sitemap", sitemaps);
}
