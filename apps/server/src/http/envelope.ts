import type { Envelope } from "@cidp/api-client/contract";
import type { RefusalKind, RefusalReason } from "@cidp/domain";

/** A successful response in the spec's envelope. */
export function ok<T>(data: T, msg = "操作成功"): Envelope<T> {
  return { code: 200, msg, data, success: true };
}

/**
 * A failed response in the spec's envelope; `data` is always null, `reason` there when the refusal
 * names one, `refusal` (its kind) when the failure is a refusal of the rules rather than a fault.
 */
export function fail(
  code: number,
  msg: string,
  reason?: RefusalReason,
  refusal?: RefusalKind,
): Envelope<null> & { reason?: RefusalReason; refusal?: RefusalKind } {
  return { code, msg, data: null, success: false, ...(reason ? { reason } : {}), ...(refusal ? { refusal } : {}) };
}
