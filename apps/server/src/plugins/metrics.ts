import { createMetricsGate, type MetricsGate } from "@cidp/web-operations";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import pg from "pg";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/database.ts";
import { processMetrics } from "../runtime/process-metrics.ts";

/**
 * Where Prometheus scrapes: on the services' own port, outside /api, so the portal's proxy never
 * passes it on; and only for the scraper the gate admits, as the services' port also serves the
 * login site to the public.
 */
export const METRICS_PATH = "/metrics";

/** Label values are bounded: the HTTP methods the services answer; anything else is counted as OTHER. */
const KNOWN_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The route label of a request no route matched (a scan of random paths must not add series). */
const UNMATCHED_ROUTE = "unmatched";

/**
 * The services' metrics, per app (tests build several apps in one process). Modules set their
 * gauges through `app.metrics`; a gauge of live state registers a sampler that reads it at each
 * scrape instead of counting events, so it cannot drift.
 */
export interface AppMetrics {
  readonly registry: Registry;
  /** Open WebSocket connections of this process, by channel (`chat`). */
  readonly websocketConnections: Gauge<"channel">;
  /** LISTEN connections that dropped (a database restart, a fail-over) and came back, by channel (`chat`, `content_change`). */
  readonly listenReconnects: Counter<"channel">;
  /** Runs `read` at every scrape, before the text is rendered. */
  sample(read: () => void | Promise<void>): void;
  /** The Prometheus text of this app and of the process (CPU, memory, event loop, GC). */
  render(): Promise<{ contentType: string; text: string }>;
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}

function routeOf(request: FastifyRequest): string {
  if (request.is404) return UNMATCHED_ROUTE;
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/** The connection pool behind the drizzle database: node-postgres' counts, or PGlite's single in-process connection. */
function poolOf(db: Database): { driver: "postgres"; pool: pg.Pool } | { driver: "pglite" } {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? { driver: "postgres", pool: client } : { driver: "pglite" };
}

/** The app's metrics plus the recorder of answered requests the hook calls. */
interface RecordingMetrics extends AppMetrics {
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

/** Creates the metrics of one app: HTTP traffic, the database pool and WebSockets (the job queue's: platform/jobs/job-metrics.ts). */
function createAppMetrics(db: Database): RecordingMetrics {
  const registry = new Registry();
  const samplers: Array<() => void | Promise<void>> = [];
  const httpLabels = ["method", "route", "status_class"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status class",
    labelNames: httpLabels,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status class",
    labelNames: httpLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: "http_server_errors_total",
    help: "HTTP requests answered with a 5xx, by method and route pattern",
    labelNames: ["method", "route"],
    registers: [registry],
  });
  const listenReconnects = new Counter({
    name: "db_listen_reconnects_total",
    help: "LISTEN connections to the database that dropped and came back, by channel (each means events may have been missed and were re-synced)",
    labelNames: ["channel"],
    registers: [registry],
  });
  const websocketConnections = new Gauge({
    name: "websocket_connections",
    help: "Open WebSocket connections on this process, by channel",
    labelNames: ["channel"],
    registers: [registry],
  });
  const pool = poolOf(db);
  const poolConnections = new Gauge({
    name: "db_pool_connections",
    help: "Database connections by state: total, idle, and waiting (clients queued for one); PGlite has one in-process connection",
    labelNames: ["driver", "state"],
    registers: [registry],
  });
  samplers.push(() => {
    if (pool.driver === "postgres") {
      poolConnections.set({ driver: "postgres", state: "total" }, pool.pool.totalCount);
      poolConnections.set({ driver: "postgres", state: "idle" }, pool.pool.idleCount);
      poolConnections.set({ driver: "postgres", state: "waiting" }, pool.pool.waitingCount);
    } else {
      poolConnections.set({ driver: "pglite", state: "total" }, 1);
    }
  });

  return {
    registry,
    websocketConnections,
    listenReconnects,
    sample(read) {
      samplers.push(read);
    },
    async render() {
      for (const read of samplers) await read();
      const text = `${await processMetrics().metrics()}\n${await registry.metrics()}`;
      return { contentType: registry.contentType, text };
    },
    observe(request: FastifyRequest, reply: FastifyReply) {
      const method = KNOWN_METHODS.has(request.method) ? request.method : "OTHER";
      const route = routeOf(request);
      const labels = { method, route, status_class: statusClass(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) errors.inc({ method, route });
    },
  };
}

/**
 * Counts and times every request (register before the routes), decorates `app.metrics` for the
 * modules, and serves `GET /metrics` in the Prometheus text format to the scraper `gate` admits
 * (METRICS_TOKEN's bearer, or one on the machine asking directly); anyone else gets the 404 of an
 * unknown address.
 */
export function registerMetrics(app: FastifyInstance, db: Database, gate: MetricsGate = createMetricsGate(null)): AppMetrics {
  const metrics = createAppMetrics(db);
  app.decorate("metrics", metrics);
  app.addHook("onResponse", async (request, reply) => metrics.observe(request, reply));
  app.get(METRICS_PATH, { logLevel: "warn" }, async (request, reply) => {
    if (!gate({ headers: request.headers, remoteAddress: request.raw.socket.remoteAddress })) return reply.callNotFound();
    const { contentType, text } = await metrics.render();
    return reply.header("content-type", contentType).header("cache-control", "no-store").send(text);
  });
  return metrics;
}
