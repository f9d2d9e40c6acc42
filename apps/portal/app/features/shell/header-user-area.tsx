import { formatMessage, PERSONAL_CENTER_PATH } from "@cidp/domain";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useRootData } from "../../lib/site/use-root-data.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import * as memberStyles from "./member-area.css.ts";
import * as styles from "./site-header.css.ts";
import { VisitorLoginSync } from "./visitor-login-sync.tsx";

// Members only: kept out of a visitor's JavaScript.
const MemberArea = lazy(() => import("./member-area.tsx"));

/** Logged out: 登录 / 注册 to the login site with the return address; logged in: the member area. */
export function HeaderUserArea() {
  const { session, links } = useRootData();
  const hydrated = useHydrated();
  if (!session.loggedIn) {
    return (
      <nav className={styles.userArea} aria-label={formatMessage("header.login")}>
        <a href={links.login} className={styles.userLink} data-testid="login-link">
          {formatMessage("header.login")}
        </a>
        <a href={links.register} className={styles.userLink} data-testid="register-link">
          {formatMessage("header.register")}
        </a>
        {hydrated && <VisitorLoginSync />}
      </nav>
    );
  }
  // The server renders the links that need no script; the interactive area replaces them once
  // hydrated. The stand-in takes the member area's own layout (on phones: the company's line, then
  // the links' line), so the swap moves nothing below it (no layout shift).
  const staticArea = (
    <span className={memberStyles.area}>
      {session.company && (
        <span className={memberStyles.staticCompany} data-testid="company-name">
          {session.company.name}
        </span>
      )}
      <Link to={PERSONAL_CENTER_PATH} className={memberStyles.link}>
        {formatMessage("header.personal-center")}
      </Link>
    </span>
  );
  if (!hydrated) return staticArea;
  return (
    <Suspense fallback={staticArea}>
      <MemberArea />
    </Suspense>
  );
}
