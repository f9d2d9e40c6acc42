import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";

/** How often the portal looks whether it is quiet; a minute after a burst it has given memory back. */
const CHECK_INTERVAL_MS = 15_000;
/** Below this share of busy event-loop time the portal counts as quiet. */
const QUIET_UTILIZATION = 0.02;
/** Heap growth since the last collection that makes one worth its pause. */
const GROWTH_WORTH_COLLECTING = 1.2;

interface IdleCollectorParts {
  /** Share of the time since the previous call that the event loop was busy (0–1). */
  busySinceLastCheck: () => number;
  heapTotal: () => number;
  /** Runs a memory-reducing collection. */
  collect: () => void;
}

/**
 * The decision, apart from V8: collect once now, then on each check only when the loop was quiet
 * and the heap has grown enough since the last collection. Returns the check to run periodically.
 */
export function idleCollector({ busySinceLastCheck, heapTotal, collect }: IdleCollectorParts): () => boolean {
  collect();
  let heapAfterLast = heapTotal();
  return () => {
    const quiet = busySinceLastCheck() < QUIET_UTILIZATION;
    if (!quiet || heapTotal() <= heapAfterLast * GROWTH_WORTH_COLLECTING) return false;
    collect();
    heapAfterLast = heapTotal();
    return true;
  };
}

/**
 * Gives memory back while the portal idles. A burst of SSR load grows V8's heap and young
 * generation, and Node runs no idle-time collection that would shrink them again: a minute after
 * the load the process still held 12 % more than idle. A memory-reducing ("last resort") collection
 * in a quiet moment returns it (a few tens of ms, only when nobody is waiting).
 */
export function reduceMemoryWhenIdle(): void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as (options: { type: string; execution: string; flavor: string }) => void;
  let since = performance.eventLoopUtilization();
  const check = idleCollector({
    busySinceLastCheck: () => {
      const busy = performance.eventLoopUtilization(since).utilization;
      since = performance.eventLoopUtilization();
      return busy;
    },
    heapTotal: () => process.memoryUsage().heapTotal,
    collect: () => gc({ type: "major", execution: "sync", flavor: "last-resort" }),
  });
  setInterval(check, CHECK_INTERVAL_MS).unref();
}
