import { PageTokenItems } from "./page-token-items.tsx";
import * as styles from "./pagination.css.ts";
import { paginationRange } from "./pagination-range.ts";

/** Props of Pagination. */
export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  /** Number of records. */
  total: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** Show "共 n 条" before the buttons. */
  showTotal?: boolean;
  /** Names the navigation landmark; give each pager on a page its own name. */
  "aria-label"?: string;
  className?: string;
}

/** A pager: previous/next, numbered pages with gaps, the current page marked for screen readers. */
export function Pagination({ page, total, pageSize = 10, onPageChange, siblings = 1, showTotal = true, className, ...aria }: PaginationProps) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);
  const tokens = paginationRange(current, totalPages, siblings);
  return (
    <nav className={[styles.root, className].filter(Boolean).join(" ")} aria-label={aria["aria-label"] ?? "分页"}>
      {showTotal ? <span className={styles.total}>共 {total} 条</span> : null}
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.page} disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
            上一页
          </button>
        </li>
        <PageTokenItems
          tokens={tokens}
          gapClassName={styles.gap}
          renderPage={(token) => (
            <button
              type="button"
              className={styles.page}
              aria-current={token === current ? "page" : undefined}
              aria-label={`第${token}页`}
              onClick={() => token !== current && onPageChange(token)}
            >
              {token}
            </button>
          )}
        />
        <li>
          <button type="button" className={styles.page} disabled={current >= totalPages} onClick={() => onPageChange(current + 1)}>
            下一页
          </button>
        </li>
      </ul>
    </nav>
  );
}
