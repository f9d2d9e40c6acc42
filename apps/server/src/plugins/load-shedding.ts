import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, Gauge } from "prom-client";
import { fail } from "../http/envelope.ts";

/** Paths the balancer and the monitoring ask, answered whatever the load: they must tell the truth about it. */
const ALWAYS_ANSWERED = new Set(["/health", "/ready", "/metrics"]);

/** How long a shed request is asked to wait before trying again (Retry-After, seconds). */
export const SHED_RETRY_AFTER_SECONDS = 1;

/** Connections held open for their whole life (chat sockets, the portals' content-change stream) are not requests in flight. */
const isLongLived = (request: FastifyRequest) =>
  request.headers.upgrade?.toLowerCase() === "websocket" || (request.headers.accept ?? "").includes("text/event-stream");

/**
 * Load shedding: at most `maxInFlight` requests are worked on at once; one more is answered at
 * once with 503 and Retry-After, before it takes a database connection or memory, so that an
 * overload is refused early and clearly instead of every request slowing until the balancer's
 * connections run out and it answers 502. Health, readiness and metrics are always answered.
 * Register after the metrics (plugins/metrics.ts): it adds `http_requests_in_flight` and
 * `http_requests_shed_total` to them.
 */
export function registerLoadShedding(app: FastifyInstance, { maxInFlight }: { maxInFlight: number }): void {
  let inFlight = 0;
  const shed = new Counter({
    name: "http_requests_shed_total",
    help: "Requests answered 503 at once because MAX_IN_FLIGHT requests were being worked on",
    registers: [app.metrics.registry],
  });
  const working = new Gauge({
    name: "http_requests_in_flight",
    help: "Requests being worked on now (the load-shedding count)",
    registers: [app.metrics.registry],
  });
  app.metrics.sample(() => working.set(inFlight));
  app.addHook("onRequest", async (request, reply) => {
    if (ALWAYS_ANSWERED.has(request.url.split("?")[0] ?? "") || isLongLived(request)) return;
    if (inFlight >= maxInFlight) {
      shed.inc();
      return reply.status(503).header("retry-after", String(SHED_RETRY_AFTER_SECONDS)).send(fail(503, "服务繁忙，请稍后再试"));
    }
    inFlight += 1;
    let released = false;
    // 'close' comes once the answer is sent or the client went away, whichever first.
    reply.raw.once("close", () => {
      if (released) return;
      released = true;
      inFlight -= 1;
    });
  });
}
