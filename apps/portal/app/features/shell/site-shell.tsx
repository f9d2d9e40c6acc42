import { layoutBackground } from "@cidp/domain";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useUserInfoRefresh } from "../../lib/session/use-user-info-refresh.ts";
import { NavigationLoadingBar } from "./navigation-loading-bar.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { type HeaderVariant, SiteHeader } from "./site-header.tsx";
import * as styles from "./site-shell.css.ts";

/** The layouts of spec §2. */
export type ShellVariant = "default" | "djyl-default" | "empty" | "secondary" | "simple-default" | "simple";

/** What each layout shows: its header (none for `empty`), the footer, the background, the user-info refresh. */
const shells: Record<ShellVariant, { header: HeaderVariant | null; background: "byPage" | "grey" | null; refreshUser: boolean }> = {
  // Header, content, footer; white background on home, grey elsewhere.
  default: { header: "full", background: "byPage", refreshUser: true },
  // The party-building section, opened in its own window; header without the banner.
  "djyl-default": { header: "brand", background: "grey", refreshUser: true },
  // The page alone (download pages, embeds).
  empty: { header: null, background: null, refreshUser: false },
  // Header with menu but no banner (detail and help pages).
  secondary: { header: "menu", background: "grey", refreshUser: true },
  // Brand header and footer only (login hand-off, sign-up).
  "simple-default": { header: "brand", background: "grey", refreshUser: false },
  // The member center with the user header.
  simple: { header: "user", background: "grey", refreshUser: true },
};

/** The page frame of every layout: header, main landmark, footer, as the variant says. */
export function SiteShell({ variant, children }: { variant: ShellVariant; children: ReactNode }) {
  const shell = shells[variant];
  const { pathname } = useLocation();
  // Spec §4: user info is fetched again 500 ms after a layout loads.
  useUserInfoRefresh(shell.refreshUser);
  // The loading bar is fixed to the top of the window; inside main it belongs to a landmark (axe "region").
  if (shell.header === null)
    return (
      <main id="main">
        <NavigationLoadingBar />
        {children}
      </main>
    );
  const background = shell.background === "byPage" ? layoutBackground(pathname) : "grey";
  return (
    <>
      <SiteHeader variant={shell.header} />
      <main id="main" className={`${styles.content} ${styles.background[background]}`}>
        <NavigationLoadingBar />
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
