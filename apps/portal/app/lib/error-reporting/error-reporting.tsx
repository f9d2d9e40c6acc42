import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useRootData } from "../site/use-root-data.ts";
import { errorReporter } from "./error-reporter.ts";

/**
 * Starts error reporting in the browser with the member id and platform code of the root data, and
 * records each client-side navigation as a breadcrumb (Sentry's `navigation` shape); renders nothing.
 */
export function ErrorReporting() {
  const { session, site } = useRootData();
  const memberId = session.memberId;
  const platformCode = site.platformConfigData?.platformCode ?? null;
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    errorReporter().install({ memberId, platformCode });
  }, [memberId, platformCode]);
  useEffect(() => {
    if (previous.current !== null && previous.current !== address) {
      errorReporter().breadcrumb({ category: "navigation", data: { from: previous.current, to: address } });
    }
    previous.current = address;
  }, [address]);
  return null;
}

/** Reports the route error the error boundary shows: thrown errors and 5xx answers, not a 404 or another 4xx. */
export function useReportRouteError(error: unknown, status: number): void {
  useEffect(() => {
    if (status >= 500) errorReporter().report(error, "route");
  }, [error, status]);
}
