import { CHAT_RECONNECT_CAP_MS } from "../constants/chat.constants.ts";
import { CHAT_RECONNECT_MS, REQUEST_RETRY_COUNT, REQUEST_RETRY_DELAY_MS } from "../constants/timing.constants.ts";

/**
 * How a failed call is tried again: the one retry and back-off rule of the product. HTTP calls,
 * the chat socket and the upload engine's storage requests each pass their own parameters.
 */
export interface RetryPolicy {
  /** Tries after the first one; 0 never retries, `Infinity` never gives up. */
  readonly retries: number;
  /** The wait before the first retry, in ms. */
  readonly delayMs: number;
  /**
   * `fixed`: every wait is `delayMs`. `exponential`: the first wait is `delayMs`, each later one
   * is drawn uniformly below a ceiling that doubles from `delayMs` up to `maxDelayMs` ("full
   * jitter"), so clients that failed together do not come back together.
   */
  readonly backoff: "fixed" | "exponential";
  /** Ceiling of one exponential wait, in ms; `delayMs` when absent. */
  readonly maxDelayMs?: number;
}

/** No retry: what an HTTP call gets unless retrying is switched on (spec §8). */
export const NO_RETRY: RetryPolicy = { retries: 0, delayMs: 0, backoff: "fixed" };

/** HTTP calls with retrying switched on: 3 retries 1000 ms apart, on timeout or network errors (spec §8, §9). */
export const REQUEST_RETRY_POLICY: RetryPolicy = { retries: REQUEST_RETRY_COUNT, delayMs: REQUEST_RETRY_DELAY_MS, backoff: "fixed" };

/** Chat reconnects: 5000 ms after the first drop (spec §9), then jittered doubling up to a minute, never giving up. */
export const CHAT_RECONNECT_POLICY: RetryPolicy = {
  retries: Number.POSITIVE_INFINITY,
  delayMs: CHAT_RECONNECT_MS,
  backoff: "exponential",
  maxDelayMs: CHAT_RECONNECT_CAP_MS,
};

/** Object-storage requests of an upload: 5 retries, 500 ms doubling with jitter up to 20 s. */
export const STORAGE_RETRY_POLICY: RetryPolicy = { retries: 5, delayMs: 500, backoff: "exponential", maxDelayMs: 20_000 };

/**
 * The wait before retry number `retry` (1 = the first retry), or null when the policy gives up.
 * A server's Retry-After (`retryAfterMs`) is a floor. Which failures deserve a retry is the
 * caller's to judge: HTTP calls retry timeouts and network errors only, storage also 5xx and 429.
 */
export function retryDelay(
  policy: RetryPolicy,
  retry: number,
  options: { readonly random?: () => number; readonly retryAfterMs?: number | null } = {},
): number | null {
  if (!(retry >= 1 && retry <= policy.retries)) return null;
  const floor = Math.max(0, options.retryAfterMs ?? 0);
  if (policy.backoff === "fixed" || retry === 1) return Math.max(policy.delayMs, floor);
  // 2 ** 30 already exceeds every ceiling; the cap keeps a long outage from overflowing.
  const ceiling = Math.min(policy.maxDelayMs ?? policy.delayMs, policy.delayMs * 2 ** Math.min(retry - 1, 30));
  const random = options.random ?? Math.random;
  return Math.max(Math.floor(random() * ceiling), floor);
}
