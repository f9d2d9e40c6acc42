import { OPERATOR_PERMISSIONS, type OperatorPermission } from "@cidp/domain";
import "@cidp/ui";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, NavLink, Outlet, Scripts, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import * as styles from "./desk.css.ts";
import { deskTexts } from "./desk-texts.ts";
import { DESK_AREAS, opensArea } from "./lib/desk-areas.ts";
import { useNonce } from "./lib/nonce.tsx";
import { handlesWantScript } from "./lib/route-handle.ts";
import { staffLookUp } from "./lib/staff.server.ts";
import { staffSessionOf } from "./lib/staff-session.server.ts";

/** Who is logged in, for the header (null on the log-in pages and for a session the services refused). */
export async function loader({ request }: Route.LoaderArgs) {
  if (!staffSessionOf(request)) return { me: null };
  const me = await staffLookUp(request);
  return { me: me.ok ? me.data : null };
}

function Header() {
  const root = useRouteLoaderData<typeof loader>("root");
  const me = root?.me ?? null;
  return (
    <header className={styles.header}>
      <p className={styles.brand}>{deskTexts.brand}</p>
      {me ? (
        <nav aria-label={deskTexts.navigation} className={styles.nav}>
          {DESK_AREAS.filter((area) => opensArea(area, me.permissions)).map((area) => (
            <NavLink key={area.to} to={area.to} end className={styles.navLink}>
              {area.label}
            </NavLink>
          ))}
          <span>
            {me.displayName}（{me.role}）
          </span>
          <NavLink to="/password" end className={styles.navLink}>
            {deskTexts.password.link}
          </NavLink>
          <form method="post" action="/logout" className={styles.inlineForm}>
            <button type="submit" className={styles.logout}>
              {deskTexts.logout}
            </button>
          </form>
        </nav>
      ) : null}
    </header>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  // Only a page whose route asks for it carries the client script (see lib/document-policy.server.ts).
  const scripted = handlesWantScript(useMatches().map((match) => match.handle));
  const nonce = useNonce();
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className={styles.skipLink}>
          {deskTexts.skip}
        </a>
        <Header />
        {children}
        {scripted ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

/** 403 names the permission; anything else says what happened, in the frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title: string = deskTexts.failed;
  let detail: string = deskTexts.failedDetail;
  if (isRouteErrorResponse(error)) {
    if (error.status === 403) {
      title = deskTexts.forbidden;
      // The page's own check names the key; a refusal of the services says which one in its message.
      const refused = error.data as { permission?: OperatorPermission; message?: string; error?: string } | null;
      detail = refused?.permission
        ? deskTexts.forbiddenDetail(OPERATOR_PERMISSIONS[refused.permission])
        : (refused?.message ?? refused?.error ?? deskTexts.forbiddenUnnamed);
    } else if (error.status === 404) {
      title = deskTexts.notFound;
      detail = deskTexts.notFoundDetail;
    } else {
      detail = (error.data as { message?: string } | null)?.message ?? detail;
    }
  }
  return (
    <main id="main" className={styles.main}>
      <title>{`${title} - ${deskTexts.brand}`}</title>
      <h1>{title}</h1>
      <p role="alert" className={styles.error}>
        {detail}
      </p>
      <p>
        <a href="/">{deskTexts.backHome}</a>
      </p>
    </main>
  );
}
