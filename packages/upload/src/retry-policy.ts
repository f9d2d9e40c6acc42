/** Reads Retry-After (seconds or an HTTP date) into milliseconds, or null. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Resolves after `ms`, or rejects when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Resolves when the browser is online (at once outside browsers), so retries do not burn attempts offline. */
export function whenOnline(signal?: AbortSignal): Promise<void> {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  const target = globalThis as unknown as { addEventListener?: EventTarget["addEventListener"]; removeEventListener?: EventTarget["removeEventListener"] };
  if (nav?.onLine !== false || !target.addEventListener) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onOnline = () => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    };
    const onAbort = () => {
      target.removeEventListener?.("online", onOnline);
      reject(signal?.reason);
    };
    target.addEventListener?.("online", onOnline, { once: true });
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
