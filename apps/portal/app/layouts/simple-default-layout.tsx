import { Outlet } from "react-router";
import { SiteFooter } from "../features/shell/site-footer.tsx";
import { SiteHeader } from "../features/shell/site-header.tsx";
import * as styles from "./layout.css.ts";

/** Layout "simple-default": brand header and footer only (login hand-off, sign-up). */
export default function SimpleDefaultLayout() {
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
