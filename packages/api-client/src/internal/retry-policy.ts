import { REQUEST_RETRY_COUNT, REQUEST_RETRY_DELAY_MS } from "@cidp/domain";

/** The retry option of a client or a single call. */
export type RetryOption = boolean | { count: number; delayMs: number };

/** How many retries a call gets and how far apart. */
export interface RetryPolicy {
  readonly count: number;
  readonly delayMs: number;
}

/** Turns the option into a policy; `false`/absent means no retry. */
export function resolveRetryPolicy(option: RetryOption | undefined): RetryPolicy {
  if (option === undefined || option === false) return { count: 0, delayMs: 0 };
  // Spec §9: switched on, up to 3 retries 1000 ms apart.
  if (option === true) return { count: REQUEST_RETRY_COUNT, delayMs: REQUEST_RETRY_DELAY_MS };
  return { count: Math.max(0, Math.floor(option.count)), delayMs: Math.max(0, option.delayMs) };
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
