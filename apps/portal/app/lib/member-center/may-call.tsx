import type { ReactNode } from "react";
import * as styles from "./may-call.css.ts";
import { type CallAccess, useMayCall } from "./use-member-center.ts";

/** How the role walk names an action's call: its method and path, as the contract declares them. */
export const callMark = (call: CallAccess) => `${call.method} ${call.path}`;

interface MayCallProps {
  /** The contract call the action makes. */
  call: CallAccess;
  children: ReactNode;
  /** What shows instead when the role may not make it (nothing: the action is left out). */
  fallback?: ReactNode;
}

/**
 * An action of the member center, shown only when the member's role in the acting business holds a
 * key of its call (read from the contract, which the server enforces), and marked with that call so
 * the role walk can check every action a page offers against the permissions of whoever sees it.
 */
export function MayCall({ call, children, fallback = null }: MayCallProps) {
  if (!useMayCall(call)) return fallback;
  return (
    // A span: it may stand inside a paragraph or a title row, where a div would end the paragraph.
    <span className={styles.marker} data-call={callMark(call)}>
      {children}
    </span>
  );
}
