/**
 * A list page's address with the filters that are set and the page number from 2 on, in the filters'
 * own order — one canonical address per view, so the pager, the crawlers and the cache agree.
 */
export function filteredHref(path: string, filters: Readonly<Record<string, string | number>>, current: number): string {
  const { current: _shown, ...chosen } = filters;
  const query = new URLSearchParams(
    Object.entries({ ...chosen, current: current > 1 ? String(current) : "" })
      .map(([key, value]) => [key, String(value)] as [string, string])
      .filter(([, value]) => value !== ""),
  );
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A member list's address for one state tab (null: 全部) and page (`page` from 2 on), as its tabs
 * and page links point: one way of writing it, so a tab's link and its pager's links agree.
 */
export function stateTabHref(path: string, state: string | null, pageNo = 1): string {
  return `${path}?${new URLSearchParams({ ...(state ? { state } : {}), ...(pageNo > 1 ? { page: String(pageNo) } : {}) })}`;
}
