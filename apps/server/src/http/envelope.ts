import type { Envelope } from "@cidp/api-client/contract";

/** A successful response in the spec's envelope. */
export function ok<T>(data: T, msg = "操作成功"): Envelope<T> {
  return { code: 200, msg, data, success: true };
}

/** A failed response in the spec's envelope; `data` is always null. */
export function fail(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null, success: false };
}
