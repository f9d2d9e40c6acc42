import { REQUEST_RETRY_COUNT, REQUEST_RETRY_DELAY_MS } from "../constants/timing.constants.ts";

/** A failure that never reached a response. */
export type TransportFailure = "timeout" | "network";

/** The message code for a transport failure (spec §8). */
export function transportFailureMessage(failure: TransportFailure): "http.timeout" | "http.network" {
  return failure === "timeout" ? "http.timeout" : "http.network";
}

/** Retry settings: off by default; when on, 3 retries 1000 ms apart (spec §8, §9). */
export interface RetryPolicy {
  readonly enabled: boolean;
  readonly retries: number;
  readonly delayMs: number;
}

/** The spec's default policy: disabled. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { enabled: false, retries: REQUEST_RETRY_COUNT, delayMs: REQUEST_RETRY_DELAY_MS };

/**
 * The delay before retry number `attempt` (1-based), or null for "give up". Only timeouts and
 * network errors are retried: a response, even a 5xx, is an answer the server meant.
 */
export function retryDelay(policy: RetryPolicy, attempt: number, failure: TransportFailure | "response"): number | null {
  if (!policy.enabled || failure === "response") return null;
  return attempt >= 1 && attempt <= policy.retries ? policy.delayMs : null;
}
