import { formatMessage, messageOf, routeErrorView } from "@cidp/domain";
import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import { brandingOf } from "../../lib/branding.ts";
import * as page from "../../lib/page.css.ts";
import { isChunkLoadError, reloadAfterChunkError } from "./chunk-reload.ts";
import * as styles from "./error-page.css.ts";
import { HeaderBrand } from "./header-brand.tsx";
import * as headerStyles from "./site-header.css.ts";
import { SiteShell } from "./site-shell.tsx";

/**
 * The error page of spec §2/§8: the status and message; on 404 the catalogue text and a way home.
 * It keeps the site's frame (header with menu, footer) so a visitor who mistyped an address can
 * go on from the menu; only when the root data itself failed (no branding, no menu to show) is it
 * the brand row alone.
 */
export function ErrorPage({ status, message, error }: { status: number; message: string | null; error: unknown }) {
  const root = useRouteLoaderData("root") as { branding?: ReturnType<typeof brandingOf> } | undefined;
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError(window.sessionStorage, Date.now(), () => window.location.reload());
  }, [error]);
  const view = routeErrorView({ status, message });
  const text = "code" in view.message ? messageOf(view.message) : view.message.text;
  const content = (
    <div className={styles.frame}>
      <section className={styles.page} aria-labelledby="error-status">
        <h1 id="error-status" className={styles.status}>
          {view.status}
        </h1>
        <p className={styles.message} data-testid="error-message">
          {text}
        </p>
        {view.backHome && (
          <a href="/default/home" className={page.actionLink}>
            {formatMessage("route.back-home")}
          </a>
        )}
      </section>
    </div>
  );
  if (root?.branding) return <SiteShell variant="secondary">{content}</SiteShell>;
  return (
    <>
      <header className={headerStyles.brandRow}>
        <div className={headerStyles.brandInner} style={{ padding: "0 24px" }}>
          <HeaderBrand branding={brandingOf(null)} />
        </div>
      </header>
      <main id="main">{content}</main>
    </>
  );
}
