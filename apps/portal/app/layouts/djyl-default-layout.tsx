import { Outlet } from "react-router";
import { useUserInfoRefresh } from "../features/session/use-user-info-refresh.ts";
import { SiteFooter } from "../features/shell/site-footer.tsx";
import { SiteHeader } from "../features/shell/site-header.tsx";
import * as styles from "./layout.css.ts";

/** Layout "djyl-default": the party-building section, opened in its own window; header without the banner. */
export default function DjylDefaultLayout() {
  useUserInfoRefresh();
  return (
    <>
      <SiteHeader variant="brand" />
      <main id="main" className={`${styles.content} ${styles.background.grey}`}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
