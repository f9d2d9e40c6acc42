import { accessRedirect } from "@cidp/domain";
import { Outlet, redirect, type ShouldRevalidateFunctionArgs, useMatches } from "react-router";
import { MemberCenterFrame } from "../features/member-center/member-center-frame.tsx";
import { type ShellVariant, SiteShell } from "../features/shell/site-shell.tsx";
import { builtMenu, type MenuEntry } from "../lib/member-center/member-center-pages.ts";
import type { MemberCenter } from "../lib/member-center/use-member-center.ts";
import { requestedPage } from "../lib/session/login-site.server.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import { revalidatesLayout } from "../lib/shell-revalidation.ts";
import type { Route } from "./+types/site-layout";

/** The route ids routes.ts gives this layout, one per layout of spec §2: `layout:<variant>`. */
const LAYOUT_ID_PREFIX = "layout:";

/**
 * The /user access guard (spec §4): a visitor without a token lands on the home page, which asks
 * them to log in and come back to the page (other paths pass). In the member center, also the side menu of the selected business (only its built pages)
 * and what the member may do there, so pages hide what their role cannot do.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<{ memberCenter: MemberCenter | null }> {
  const { pathname, search } = requestedPage(request);
  const { cookies, member: client } = portalRequest(context);
  const to = accessRedirect(pathname, cookies.token, search);
  if (to) throw redirect(to);
  if (!client || !pathname.startsWith("/user/")) return { memberCenter: null };
  // A member without a selected business (or a refused call) still gets the pages, with no menu or permissions.
  const frame = await portalRequest(context)
    .frame()
    .catch(() => null);
  const menus = frame?.success ? builtMenu(frame.data.menus as MenuEntry[]) : [];
  const access = frame?.success ? frame.data.access : { admin: false, permissions: [] as string[], roleNames: [] as string[] };
  return { memberCenter: { menus, admin: access.admin, permissions: access.permissions, roleNames: access.roleNames } };
}

/** The guard's and the menu's data is kept across the pages of one area (lib/shell-revalidation.ts). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidatesLayout(args);
}

/** Every layout of spec §2 in one file: routes.ts names the variant in the layout route's id. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const variant = (useMatches()
    .find((match) => match.id.startsWith(LAYOUT_ID_PREFIX))
    ?.id.slice(LAYOUT_ID_PREFIX.length) ?? "default") as ShellVariant;
  const memberCenter = variant === "simple" ? loaderData.memberCenter : null;
  // Keyed: moving to a page of another layout mounts a new frame (and its user-info refresh, spec §4).
  return (
    <SiteShell key={variant} variant={variant}>
      {memberCenter ? (
        <MemberCenterFrame memberCenter={memberCenter}>
          <Outlet />
        </MemberCenterFrame>
      ) : (
        <Outlet />
      )}
    </SiteShell>
  );
}
