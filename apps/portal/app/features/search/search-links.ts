import type { SEARCH_KINDS, SEARCH_PERIODS } from "@cidp/api-client/contract";

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

/** Where a hit is read: articles through the search's own detail page (which leads back here). */
export function hitPath(kind: (typeof SEARCH_KINDS)[number], refId: number, keyword: string): string {
  switch (kind) {
    case "help":
      return `/default/home/help?id=${refId}`;
    case "company":
      return `/default/company/detail?id=${refId}`;
    case "qualification":
      return `/default/qualification/qualification-detail?id=${refId}`;
    default:
      return `/default/global-search/global-search-news-detail?${new URLSearchParams({ id: String(refId), keyword }).toString()}`;
  }
}
