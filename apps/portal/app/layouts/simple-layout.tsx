import { accessRedirect } from "@cidp/domain";
import { Outlet, redirect } from "react-router";
import { readSessionCookies } from "../features/session/session-cookies.server.ts";
import { useUserInfoRefresh } from "../features/session/use-user-info-refresh.ts";
import { SiteFooter } from "../features/shell/site-footer.tsx";
import { SiteHeader } from "../features/shell/site-header.tsx";
import type { Route } from "./+types/simple-layout";
import * as styles from "./layout.css.ts";

/** The /user access guard (spec §4): a visitor without a token lands on the home page. */
export function loader({ request }: Route.LoaderArgs) {
  const to = accessRedirect(new URL(request.url).pathname, readSessionCookies(request).token);
  if (to) throw redirect(to);
  return null;
}

/** Layout "simple": the member center with the user header and the footer. */
export default function SimpleLayout() {
  useUserInfoRefresh();
  return (
    <>
      <SiteHeader variant="user" />
      <main id="main" className={`${styles.content} ${styles.background.grey}`}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
