import { errorIngest, platformPaths } from "@cidp/api-client/contract";
import { ERROR_BREADCRUMB_MAX, GENERIC_PLATFORM_CODE } from "@cidp/domain";
import {
  addBreadcrumb,
  type Breadcrumb,
  BrowserClient,
  type BrowserOptions,
  breadcrumbsIntegration,
  captureException,
  dedupeIntegration,
  defaultStackParser,
  getCurrentScope,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  withScope,
} from "@sentry/browser";
import type { ErrorSource, ReportingContext } from "./error-reporter.ts";
import { scrubBreadcrumb, scrubEvent } from "./scrub.ts";

/** The build's release (package version and git commit), injected by Vite; `dev` under Vitest. */
const release = typeof __CIDP_RELEASE__ === "string" ? __CIDP_RELEASE__ : "dev";

/** The started SDK as the reporter drives it. */
export interface SentryReporter {
  capture(error: unknown, source: ErrorSource): void;
  update(context: ReportingContext): void;
}

/** How each source's errors are marked: none was handled by the page (the error page is not a recovery). */
const mechanisms: Record<ErrorSource, string> = {
  route: "react-router.error-boundary",
  window: "onerror",
  promise: "onunhandledrejection",
};

/** Test seams: the page's address and the transport (the fetch transport by default). */
export interface SentryStartOptions {
  location?: Pick<Location, "protocol" | "host">;
  transport?: BrowserOptions["transport"];
}

function applyContext(context: ReportingContext): void {
  const scope = getCurrentScope();
  // The member id only: never a name or phone number.
  scope.setUser(context.memberId === null ? null : { id: String(context.memberId) });
  scope.setTag("platform", context.platformCode ?? GENERIC_PLATFORM_CODE);
}

/**
 * Starts @sentry/browser, tree-shaken to what error reports need (no tracing, replay or sessions):
 * errors of the window and of unhandled promises with their causes, and the last
 * ERROR_BREADCRUMB_MAX breadcrumbs (spec §9): clicks, navigations, requests. The breadcrumbs the
 * page recorded before the SDK loaded come first. Envelopes go to the platform services' ingest
 * through the same-origin tunnel, so the CSP's `connect-src 'self'` holds.
 */
export function startSentry(context: ReportingContext, earlier: readonly Breadcrumb[] = [], options: SentryStartOptions = {}): SentryReporter {
  const { protocol, host } = options.location ?? window.location;
  const client = new BrowserClient({
    dsn: `${protocol}//${errorIngest.publicKey}@${host}${errorIngest.dsnPath}/${errorIngest.projectId}`,
    tunnel: platformPaths.errorIngestEnvelope,
    transport: options.transport ?? makeFetchTransport,
    transportOptions: { headers: { "Content-Type": "application/x-sentry-envelope" } },
    stackParser: defaultStackParser,
    integrations: [breadcrumbsIntegration(), globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration(), httpContextIntegration()],
    maxBreadcrumbs: ERROR_BREADCRUMB_MAX,
    release,
    environment: import.meta.env.MODE,
    sendClientReports: false,
    // Sentry 11 collects user data, cookies and headers unless told otherwise: none of it here (the
    // user is the member id set below), and secret query values are filtered at the source too.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ["user-agent"] }, response: false },
      httpBodies: [],
      urlQueryParams: { deny: ["phone", "mobile", "code", "ticket"] },
    },
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
  });
  getCurrentScope().setClient(client);
  client.init();
  applyContext(context);
  for (const breadcrumb of earlier) addBreadcrumb(breadcrumb);
  return {
    capture(error, source) {
      withScope((scope) => {
        scope.setTag("source", source);
        captureException(error, { mechanism: { type: mechanisms[source], handled: false } });
      });
    },
    update: applyContext,
  };
}
