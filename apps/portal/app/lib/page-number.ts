/** The highest page number an address may ask for; the services refuse deeper paging. */
const LAST_PAGE = 100_000;

/**
 * The page a member list's address asks for in `?page=`: within 1 … 100 000, and the first page
 * when it is missing or not a number.
 */
export function requestedPage(params: URLSearchParams): number {
  return Math.max(1, Math.min(LAST_PAGE, Number(params.get("page")) || 1));
}

/**
 * The page a public list's address asks for (`?current=` and the like): a whole number within
 * 1 … 100 000, and the first page for anything else.
 */
export function listPage(value: string | null): number {
  const page = Number.parseInt(value || "1", 10);
  return Number.isSafeInteger(page) && page >= 1 && page <= LAST_PAGE ? page : 1;
}
