import type { SEARCH_KINDS, SEARCH_PERIODS } from "@cidp/api-client/contract";
import { detailPath } from "../../lib/seo/sitemap-content.ts";

type Kind = (typeof SEARCH_KINDS)[number];
type Period = (typeof SEARCH_PERIODS)[number];

/** The address of a search: the keyword, then only the choices that are made, so addresses stay short and canonical. */
export function searchHref({
  keyword,
  kind,
  period,
  current = 1,
}: {
  keyword: string;
  kind?: Kind | undefined;
  period?: Period | undefined;
  current?: number;
}): string {
  const query = new URLSearchParams({ keyword });
  if (kind) query.set("kind", kind);
  if (period) query.set("period", period);
  if (current > 1) query.set("current", String(current));
  return `/default/global-search?${query.toString()}`;
}

/** The kinds read on their own detail page, as the sitemaps name that page's type. */
const OWN_DETAIL_PAGE = {
  help: "help",
  company: "companies",
  qualification: "qualifications",
  project: "projects",
  equipment: "equipment",
  tender: "tenders",
  labor: "labor",
  product: "products",
  service: "services",
  shop: "shops",
  package: "packages",
  lesson: "lessons",
  lawyer: "lawyers",
} as const;

/**
 * Where a hit is read: articles through the search's own detail page (which leads back here), the rest
 * on their own. An open public inquiry is read and quoted in the member center (我的报价), where a
 * visitor is asked to log in first and comes back to the sheet; a law firm is its lawyers' list.
 */
export function hitPath(kind: (typeof SEARCH_KINDS)[number], refId: number, keyword: string): string {
  if (kind === "inquiry") return `/user/my-quotation/default?id=${refId}`;
  if (kind === "lawFirm") return `/default/comprehensives-ervices/law-services/lawyer/lawyer-list?company=${refId}`;
  if (kind in OWN_DETAIL_PAGE) return detailPath(OWN_DETAIL_PAGE[kind as keyof typeof OWN_DETAIL_PAGE], refId);
  return `/default/global-search/global-search-news-detail?${new URLSearchParams({ id: String(refId), keyword }).toString()}`;
}
