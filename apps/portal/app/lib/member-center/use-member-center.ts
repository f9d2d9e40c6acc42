import type { PermissionKey } from "@cidp/domain";
import { useMatches } from "react-router";
import type { MenuEntry } from "./member-center-pages.ts";

/** What the member-center layout loaded: the side menu and the member's permissions in the selected business. */
export interface MemberCenter {
  menus: MenuEntry[];
  admin: boolean;
  permissions: string[];
  roleNames: string[];
}

/** The member center's data from the layout route, or null outside it. */
export function useMemberCenter(): MemberCenter | null {
  const layout = useMatches().find((match) => match.id === "layout:simple");
  return (layout?.loaderData as { memberCenter?: MemberCenter | null } | undefined)?.memberCenter ?? null;
}

/** Whether the member may do what the key allows in the selected business (the server checks it again). */
export function useMayDo(key: PermissionKey): boolean {
  return useMemberCenter()?.permissions.includes(key) ?? false;
}
