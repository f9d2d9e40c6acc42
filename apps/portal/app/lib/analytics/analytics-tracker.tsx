import { ANALYTICS_ACTIONS, type AnalyticsActor, buildAnalyticsRecord, GENERIC_PLATFORM_CODE } from "@cidp/domain";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useRootData } from "../site/use-root-data.ts";
import { clickTargetOf } from "./click-target.ts";
import { pageAnalytics } from "./page-analytics.ts";

/**
 * Records route changes (action 1, with the stay on the previous page) and clicks (0, or 8 on
 * the header menu) through the batching sender; never blocks a navigation or a click.
 */
export function AnalyticsTracker() {
  const { pathname, search } = useLocation();
  const { branding, session } = useRootData();
  const dataSource = branding.platformCode ?? GENERIC_PLATFORM_CODE;
  const actor: AnalyticsActor | null = session.loggedIn
    ? { realName: session.realName, tenantId: session.company ? String(session.company.id) : null, tenantName: session.company?.name ?? null }
    : null;
  const context = useRef({ dataSource, actor });
  context.current = { dataSource, actor };
  const previous = useRef<{ path: string; since: number } | null>(null);

  useEffect(() => {
    const now = Date.now();
    const to = pathname + search;
    const from = previous.current;
    pageAnalytics().track(
      buildAnalyticsRecord({
        action: ANALYTICS_ACTIONS.route,
        ...context.current,
        now,
        to,
        screen: { width: window.screen.width, height: window.screen.height },
        ...(from ? { from: from.path, stayDuration: now - from.since } : { from: document.referrer ? "external" : "" }),
      }),
    );
    previous.current = { path: to, since: now };
  }, [pathname, search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = clickTargetOf(event.target instanceof Element ? event.target : null);
      if (!target) return;
      pageAnalytics().track(
        buildAnalyticsRecord({
          action: target.action,
          ...context.current,
          now: Date.now(),
          from: window.location.pathname + window.location.search,
          ...(target.href ? { to: target.href } : {}),
          viewOptionName: target.name,
        }),
      );
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);
  return null;
}
