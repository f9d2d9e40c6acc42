import { pageMinWidth } from "@cidp/ui/theme";
import type { ReactNode } from "react";
import { data, isRouteErrorResponse, Meta, Outlet, ScrollRestoration, type ShouldRevalidateFunctionArgs, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { ClientEffects } from "./features/shell/client-effects.tsx";
import { ErrorPage } from "./features/shell/error-page.tsx";
import { loadHotTopics } from "./features/startup/load-hot-topics.server.ts";
import { loadSearchWords } from "./features/startup/load-search-words.server.ts";
import { loadStartup } from "./features/startup/load-startup.server.ts";
import { AnalyticsTracker } from "./lib/analytics/analytics-tracker.tsx";
import { ApiClientProvider } from "./lib/api/api-client-context.tsx";
import { brandingOf } from "./lib/branding.ts";
import { DeferredScripts } from "./lib/deferred-scripts.tsx";
import { ElderModeProvider, elderHtmlProps, useElderModeState } from "./lib/elder-mode/elder-mode-context.tsx";
import { readElderMode } from "./lib/elder-mode/elder-mode-cookie.ts";
import { ErrorReporting, useReportRouteError } from "./lib/error-reporting/error-reporting.tsx";
import { messages } from "./lib/messages.ts";
import { useNonce } from "./lib/nonce.tsx";
import { RouteLinks } from "./lib/route-links.tsx";
import { pageMeta } from "./lib/seo/page-meta.ts";
import { loginSiteLinks } from "./lib/session/login-site.server.ts";
import { portalRequest, portalRequestMiddleware } from "./lib/session/portal-request.server.ts";
import { clearedSessionSetCookies, isSecureRequest } from "./lib/session/session-cookies.server.ts";
import { unknownHostMiddleware } from "./lib/session/unknown-host-middleware.server.ts";
import { revalidatesRoot } from "./lib/shell-revalidation.ts";
import type { SiteState } from "./lib/site/site.store.ts";
import { SiteProvider } from "./lib/site/site-context.tsx";
import * as styles from "./root.css.ts";

/**
 * Once per request, before any loader or action: the session's cookies, the request's clients of
 * the platform services and its platform configuration (read from `context` everywhere else); then,
 * with UNKNOWN_HOST=404, the plain 404 page for a host no platform answers to.
 */
export const middleware: Route.MiddlewareFunction[] = [portalRequestMiddleware, unknownHostMiddleware()];

/** Server-side start-up (spec §7) and the session as the shared cookies tell it, for every page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = portalRequest(context);
  const startup = await loadStartup(state);
  const [session, hotTopics, searchWords] = await Promise.all([
    state.session(),
    loadHotTopics(state, startup.platformConfigData),
    loadSearchWords(state, startup.platformConfigData),
  ]);
  const site: SiteState = { ...startup, keepIncludeArr: [] };
  // The request's own scheme and host: canonical addresses are absolute on the host the platform was matched by.
  const origin = new URL(request.url).origin;
  // The elder-friendly mode as this browser chose it, so the first byte is already in that mode.
  const elderMode = readElderMode(request.headers.get("cookie"));
  const body = { branding: brandingOf(startup.platformConfigData), site, session, hotTopics, searchWords, links: loginSiteLinks(request), origin, elderMode };
  const headers = new Headers();
  // A 401 anywhere forces the logout (spec §8): the refused cookies go with this very response.
  if (session.refused) for (const cookie of clearedSessionSetCookies(isSecureRequest(request))) headers.append("Set-Cookie", cookie);
  return data(body, { headers });
}

/** The frame's data is kept across plain navigations (lib/shell-revalidation.ts). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidatesRoot(args);
}

/** The root loader's cookies (a forced logout) reach the browser on every page. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const emptySite: SiteState = { footerData: [], industryTopTxt: [], keepIncludeArr: [], industryFrontCss: { flag: false }, platformConfigData: null };

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const branding = root?.branding ?? brandingOf(null);
  const elderMode = useElderModeState(root?.elderMode ?? false);
  return (
    <html lang="zh-CN" {...elderHtmlProps(elderMode.on)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="renderer" content="webkit" />
        <meta httpEquiv="X-UA-Compatible" content="IE=edge" />
        <link rel="icon" href={branding.logoImg} />
        <Meta />
        <RouteLinks nonce={nonce} />
      </head>
      <body className={pageMinWidth}>
        <a href="#main" className={styles.skipLink}>
          {messages.skipToContent}
        </a>
        <ApiClientProvider platformCode={branding.platformCode}>
          <SiteProvider initial={root?.site ?? emptySite}>
            <ElderModeProvider value={elderMode}>
              {root && <ClientEffects />}
              {root && <AnalyticsTracker />}
              {root && <ErrorReporting />}
              {children}
            </ElderModeProvider>
          </SiteProvider>
        </ApiClientProvider>
        <ScrollRestoration nonce={nonce} />
        <DeferredScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

/** The head of a page without its own: the base title, the platform's description and the canonical address. */
export function meta(args: Route.MetaArgs) {
  // An error page (404, 500) is not a page to index.
  if (args.error) return [{ title: args.loaderData?.branding.baseTitle ?? messages.defaultBaseTitle }, { name: "robots", content: "noindex" }];
  return pageMeta(args, { description: messages.seo.description });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string" && error.data
      ? error.data
      : null
    : error instanceof Error
      ? error.message
      : null;
  useReportRouteError(error, status);
  return <ErrorPage status={status} message={message} error={error} />;
}
