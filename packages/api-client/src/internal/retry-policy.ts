import { NO_RETRY, REQUEST_RETRY_POLICY, type RetryPolicy } from "@cidp/domain";

/** The retry option of a client or a single call: off, the spec's policy, or an own count and delay. */
export type RetryOption = boolean | { count: number; delayMs: number };

/** Turns the option into the domain's retry policy; `false`/absent means no retry. */
export function resolveRetryPolicy(option: RetryOption | undefined): RetryPolicy {
  if (option === undefined || option === false) return NO_RETRY;
  // Spec §9: switched on, up to 3 retries 1000 ms apart.
  if (option === true) return REQUEST_RETRY_POLICY;
  return { retries: Math.max(0, Math.floor(option.count)), delayMs: Math.max(0, option.delayMs), backoff: "fixed" };
}

/** Waits `ms`, or rejects with the signal's reason as soon as the caller aborts. */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
