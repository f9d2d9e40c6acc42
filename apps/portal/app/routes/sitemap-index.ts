import { SITEMAP_CACHE_CONTROL, sitemapIndex } from "../lib/seo/sitemap.server.ts";
import type { Route } from "./+types/sitemap-index";

/** sitemap.xml (sitemaps.org 0.9 index) of the request's host: the fixed pages' sitemap and one per kind of content. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return new Response(await sitemapIndex(request, context), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL },
  });
}
