import type { ReactNode } from "react";
import type { PageToken } from "./pagination-range.ts";

/**
 * The middle of a pager as list items: each numbered page as `renderPage` makes its control (a
 * button, a link), and "…" for the pages left out, hidden from screen readers (the numbers say it).
 */
export function PageTokenItems({
  tokens,
  gapClassName,
  renderPage,
}: {
  tokens: readonly PageToken[];
  gapClassName: string;
  renderPage: (page: number) => ReactNode;
}) {
  return (
    <>
      {tokens.map((token, i) =>
        token === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, identified by position
          <li key={`gap-${i}`} className={gapClassName} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={token}>{renderPage(token)}</li>
        ),
      )}
    </>
  );
}
