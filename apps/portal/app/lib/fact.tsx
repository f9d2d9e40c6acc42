import type { ReactNode } from "react";

/**
 * One fact of a `<dl>`: its term and its value side by side in the source as on the page (the
 * value's style and test id when it has them).
 */
export function Fact({ term, className, testId, children }: { term: ReactNode; className?: string; testId?: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
