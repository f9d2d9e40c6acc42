import type { Server } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { createMetricsGate, type MetricsGate } from "./metrics-access.ts";

/** Where an orchestrator and Prometheus ask a web process (the portal, the back office): as the services answer them. */
export const OPERATIONS_PATHS = { health: "/health", ready: "/ready", metrics: "/metrics" } as const;

/** What kind of request a path is: a bounded label (a scan of random paths adds no series). */
export type RequestKind = (path: string) => string;

export interface OperationsOptions {
  /** The process in the metrics' `app` label: `portal`, `operator`. */
  app: string;
  /** The kind label of a request (e.g. page, api, asset). */
  kindOf: RequestKind;
  /** Who may read `/metrics`; by default only a scraper on the machine itself (see metrics-access.ts). */
  metricsGate?: MetricsGate;
}

const KNOWN_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const statusClass = (status: number) => (status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other");

/**
 * A web process's operations endpoints and request metrics, as Express middleware (put it first):
 * `/health` (alive), `/ready` (503 from the moment the process drains, so the balancer stops
 * sending before the listener closes) and `/metrics` (Prometheus text: the process's CPU, memory,
 * event loop and GC, and requests by method, kind and status class, counted and timed).
 *
 * `/metrics` answers only the scraper the gate admits (METRICS_TOKEN's bearer, or a loopback peer
 * that came through no proxy); anyone else gets the 404 of any unknown address, so the public
 * never reads the process's figures.
 */
export function createOperations({ app, kindOf, metricsGate = createMetricsGate(null) }: OperationsOptions) {
  const registry = new Registry();
  registry.setDefaultLabels({ app });
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "kind", "status_class"] as const;
  const requests = new Counter({ name: "http_requests_total", help: "Requests answered, by method, kind and status class", labelNames, registers: [registry] });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to the end of the answer, by method, kind and status class",
    labelNames,
    buckets: [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const state = { draining: false };

  function middleware(req: Request, res: Response, next: NextFunction): void {
    if (req.method === "GET" || req.method === "HEAD") {
      if (req.path === OPERATIONS_PATHS.health) return void res.set("cache-control", "no-store").type("text/plain").send("ok");
      if (req.path === OPERATIONS_PATHS.ready)
        return void res
          .status(state.draining ? 503 : 200)
          .set("cache-control", "no-store")
          .json({ status: state.draining ? "draining" : "ready" });
      if (req.path === OPERATIONS_PATHS.metrics && metricsGate({ headers: req.headers, remoteAddress: req.socket.remoteAddress })) {
        registry.metrics().then(
          (text) => res.set("cache-control", "no-store").type(registry.contentType).send(text),
          (error: unknown) => next(error),
        );
        return;
      }
    }
    const started = performance.now();
    res.on("finish", () => {
      const labels = { method: KNOWN_METHODS.has(req.method) ? req.method : "OTHER", kind: kindOf(req.path), status_class: statusClass(res.statusCode) };
      requests.inc(labels);
      duration.observe(labels, (performance.now() - started) / 1000);
    });
    next();
  }

  /**
   * On SIGTERM or SIGINT: `/ready` fails at once; after `drainMs` (SHUTDOWN_DRAIN_MS: at least the
   * balancer's health-check period) the listener closes, the requests in flight finish, `onClose`
   * runs, and the process exits (at the latest `graceMs` later).
   */
  function drainOnSignals(server: Server, { drainMs, graceMs = 10_000, onClose }: { drainMs: number; graceMs?: number; onClose?: () => void }): void {
    const stop = () => {
      if (state.draining) return;
      state.draining = true;
      setTimeout(() => {
        onClose?.();
        server.close(() => process.exit(0));
        server.closeIdleConnections();
        setTimeout(() => process.exit(0), graceMs).unref();
      }, drainMs);
    };
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
  }

  return { middleware, drainOnSignals, state, registry };
}

/** The one line a malformed SHUTDOWN_DRAIN_MS is refused with (as the services word it). */
export const SHUTDOWN_DRAIN_PROBLEM = "SHUTDOWN_DRAIN_MS must be a whole number of milliseconds (0–60000)";

/** SHUTDOWN_DRAIN_MS in milliseconds (0 when unset), or null when malformed: the start refuses it with {@link SHUTDOWN_DRAIN_PROBLEM}. */
export function drainMilliseconds(env: NodeJS.ProcessEnv): number | null {
  const text = env.SHUTDOWN_DRAIN_MS ?? "";
  if (text === "") return 0;
  return /^\d{1,5}$/.test(text) && Number(text) <= 60_000 ? Number(text) : null;
}
