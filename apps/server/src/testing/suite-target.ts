import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, it } from "vitest";
import type { DatabaseLocation } from "../db/database.ts";
import { randomSealingKeys, type SealingKeys } from "../security/sealing-keys.ts";
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
  /** The app's sealing keys, which seal its envelopes (suites check a seal holds). */
  sealingKeys: SealingKeys;
}

function sharedTarget(name: string, location: () => Promise<{ location: DatabaseLocation; drop(): Promise<void> }>): SuiteTarget {
  const clock = movableClock();
  const sealingKeys = randomSealingKeys();
  let opened: Promise<{ app: TestApp; drop(): Promise<void> }> | null = null;
  return {
    name,
    clock,
    sealingKeys,
    async open() {
      opened ??= (async () => {
        const where = await location();
        return { app: await createTestApp(where.location, { now: clock.now, sealingKeys }), drop: where.drop };
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

/** Runs statements on the Postgres at `url` on a connection of their own. */
async function onServer(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** Creates a throwaway database (`prefix` + random) on the Postgres at `url`; returns its URL and how to drop it. */
export async function throwawayDatabase(url: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(url, (client) => client.query(`CREATE DATABASE ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    // A closed pool resolves before its connections have left; FORCE would then kill them mid-goodbye
    // and their error surface as an uncaught one. So wait (up to 5 s) for them to go, then drop.
    drop: () =>
      onServer(url, async (client) => {
        for (let tries = 0; tries < 50; tries++) {
          const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/** A real Postgres at `url`: a fresh database is created for the run and dropped after it. */
export function postgresTarget(url: string): SuiteTarget {
  return sharedTarget("Postgres", async () => {
    const database = await throwawayDatabase(url, "cidp_test");
    return { location: { url: database.url }, drop: database.drop };
  });
}

/**
 * Declares the suites that need a real Postgres (`declare` gets its URL) when DATABASE_URL names
 * one; without it, reports `what` as skipped, and why, rather than passing silently.
 */
export function whenPostgres(what: string, declare: (url: string) => void): void {
  const url = process.env.DATABASE_URL;
  if (url) {
    declare(url);
    return;
  }
  console.log(`${what} on Postgres skipped: DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)`);
  describe.skip(`${what} on Postgres (DATABASE_URL not set)`, () => {
    it("runs when DATABASE_URL is set", () => {});
  });
}
