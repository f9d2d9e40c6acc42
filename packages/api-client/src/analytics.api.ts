import type { z } from "zod";
import type { CallOptions } from "./call-options.ts";
import { analyticsInjectResponse, analyticsPaths, type analyticsRecordSchema } from "./contract/analytics.contract.ts";
import type { ApiClient } from "./create-api-client.ts";

/** An analytics record of spec §3. */
export type AnalyticsRecord = z.input<typeof analyticsRecordSchema>;

/**
 * POST one analytics record. Quiet and unreported by default: a failed report must neither
 * bother the member nor report itself as an HTTP error (action 5) in a loop.
 */
export function injectAnalytics(client: ApiClient, record: AnalyticsRecord, options?: CallOptions) {
  return client.request(
    { method: "POST", url: analyticsPaths.inject, data: record, credentials: "none", silent: true, reportErrors: false, ...options },
    analyticsInjectResponse,
  );
}
