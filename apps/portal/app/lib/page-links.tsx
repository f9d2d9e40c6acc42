import { PageTokenItems, paginationRange } from "@cidp/ui";
import { Link } from "react-router";
import { messages } from "./messages.ts";
import * as styles from "./page-links.css.ts";

/** Pages shown on each side of the current one. */
const SIBLINGS = 2;

/** Props of PageLinks. */
interface PageLinksProps {
  /** The page asked for (1-based); it may lie beyond the last one. */
  page: number;
  /** Number of pages. */
  pages: number;
  /** The address of a page. */
  href: (page: number) => string;
}

/**
 * A pager of plain links, so it works before hydration and keeps the page in the address: previous,
 * first, the current page ±2, last, next, with "…" for the pages left out (`paginationRange` of
 * @cidp/ui, the rule its button pager uses) — at most 11 links however many pages there are.
 */
export function PageLinks({ page, pages, href }: PageLinksProps) {
  if (pages <= 1) return null;
  const tokens = paginationRange(page, pages, SIBLINGS);
  return (
    <nav aria-label={messages.pagination}>
      <ul className={styles.row}>
        <li>
          {page > 1 ? (
            <Link className={styles.step} to={href(Math.min(page - 1, pages))} rel="prev">
              {messages.pager.previous}
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              {messages.pager.previous}
            </span>
          )}
        </li>
        <PageTokenItems
          tokens={tokens}
          gapClassName={styles.gap}
          renderPage={(token) => (
            <Link
              className={styles.step}
              to={href(token)}
              aria-current={token === page ? "page" : undefined}
              aria-label={messages.pager.page.replace("{n}", String(token))}
            >
              {token}
            </Link>
          )}
        />
        <li>
          {page < pages ? (
            <Link className={styles.step} to={href(page + 1)} rel="next">
              {messages.pager.next}
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              {messages.pager.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
