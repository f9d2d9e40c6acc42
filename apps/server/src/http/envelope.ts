import type { Envelope } from "@cidp/api-client/contract";
import type { RefusalReason } from "@cidp/domain";

/** A successful response in the spec's envelope. */
export function ok<T>(data: T, msg = "操作成功"): Envelope<T> {
  return { code: 200, msg, data, success: true };
}

/** A failed response in the spec's envelope; `data` is always null, `reason` there when the refusal names one. */
export function fail(code: number, msg: string, reason?: RefusalReason): Envelope<null> & { reason?: RefusalReason } {
  return { code, msg, data: null, success: false, ...(reason ? { reason } : {}) };
}
