/**
 * How the public lists count their matches (server: apps/server/src/db/paging.ts; portal: the
 * lists' "共 N 条" lines). Counting every match reads them all, so a list counts only as far as it
 * can page (LIST_COUNT_CAP rows), and the lists that must stay flat at any size count only ten
 * pages past the page shown: a total at that cap means "at least this many", and the pager learns
 * of further pages as the visitor pages on.
 */

/**
 * The deepest row a numbered list pages to (100 pages of ten), and where any count of it stops.
 * Past it a visitor narrows the list with its filters rather than paging on.
 */
export const LIST_COUNT_CAP = 1_000;

/**
 * Where 服务授权's count of the authorisations in force stops ("100+"): a line above the list, not a
 * pager, and a business with a hundred in force has read a hundred of its orders for it.
 */
export const ACTIVE_AUTHORISATIONS_CAP = 100;

/** How many pages past the current one a look-ahead count makes known. */
const LIST_PAGES_AHEAD = 10;

/** The count cap of a list that counts only ahead of the page it shows (never beyond LIST_COUNT_CAP). */
export function lookAheadCap(current: number, size: number): number {
  return Math.min(LIST_COUNT_CAP, (current + LIST_PAGES_AHEAD) * size);
}

/** A list's total as a page shows it: "N+" when the count stopped at its cap (there may be more). */
export function shownTotal(total: number, cap: number): string {
  return total >= cap ? `${total}+` : String(total);
}
