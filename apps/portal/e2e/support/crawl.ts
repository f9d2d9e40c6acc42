import type { APIRequestContext } from "@playwright/test";

/** Where a crawl may go, and how far. */
interface CrawlScope {
  /** The site's origin; links elsewhere are not followed. */
  origin: string;
  /** Addresses (path and query) to start from. */
  starts: readonly string[];
  /** Whether a path is one of the pages this crawl is about (others are neither fetched nor kept). */
  follows(path: string): boolean;
  /** Which kind of page an address is (its route, a tab): one address is kept per kind. */
  kindOf?(address: string): string;
  /** At most this many pages are fetched. */
  limit: number;
  /**
   * How many addresses of a kind are fetched for their links (1 unless said): records in other
   * states link to other pages (a sheet being compared to its second round, a quotation to its buyer).
   */
  fetchPerKind?: number | ((kind: string) => number);
}

/** Files, feeds and downloads: addresses a link may name that are not pages. */
const NOT_A_PAGE = /\.(css|js|mjs|map|png|jpe?g|gif|webp|avif|svg|ico|xml|txt|json|pdf|csv|zip|mp4|woff2?)$/i;

/** The same-origin addresses (path and query, no fragment) an HTML page links to, in document order. */
function linksOf(html: string, origin: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    const href = (match[1] ?? "").replaceAll("&amp;", "&");
    if (href.startsWith("#") || /^(mailto|tel|javascript):/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || NOT_A_PAGE.test(url.pathname)) continue;
    found.push(`${url.pathname}${url.search}`);
  }
  return found;
}

/** An address's path, without its query. */
export const pathOf = (address: string) => address.split("?")[0] ?? address;

/** A path's numeric segments as `:id`, so the records of one detail route count as one kind of page. */
export const routeOfPath = (address: string) => pathOf(address).replace(/\/\d+(?=\/|$)/g, "/:id");

/** A page and its tab (`tab`, `state` or `code` in the query): each tab lists other rows, so each is a kind to crawl. */
export const pageAndTab = (address: string) => {
  const query = new URLSearchParams(address.split("?")[1] ?? "");
  const tab = ["tab", "state", "code"].map((name) => query.get(name)).find((value) => value !== null);
  return tab === undefined ? pathOf(address) : `${pathOf(address)}#${tab}`;
};

/**
 * One address for each kind of page reachable by links from the starts, as a person clicking through
 * the site would find it: breadth first, the first link seen to a kind is the one kept (a detail
 * page with a real record's id, since lists link their rows), each kind fetched once or `fetchPerKind` times. The request
 * context carries the session, so a member's crawl sees the member's pages.
 */
export async function crawlOnePerKind(request: APIRequestContext, scope: CrawlScope): Promise<Map<string, string>> {
  const kept = new Map<string, string>();
  const queue: string[] = [];
  const kindOf = scope.kindOf ?? pathOf;
  const { fetchPerKind = 1 } = scope;
  const fetchesOf = typeof fetchPerKind === "number" ? () => fetchPerKind : fetchPerKind;
  const fetchedOfKind = new Map<string, number>();
  const seen = new Set<string>();
  const offer = (address: string, start = false) => {
    if (seen.has(address) || !scope.follows(pathOf(address))) return;
    const kind = kindOf(address);
    const count = fetchedOfKind.get(kind) ?? 0;
    if (count >= fetchesOf(kind) && !start) return;
    seen.add(address);
    fetchedOfKind.set(kind, count + 1);
    if (!kept.has(kind)) kept.set(kind, address);
    queue.push(address);
  };
  // Every start is fetched, even two of one kind (a search page with different terms finds different rows).
  for (const start of scope.starts) offer(start, true);
  let fetched = 0;
  while (queue.length > 0 && fetched < scope.limit) {
    const address = queue.shift() as string;
    fetched += 1;
    const response = await request.get(`${scope.origin}${address}`);
    if (!response.headers()["content-type"]?.startsWith("text/html")) continue;
    for (const link of linksOf(await response.text(), scope.origin)) offer(link);
  }
  return kept;
}
