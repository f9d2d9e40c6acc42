import { admits, type PermissionRequirement } from "@cidp/api-client/contract";
import { useMatches } from "react-router";
import type { MenuEntry } from "./member-center-pages.ts";

/** What the member-center layout loaded: the side menu and the member's permissions in the selected business. */
export interface MemberCenter {
  menus: MenuEntry[];
  admin: boolean;
  permissions: string[];
  roleNames: string[];
}

/** A contract call's (or download's) access, all the portal needs to know whether the member may make it. */
export interface CallAccess {
  readonly method: string;
  readonly path: string;
  readonly permission?: PermissionRequirement;
}

/** The member center's data from the layout route, or null outside it. */
export function useMemberCenter(): MemberCenter | null {
  const layout = useMatches().find((match) => match.id === "layout:simple");
  return (layout?.loaderData as { memberCenter?: MemberCenter | null } | undefined)?.memberCenter ?? null;
}

/** Whether `permissions` admit the call: it names no key, or the member holds one of its keys. */
export function permitsCall(permissions: readonly string[], call: CallAccess): boolean {
  return admits(permissions, call.permission);
}

/**
 * Whether the member may make `call` for the selected business, read from the call's own contract
 * declaration (the keys the server checks), never from a copy of them; the server checks it again.
 */
export function useMayCall(call: CallAccess): boolean {
  return permitsCall(useMemberCenter()?.permissions ?? [], call);
}
