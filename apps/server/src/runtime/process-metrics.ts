import { collectDefaultMetrics, Registry } from "prom-client";

// Node's process metrics are per process, not per app or store (tests build several in one
// process): collected once, into their own registry, the first time anything is scraped.
let processRegistry: Registry | null = null;

/** The process's CPU, memory, event loop, GC and handles, for every `/metrics` of this process. */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
