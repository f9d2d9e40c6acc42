import { layoutBackground } from "@cidp/domain";
import { Outlet, useLocation } from "react-router";
import { useUserInfoRefresh } from "../features/session/use-user-info-refresh.ts";
import { SiteFooter } from "../features/shell/site-footer.tsx";
import { SiteHeader } from "../features/shell/site-header.tsx";
import * as styles from "./layout.css.ts";

/** Layout "default": header, content, footer; white background on home, grey elsewhere. */
export default function DefaultLayout() {
  const { pathname } = useLocation();
  useUserInfoRefresh();
  return (
    <>
      <SiteHeader variant="full" />
      <main id="main" className={`${styles.content} ${styles.background[layoutBackground(pathname)]}`}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
