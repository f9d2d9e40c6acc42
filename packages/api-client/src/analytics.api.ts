import type { z } from "zod";
import type { CallOptions } from "./call-options.ts";
import { clientCall } from "./client-call.ts";
import { analyticsCalls } from "./contract/analytics.calls.ts";
import type { analyticsRecordSchema } from "./contract/analytics.contract.ts";
import type { ApiClient } from "./create-api-client.ts";

/** An analytics record of spec §3. */
export type AnalyticsRecord = z.input<typeof analyticsRecordSchema>;

const inject = clientCall(analyticsCalls.inject);

/**
 * POST one analytics record. Quiet and unreported by default: a failed report must neither
 * bother the member nor report itself as an HTTP error (action 5) in a loop.
 */
export function injectAnalytics(client: ApiClient, record: AnalyticsRecord, options?: CallOptions) {
  return inject(client, record, { silent: true, reportErrors: false, ...options });
}
