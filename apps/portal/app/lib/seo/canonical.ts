/** A query parameter that selects what a page shows, and the value that shows the same as leaving it out. */
interface ContentParam {
  name: string;
  default?: string;
}

const param = (name: string, defaultValue?: string): ContentParam => (defaultValue === undefined ? { name } : { name, default: defaultValue });
const id = [param("id")];
const pageNumber = [param("current", "1")];

/**
 * The public pages (spec §2) and the query parameters that select their content, in canonical
 * order. A parameter not named here (tracking, the home page's scroll target, anything unknown)
 * changes nothing a search engine should index, so the canonical address drops it.
 */
const PUBLIC_PAGES: Readonly<Record<string, readonly ContentParam[]>> = {
  "/default/home": [],
  "/default/news/news-list": [param("category", "news"), param("validity"), ...pageNumber],
  "/default/news/news-detail": id,
  "/default/news/news-list-h5": [param("category", "news"), ...pageNumber],
  "/default/news/salon-more": pageNumber,
  "/default/knowledge-base": pageNumber,
  "/default/knowledge-base/knowledge-details": id,
  "/default/global-search": [param("keyword"), param("kind"), param("period"), ...pageNumber],
  "/default/global-search/global-search-news-detail": id,
  "/default/global-search/user-agreement": [param("version")],
  "/default/global-search/privacy-policy": [param("version")],
  "/default/global-search/copyright-notice": [param("version")],
  "/default/home/help": id,
  "/default/home/finance-apply": [],
  "/default/home/project-apply": [],
  "/default/company/more": [param("regionCode"), param("companyType"), param("category"), param("grade"), ...pageNumber],
  "/default/company/detail": id,
  "/default/equipment/market": [param("side"), param("trade"), param("category"), param("province"), param("city"), param("min"), param("max"), ...pageNumber],
  "/default/equipment/detail": id,
  "/default/service/detail": id,
  "/default/product/detail": id,
  "/default/tender/list": [param("keyword"), ...pageNumber],
  "/default/tender/detail": id,
  "/default/qualification/qualification-detail": id,
  "/default/project/list": [param("keyword"), param("regionCode"), param("category"), ...pageNumber],
  "/default/project/detail": id,
  "/default/labor/list": [param("kind"), param("trade"), param("regionCode"), ...pageNumber],
  "/default/labor/detail": id,
  "/default/comprehensives-ervices/law-services": [],
  "/default/comprehensives-ervices/law-services/legal/package-list": [],
  "/default/comprehensives-ervices/law-services/legal/package-detail": id,
  "/default/comprehensives-ervices/law-services/law-lesson/lawlesson-list": [param("category"), param("price"), param("keyword"), ...pageNumber],
  "/default/comprehensives-ervices/law-services/law-lesson/lawlesson-detail": id,
  "/default/comprehensives-ervices/law-services/law-lesson/lawlesson-video": [param("id"), param("chapter")],
  "/default/comprehensives-ervices/law-services/lawyer/lawyer-list": [param("id"), param("specialty"), param("regionCode"), param("company"), ...pageNumber],
  "/default/comprehensives-ervices/case-list-need": [param("category"), param("status"), ...pageNumber],
  "/default/comprehensives-ervices/comprehensives-ervices-need": [param("category")],
  "/default/comprehensives-ervices/see-more": [],
  "/default/qualification/teleport": [],
  "/default/open-api/open": [],
  "/default/digital-platform/dg-platform": [],
  // The party-building menu opens the list with both (spec §2): the page number stays in the address.
  "/default/djyl/news-list": [param("pageid"), param("modulecode")],
  "/default/djyl/news-more": pageNumber,
  "/default/djyl/welcome": [],
  // A company's shop: the PC layout is the one the sitemap lists; the app layout is the same shop for phones.
  "/shop/pc": [param("company")],
  "/shop/app": [param("company")],
  "/download-h5": [],
  "/download-jl-h5": [],
  "/sign-up2": [],
};

/** The pages whose canonical address keeps their content parameters (every other path keeps none). */
export const CANONICAL_PAGES: ReadonlySet<string> = new Set(Object.keys(PUBLIC_PAGES));

const byLowerCase = new Map(Object.keys(PUBLIC_PAGES).map((path) => [path.toLowerCase(), path]));

/**
 * The canonical address of a page on `origin` (the request's scheme and host): the route's own
 * spelling of the path (routes match regardless of case and trailing slashes), then only the
 * parameters that select content, in the page's order, each once, without empty values and
 * without values that equal leaving them out. Applied to its own result it gives the same address.
 */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const trimmed = pathname.replace(/\/+$/, "") || "/";
  const path = byLowerCase.get(trimmed.toLowerCase()) ?? trimmed;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const { name, default: fallback } of PUBLIC_PAGES[path] ?? []) {
    const value = given.get(name)?.trim();
    if (value && value !== fallback) kept.set(name, value);
  }
  const query = kept.toString();
  return `${origin}${path}${query ? `?${query}` : ""}`;
}
