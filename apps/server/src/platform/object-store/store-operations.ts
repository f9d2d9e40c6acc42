import type { IncomingMessage, ServerResponse } from "node:http";
import { createMetricsGate, type MetricsGate } from "@cidp/web-operations";
import { Counter, Registry } from "prom-client";
import { processMetrics } from "../../runtime/process-metrics.ts";
import type { RequestRecord } from "./fault-plan.ts";

/**
 * Where an orchestrator and Prometheus ask the embedded store (run as its own process:
 * `cli.js object-store`). `_` cannot begin a bucket name, so no bucket's address is taken.
 */
export const STORE_OPERATIONS_PATHS = { health: "/_store/health", ready: "/_store/ready", metrics: "/_store/metrics" } as const;

const statusClass = (status: number) => (status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other");

/**
 * The store's own health (alive), readiness (its buckets' folders answer) and metrics: S3 requests
 * by operation and status class, bytes received, and the process's figures. Metrics answer only
 * the scraper the gate admits (METRICS_TOKEN's bearer, or one on the machine asking directly); to
 * anyone else they are a 404, as any unknown address.
 */
export function createStoreOperations(bucketsAnswer: () => Promise<boolean>, metricsGate: MetricsGate = createMetricsGate(null)) {
  const registry = new Registry();
  const requests = new Counter({
    name: "object_store_requests_total",
    help: "S3 requests the embedded store answered, by operation and status class",
    labelNames: ["operation", "status_class"],
    registers: [registry],
  });
  const received = new Counter({ name: "object_store_received_bytes_total", help: "Object bytes the embedded store took in", registers: [registry] });

  return {
    /** Counts an answered S3 request. */
    observe(record: RequestRecord): void {
      requests.inc({ operation: record.operation, status_class: statusClass(record.status) });
      if (record.status < 300) received.inc(record.bytes);
    },
    /** Answers an operations address; false for anything else (an S3 request). */
    answer(request: IncomingMessage, response: ServerResponse): boolean {
      const path = (request.url ?? "").split("?")[0];
      if (request.method !== "GET" && request.method !== "HEAD") return false;
      const send = (status: number, contentType: string, body: string) => {
        response.writeHead(status, { "content-type": contentType, "cache-control": "no-store" });
        response.end(request.method === "HEAD" ? undefined : body);
      };
      if (path === STORE_OPERATIONS_PATHS.health) send(200, "text/plain", "ok");
      else if (path === STORE_OPERATIONS_PATHS.ready)
        void bucketsAnswer().then(
          (ready) => send(ready ? 200 : 503, "application/json", JSON.stringify({ status: ready ? "ready" : "buckets unavailable" })),
          () => send(503, "application/json", JSON.stringify({ status: "buckets unavailable" })),
        );
      else if (path === STORE_OPERATIONS_PATHS.metrics && metricsGate({ headers: request.headers, remoteAddress: request.socket.remoteAddress }))
        void Promise.all([processMetrics().metrics(), registry.metrics()]).then(([process, store]) => send(200, registry.contentType, `${process}\n${store}`));
      else return false;
      return true;
    },
  };
}
