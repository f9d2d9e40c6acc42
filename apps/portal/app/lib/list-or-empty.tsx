import type { ReactNode } from "react";

/**
 * A page's list of records as a `<ul>` of what `children` renders for each (keyed by the caller),
 * or, when there are none, what the page says instead.
 */
export function ListOrEmpty<T>({
  items,
  empty,
  className,
  testId,
  children,
}: {
  items: readonly T[];
  empty: ReactNode;
  className?: string;
  testId?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return empty;
  return (
    <ul className={className} data-testid={testId}>
      {items.map((item) => children(item))}
    </ul>
  );
}
