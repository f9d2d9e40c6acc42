import type { ReactNode } from "react";

/**
 * A member page's list (its table, the children), or in its place the reason the services could
 * not read it, as an alert: the member lists, sign-ins, roles, orders and published services show
 * a failed read so.
 */
export function ListOrAlert({ error, testId, children }: { error: string | null | undefined; testId?: string; children: ReactNode }) {
  return error ? (
    <p role="alert" data-testid={testId}>
      {error}
    </p>
  ) : (
    children
  );
}
