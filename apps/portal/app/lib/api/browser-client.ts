import { type ApiClient, createApiClient, type HttpErrorRecord, httpErrorAnalyticsRecord } from "@cidp/api-client";
import { GENERIC_PLATFORM_CODE } from "@cidp/domain";
import { pageAnalytics } from "../analytics/page-analytics.ts";
import { errorReporter } from "../error-reporting/error-reporter.ts";

/** What the page wires into its client: the forced logout on 401 and the HTTP-error report. */
export interface BrowserClientHooks {
  platformCode: string | null;
  onSessionExpired: () => void;
  onHttpError?: (record: HttpErrorRecord) => void;
}

/**
 * The browser's client: same origin, through the portal's /api proxy, which adds the session
 * headers from the HttpOnly cookies; the page itself never holds a token.
 */
export function createBrowserClient(hooks: BrowserClientHooks): ApiClient {
  // A failed call is reported as analytics action 5 unless the caller takes it over.
  const onHttpError =
    hooks.onHttpError ??
    ((record: HttpErrorRecord) =>
      pageAnalytics().track(httpErrorAnalyticsRecord(record, { dataSource: hooks.platformCode ?? GENERIC_PLATFORM_CODE, from: window.location.pathname })));
  return createApiClient({
    baseURL: window.location.origin,
    getPlatformCode: () => hooks.platformCode,
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
