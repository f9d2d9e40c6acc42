import { robotsTxt } from "../lib/seo/robots.ts";
import { SITEMAP_CACHE_CONTROL } from "../lib/seo/sitemap.server.ts";
import type { Route } from "./+types/robots-txt";

/** robots.txt of the request's host: the member and private paths closed, that host's sitemap named. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL },
  });
}
