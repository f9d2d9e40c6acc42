import { SITEMAP_CACHE_CONTROL, sitemapFile } from "../lib/seo/sitemap.server.ts";
import { parseSitemapFile } from "../lib/seo/sitemap-content.ts";
import type { Route } from "./+types/sitemap-file";

/**
 * One sitemap of the index (`/sitemap-pages.xml`, `/sitemap-news.xml`, `/sitemap-news.xml?page=2`…),
 * absolute on the request's host; a file the index does not list answers 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const named = parseSitemapFile(url.pathname, url.search);
  const xml = named ? await sitemapFile(request, context, named.file, named.page) : null;
  if (xml === null) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL } });
}
