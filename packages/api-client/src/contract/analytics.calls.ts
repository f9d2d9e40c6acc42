import { analyticsInjectResponse, analyticsRecordSchema } from "./analytics.contract.ts";
import { analyticsPaths } from "./analytics.paths.ts";
import { defineCall } from "./define-call.ts";

/** The calls of the analytics collector (spec §7 Analytics), declared once. */
export const analyticsCalls = {
  inject: defineCall({
    method: "POST",
    path: analyticsPaths.inject,
    summary: "埋点数据上报",
    auth: "none",
    anonymous: true,
    designed: false,
    tag: "analytics",
    body: analyticsRecordSchema,
    response: analyticsInjectResponse,
  }),
} as const;
