import { Outlet } from "react-router";
import { useUserInfoRefresh } from "../features/session/use-user-info-refresh.ts";
import { SiteFooter } from "../features/shell/site-footer.tsx";
import { SiteHeader } from "../features/shell/site-header.tsx";
import * as styles from "./layout.css.ts";

/** Layout "secondary": header with menu but no banner, grey content, footer (detail and help pages). */
export default function SecondaryLayout() {
  useUserInfoRefresh();
  return (
    <>
      <SiteHeader variant="menu" />
      <main id="main" className={`${styles.content} ${styles.background.grey}`}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
