import { randomBytes } from "node:crypto";
import pg from "pg";
import type { DatabaseLocation } from "../db/database.ts";
import { movableClock } from "./suite-helpers.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * Where the integration suites run: in-memory PGlite, or a throwaway database on a real Postgres.
 * Opening a database costs seconds on a busy machine, so the suites of one runner share one app;
 * they are written not to depend on each other's writes. `dispose` closes it (call it in afterAll).
 */
export interface SuiteTarget {
  name: string;
  /** The shared app; its `close` does nothing (see `dispose`). */
  open(): Promise<TestApp>;
  dispose(): Promise<void>;
  /** The sessions' clock; suites move it to expire tokens and reset it after. */
  clock: ReturnType<typeof movableClock>;
}

function sharedTarget(name: string, location: () => Promise<{ location: DatabaseLocation; drop(): Promise<void> }>): SuiteTarget {
  const clock = movableClock();
  let opened: Promise<{ app: TestApp; drop(): Promise<void> }> | null = null;
  return {
    name,
    clock,
    async open() {
      opened ??= (async () => {
        const where = await location();
        return { app: await createTestApp(where.location, { now: clock.now }), drop: where.drop };
      })();
      const { app } = await opened;
      return { ...app, close: async () => {} };
    },
    async dispose() {
      if (!opened) return;
      const { app, drop } = await opened;
      opened = null;
      await app.close();
      await drop();
    },
  };
}

/** In-memory PGlite. */
export function pgliteTarget(): SuiteTarget {
  return sharedTarget("PGlite", async () => ({ location: { memory: true }, drop: async () => {} }));
}

/** A real Postgres at `url`: a fresh database is created for the run and dropped after it. */
export function postgresTarget(url: string): SuiteTarget {
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return sharedTarget("Postgres", async () => {
    const name = `cidp_test_${randomBytes(6).toString("hex")}`;
    await run(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return { location: { url: target.toString() }, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  });
}
