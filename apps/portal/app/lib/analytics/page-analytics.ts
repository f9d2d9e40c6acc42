import { type AnalyticsRecord, type AnalyticsSender, createAnalyticsSender } from "@cidp/api-client";
import { analyticsPaths, requestHeaders } from "@cidp/api-client/contract";
import { GENERIC_PLATFORM_CODE } from "@cidp/domain";

let sender: AnalyticsSender | null = null;

/** Calls `listener` when the page is hidden or left: the last moment a beacon still goes out. */
function onPageHide(listener: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === "hidden") listener();
  };
  window.addEventListener("pagehide", listener);
  document.addEventListener("visibilitychange", onVisibility);
  return () => {
    window.removeEventListener("pagehide", listener);
    document.removeEventListener("visibilitychange", onVisibility);
  };
}

/**
 * Posts one record with `fetch` rather than the full api client: analytics runs on every public
 * page, and the client (axios and the zod contract) would triple a visitor's JavaScript.
 */
async function postRecord(record: AnalyticsRecord): Promise<void> {
  const response = await fetch(analyticsPaths.inject, {
    method: "POST",
    headers: { "content-type": "application/json", [requestHeaders.requestSource]: record.dataSource || GENERIC_PLATFORM_CODE },
    body: JSON.stringify(record),
    keepalive: true,
  });
  const body = (await response.json().catch(() => null)) as { code?: number } | null;
  if (!response.ok || body?.code !== 200) throw new Error(`analytics not taken: ${response.status}`);
}

/**
 * The page's analytics sender, created on first use in the browser (one per page: it batches
 * across navigations and beacons what waits when the page is hidden). Never call it on the server.
 */
export function pageAnalytics(): AnalyticsSender {
  sender ??= createAnalyticsSender({
    send: postRecord,
    beaconUrl: analyticsPaths.inject,
    environment: { ...(typeof navigator.sendBeacon === "function" ? { sendBeacon: navigator.sendBeacon.bind(navigator) } : {}), onPageHide },
  });
  return sender;
}
