import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A member list's tabs by state: 全部 (no state) first, then each state, the current one marked
 * `aria-current` (which the tab styles show too).
 */
export function StateTabs<State extends string>({
  label,
  className,
  states,
  current,
  hrefOf,
  labelOf,
}: {
  label: string;
  className: string;
  states: readonly State[];
  current: State | null;
  hrefOf: (state: State | null) => string;
  labelOf: (state: State | null) => ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <ul className={className}>
        {[null, ...states].map((tab) => (
          <li key={tab ?? "all"}>
            <Link to={hrefOf(tab)} aria-current={tab === current ? "page" : undefined}>
              {labelOf(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
