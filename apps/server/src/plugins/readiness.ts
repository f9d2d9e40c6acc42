import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type Database, migrationsFolder } from "../db/database.ts";

/** Where a load balancer or orchestrator asks whether to send traffic (`/health` stays the liveness check). */
export const READY_PATH = "/ready";

/** One condition of readiness and whether it holds. */
export type ReadinessCheck = "database" | "migrations" | "seed";

/** The answer of `/ready`: every check's state; ready only when all are `ok`. */
export interface Readiness {
  ready: boolean;
  checks: Record<ReadinessCheck, "ok" | "failing"> & { objectStore?: "ok" | "failing" };
}

/** Checks beyond the database that an instance needs to serve: the object store, where one is configured. */
export interface ReadinessProbes {
  /** Whether the object store answers (uploads, pictures and invoices live there). */
  objectStore?: () => Promise<boolean>;
}

/** The newest committed migration's timestamp, which drizzle's migrator records as `created_at` once applied. */
function newestMigrationMillis(folder: string): number {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Checks, in order, that the database answers, that every committed migration is applied (another
 * instance may still be migrating a shared Postgres), and that the seed ran: the platform
 * configuration exists, without which the portal cannot render a page; and, given its probe, that
 * the object store answers (asked at the same time as the database).
 */
export async function checkReadiness(db: Database, folder: string = migrationsFolder, probes: ReadinessProbes = {}): Promise<Readiness> {
  const checks: Readiness["checks"] = { database: "failing", migrations: "failing", seed: "failing" };
  const storeAnswers = probes.objectStore?.();
  try {
    await db.execute(sql`select 1`);
    checks.database = "ok";
    // Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results).
    const applied = (await db.execute(sql`select coalesce(max(created_at), 0) as newest from drizzle.__drizzle_migrations`)) as {
      rows?: { newest?: unknown }[];
    };
    const newest = Number(applied.rows?.[0]?.newest ?? 0);
    if (newest >= newestMigrationMillis(folder)) checks.migrations = "ok";
    // The reference seed's platform configurations (platform/cms), by table name: plugins stand
    // below the modules (tooling/server-layers.js).
    const seeded = (await db.execute(sql`select 1 from platform_config limit 1`)) as { rows?: unknown[] };
    if ((seeded.rows?.length ?? 0) > 0) checks.seed = "ok";
  } catch {
    // A check that throws (no migrations table yet, database gone) stays failing.
  }
  if (storeAnswers) checks.objectStore = (await storeAnswers) ? "ok" : "failing";
  return { ready: Object.values(checks).every((state) => state === "ok"), checks };
}

/**
 * Whether this instance is shutting down. On SIGTERM `/ready` fails first, so the balancer stops
 * sending new requests while the ones in flight finish (main.ts, "rolling restart").
 */
export interface Drain {
  draining: boolean;
}

/** Serves `GET /ready`: 200 when the instance can take traffic, 503 with the failing checks (or `draining`) otherwise. */
export function registerReadiness(app: FastifyInstance, db: Database, drain: Drain = { draining: false }, probes: ReadinessProbes = {}): void {
  app.get(READY_PATH, { logLevel: "warn" }, async (request, reply) => {
    if (drain.draining) return reply.status(503).header("cache-control", "no-store").send({ ready: false, draining: true });
    const readiness = await checkReadiness(db, migrationsFolder, probes);
    if (!readiness.ready) request.log.warn({ checks: readiness.checks }, "readiness check failed");
    return reply
      .status(readiness.ready ? 200 : 503)
      .header("cache-control", "no-store")
      .send(readiness);
  });
}
