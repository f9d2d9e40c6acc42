import { ANALYTICS_ACTIONS } from "@cidp/domain";
import type { AnalyticsRecord } from "./analytics.api.ts";
import type { HttpErrorRecord } from "./create-api-client.ts";

/** Who and where, as the host app knows them when a call fails. */
export interface HttpErrorContext {
  dataSource: string;
  /** The page the member was on. */
  from?: string;
  userId?: string | number;
  realName?: string;
  tenantId?: string;
  tenantName?: string;
}

/** The analytics record (action 5, http error) of a failed call, for `onHttpError`. */
export function httpErrorAnalyticsRecord(error: HttpErrorRecord, context: HttpErrorContext, now: () => number = Date.now): AnalyticsRecord {
  return {
    ...context,
    action: ANALYTICS_ACTIONS.httpError,
    createTime: now(),
    viewOptionName: `${error.method} ${error.path}`.slice(0, 200),
    viewOptionContent: `${error.kind} ${error.status}/${error.code}${error.msg ? ` ${error.msg}` : ""}`.slice(0, 1000),
    other: { kind: error.kind, status: error.status, code: error.code, attempts: error.attempts, durationMs: error.durationMs },
  };
}
