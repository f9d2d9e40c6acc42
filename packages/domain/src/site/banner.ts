/** Paths on which the banner with the search box shows (spec §2). */
export const BANNER_PATHS = [
  "/default/home",
  "/default/company/detail",
  "/default/company/more",
  "/default/news/news-detail",
  "/default/news/news-list",
] as const;

/** Example words shown with the search box. */
export const SEARCH_EXAMPLE_WORDS = ["新闻", "服务", "商品", "功能"] as const;

/** Whether the banner shows on a path (trailing slash ignored). */
export function showsBanner(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "");
  return (BANNER_PATHS as readonly string[]).includes(path);
}

/** Where a search goes: the global search page with the keyword query. */
export function searchTarget(keyword: string): string {
  return `/default/global-search?keyword=${encodeURIComponent(keyword.trim())}`;
}
