/** A page number or a gap ("…") in the pager. */
export type PageToken = number | "gap";

/**
 * The page buttons to show: first, last, the current page with `siblings` on each side, and a gap
 * where pages are left out. A gap never stands for a single page (that page is shown instead).
 */
export function paginationRange(current: number, totalPages: number, siblings = 1): PageToken[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  // first + last + current + 2 siblings + 2 gaps
  const slots = siblings * 2 + 5;
  if (totalPages <= slots) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, totalPages);
  const showLeftGap = left > 3;
  const showRightGap = right < totalPages - 2;
  if (!showLeftGap) {
    const count = 3 + siblings * 2;
    return [...Array.from({ length: count }, (_, i) => i + 1), "gap", totalPages];
  }
  if (!showRightGap) {
    const count = 3 + siblings * 2;
    return [1, "gap", ...Array.from({ length: count }, (_, i) => totalPages - count + i + 1)];
  }
  return [1, "gap", ...Array.from({ length: right - left + 1 }, (_, i) => left + i), "gap", totalPages];
}
