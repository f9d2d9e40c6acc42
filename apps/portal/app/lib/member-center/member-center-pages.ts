import { memberCenterRoutes } from "../../member-center-routes.ts";

/**
 * The member-center pages this portal has built: the /user routes the route table declares under
 * the member center's layout (member-center-routes.ts). The side menu the server sends names
 * every page of spec §2; it shows only these, so no entry leads to the 404 page.
 */
export const MEMBER_CENTER_PAGES: ReadonlySet<string> = new Set(memberCenterRoutes.map((page) => `/${page.path}`));

/** A menu entry as the server sends it (platfromMenus). */
export interface MenuEntry {
  id: string;
  menuName: string;
  path: string;
  children: MenuEntry[];
}

/** The menu with only built pages, and groups left empty dropped. */
export function builtMenu(menus: readonly MenuEntry[], built: ReadonlySet<string> = MEMBER_CENTER_PAGES): MenuEntry[] {
  return menus.flatMap((entry) => {
    const children = builtMenu(entry.children, built);
    if (entry.children.length > 0) return children.length > 0 ? [{ ...entry, children }] : [];
    return built.has(entry.path.split("?")[0] ?? "") ? [{ ...entry, children: [] }] : [];
  });
}
