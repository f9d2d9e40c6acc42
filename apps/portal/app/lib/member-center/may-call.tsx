import { permissionKeysOf } from "@cidp/api-client/contract";
import { type PermissionKey, permissionRefusal } from "@cidp/domain";
import type { ReactNode } from "react";
import * as styles from "./may-call.css.ts";
import { type CallAccess, useMayCall } from "./use-member-center.ts";

/** How the role walk names an action's call: its method and path, as the contract declares them. */
export const callMark = (call: CallAccess) => `${call.method} ${call.path}`;

interface MayCallProps {
  /** The contract call the action makes. */
  call: CallAccess;
  children: ReactNode;
  /** Say why it is missing (the page's main form), rather than leave it out (a button among others). */
  explain?: boolean;
}

/**
 * An action of the member center, shown only when the member's role in the acting business holds a
 * key of its call (read from the contract, which the server enforces), and marked with that call so
 * the role walk can check every action a page offers against the permissions of whoever sees it.
 */
export function MayCall({ call, children, explain = false }: MayCallProps) {
  if (useMayCall(call))
    return (
      <div className={styles.marker} data-call={callMark(call)}>
        {children}
      </div>
    );
  if (!explain || call.permission === undefined) return null;
  return (
    <p role="alert" data-testid="permission-refusal">
      {permissionRefusal(permissionKeysOf(call.permission) as readonly PermissionKey[])}
    </p>
  );
}
