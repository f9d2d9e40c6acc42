import { injectAnalytics } from "./analytics.api.ts";
import { type AnalyticsSender, type AnalyticsSenderOptions, createAnalyticsSender } from "./analytics-sender.ts";
import { analyticsPaths } from "./contract/analytics.paths.ts";
import type { ApiClient } from "./create-api-client.ts";

/** A sender whose records go through the client's inject call, and beacons to the same path under its base URL. */
export function analyticsSenderFor(client: ApiClient, options: Omit<AnalyticsSenderOptions, "send"> = {}): AnalyticsSender {
  const base = client.http.defaults.baseURL;
  return createAnalyticsSender({
    ...options,
    send: (record) => injectAnalytics(client, record),
    ...(options.beaconUrl === undefined && base ? { beaconUrl: `${base.replace(/\/+$/, "")}${analyticsPaths.inject}` } : {}),
  });
}
