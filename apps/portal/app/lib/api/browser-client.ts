import { type ApiClient, createFetchApiClient, type HttpErrorRecord, httpErrorAnalyticsRecord } from "@cidp/api-client";
import { GENERIC_PLATFORM_CODE } from "@cidp/domain";
import { pageAnalytics } from "../analytics/page-analytics.ts";
import { errorReporter } from "../error-reporting/error-reporter.ts";
import { forceLogout } from "../logout.ts";

/** What the page wires into its client: the forced logout on 401 and the HTTP-error report. */
export interface BrowserClientHooks {
  getPlatformCode: () => string | null;
  onSessionExpired: () => void;
  onHttpError?: (record: HttpErrorRecord) => void;
}

/**
 * A browser client: same origin, through the portal's /api proxy, which adds the session headers
 * from the HttpOnly cookies; the page itself never holds a token. Pages use the tab's one client
 * (`browserApiClient`, or `useApiClient` in components). Over fetch, not axios: the same catalogue
 * and hooks in a fraction of the bytes.
 */
function createBrowserClient(hooks: BrowserClientHooks): ApiClient {
  // A failed call is reported as analytics action 5 unless the caller takes it over.
  const onHttpError =
    hooks.onHttpError ??
    ((record: HttpErrorRecord) =>
      pageAnalytics().track(
        httpErrorAnalyticsRecord(record, { dataSource: hooks.getPlatformCode() ?? GENERIC_PLATFORM_CODE, from: window.location.pathname }),
      ));
  return createFetchApiClient({
    baseURL: window.location.origin,
    getPlatformCode: hooks.getPlatformCode,
    onSessionExpired: hooks.onSessionExpired,
    onHttpError(record) {
      // The path carries no query (tokens, phones); an error report shows the last failed calls.
      errorReporter().breadcrumb({
        category: "xhr",
        type: "http",
        level: "error",
        data: { method: record.method, url: record.path, status_code: record.status },
      });
      onHttpError(record);
    },
  });
}

let platformCode: string | null = null;
let shared: ApiClient | null = null;

/** The platform the page serves (the root loader's branding); the tab's client sends it. */
export function setBrowserPlatformCode(code: string | null): void {
  platformCode = code;
}

/**
 * The tab's one API client, for client loaders and actions, event handlers and the engines:
 * session expiry forces the logout, failures are reported to analytics and the error breadcrumbs.
 */
export function browserApiClient(): ApiClient {
  shared ??= createBrowserClient({ getPlatformCode: () => platformCode, onSessionExpired: forceLogout });
  return shared;
}
