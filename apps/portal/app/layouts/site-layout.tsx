import { accessRedirect } from "@cidp/domain";
import { Outlet, redirect, useMatches } from "react-router";
import { type ShellVariant, SiteShell } from "../features/shell/site-shell.tsx";
import { readSessionCookies } from "../lib/session/session-cookies.server.ts";
import type { Route } from "./+types/site-layout";

/** The route ids routes.ts gives this layout, one per layout of spec §2: `layout:<variant>`. */
const LAYOUT_ID_PREFIX = "layout:";

/** The /user access guard (spec §4): a visitor without a token lands on the home page (other paths pass). */
export function loader({ request }: Route.LoaderArgs) {
  const to = accessRedirect(new URL(request.url).pathname, readSessionCookies(request).token);
  if (to) throw redirect(to);
  return null;
}

/** Every layout of spec §2 in one file: routes.ts names the variant in the layout route's id. */
export default function SiteLayout() {
  const variant = (useMatches()
    .find((match) => match.id.startsWith(LAYOUT_ID_PREFIX))
    ?.id.slice(LAYOUT_ID_PREFIX.length) ?? "default") as ShellVariant;
  // Keyed: moving to a page of another layout mounts a new frame (and its user-info refresh, spec §4).
  return (
    <SiteShell key={variant} variant={variant}>
      <Outlet />
    </SiteShell>
  );
}
