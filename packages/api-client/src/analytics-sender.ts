import { REQUEST_RETRY_DELAY_MS } from "@cidp/domain";
import type { AnalyticsRecord } from "./analytics.api.ts";

/** What the sender needs from the browser, injected so the module never touches `window`. */
export interface AnalyticsSenderEnvironment {
  /** `navigator.sendBeacon.bind(navigator)` where available. */
  sendBeacon?: (url: string, data: Blob) => boolean;
  /** Subscribes to page hide (`pagehide`, or `visibilitychange` to hidden); returns the unsubscribe. */
  onPageHide?: (listener: () => void) => () => void;
}

/** Options of `createAnalyticsSender`. */
export interface AnalyticsSenderOptions {
  /** Sends one record; rejects when it was not taken (see `analyticsSenderFor` for a client's inject call). */
  send: (record: AnalyticsRecord) => Promise<unknown>;
  /** Where beacons go on page hide; without it, page hide flushes through `send`. */
  beaconUrl?: string;
  environment?: AnalyticsSenderEnvironment;
  /** A flush starts as soon as this many records wait. */
  batchSize?: number;
  /** Otherwise waiting records are flushed this long after the first of them. */
  flushIntervalMs?: number;
  /** A failed batch is retried once after this pause. */
  retryDelayMs?: number;
  /** The most records kept waiting; beyond it the oldest go, so memory stays bounded offline. */
  maxBacklog?: number;
}

/** Batches analytics records and sends them without ever holding up the page. */
export interface AnalyticsSender {
  /** Queues a record; returns at once. */
  track(record: AnalyticsRecord): void;
  /** Sends what waits now; resolves when done (failed records stay queued). */
  flush(): Promise<void>;
  /** Records not yet taken by the platform: waiting, or sent and not yet answered. */
  pending(): number;
  /** Records given up because the backlog was full. */
  dropped(): number;
  /** Stops the timer and the page-hide subscription. */
  dispose(): void;
}

const DEFAULT_BATCH_SIZE = 10;
const DEFAULT_FLUSH_INTERVAL_MS = 5_000;
const DEFAULT_MAX_BACKLOG = 500;

/** Builds a sender: batches, flushes on size or time, and beacons what waits when the page hides. */
export function createAnalyticsSender(options: AnalyticsSenderOptions): AnalyticsSender {
  const { send, beaconUrl, environment = {} } = options;
  if (typeof send !== "function") throw new TypeError("createAnalyticsSender needs a send function");
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const flushIntervalMs = options.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS;
  // A failed batch is tried once more after the platform's retry delay (spec §9).
  const retryDelayMs = options.retryDelayMs ?? REQUEST_RETRY_DELAY_MS;
  const maxBacklog = Math.max(batchSize, options.maxBacklog ?? DEFAULT_MAX_BACKLOG);

  let queue: AnalyticsRecord[] = [];
  let droppedCount = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;
  // Records of the running flush that the platform has not taken yet: still counted as pending
  // and against the backlog, so no record is ever out of every count.
  let unanswered = 0;

  function bound() {
    const excess = Math.min(queue.length, queue.length + unanswered - maxBacklog);
    if (excess > 0) {
      queue = queue.slice(excess);
      droppedCount += excess;
    }
  }

  function schedule() {
    if (timer === undefined && queue.length > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        void flush();
      }, flushIntervalMs);
    }
  }

  async function sendAll(batch: AnalyticsRecord[]): Promise<AnalyticsRecord[]> {
    const results = await Promise.allSettled(batch.map((record) => send(record)));
    return batch.filter((_, i) => results[i]?.status === "rejected");
  }

  async function runFlush(): Promise<void> {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize);
      queue = queue.slice(batch.length);
      unanswered = batch.length;
      let failed = await sendAll(batch);
      unanswered = failed.length;
      if (failed.length > 0) {
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        failed = await sendAll(failed);
      }
      unanswered = 0;
      if (failed.length > 0) {
        // Kept in front, in their order, for the next flush; stop here rather than hammer a
        // platform that is down.
        queue = [...failed, ...queue];
        bound();
        schedule();
        return;
      }
    }
  }

  function flush(): Promise<void> {
    inFlight ??= runFlush().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  function onPageHide() {
    if (queue.length === 0) return;
    if (environment.sendBeacon && beaconUrl) {
      // The browser delivers beacons after the page is gone; whatever it refuses stays queued
      // for the next flush (bfcache restores the page with its queue).
      while (queue.length > 0) {
        const [record] = queue;
        const accepted = environment.sendBeacon(beaconUrl, new Blob([JSON.stringify(record)], { type: "application/json" }));
        if (!accepted) break;
        queue = queue.slice(1);
      }
      return;
    }
    void flush();
  }

  const unsubscribe = environment.onPageHide?.(onPageHide);

  return {
    track(record) {
      queue.push(record);
      bound();
      if (queue.length >= batchSize && inFlight === undefined) void flush();
      else schedule();
    },
    flush,
    pending: () => queue.length + unanswered,
    dropped: () => droppedCount,
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      unsubscribe?.();
    },
  };
}
