import { randomBytes } from "node:crypto";
import pg from "pg";
import type { AppDependencies } from "../app.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** Where an integration suite runs: in-memory PGlite, or a throwaway database on a real Postgres. */
export interface SuiteTarget {
  name: string;
  open(options?: Omit<AppDependencies, "db">): Promise<TestApp>;
}

/** In-memory PGlite, one database per open. */
export const pgliteTarget: SuiteTarget = { name: "PGlite", open: (options) => createTestApp({ memory: true }, options) };

/**
 * A real Postgres at `url`: each open creates a fresh database (so suites never share rows or
 * migrations) and drops it again on close.
 */
export function postgresTarget(url: string): SuiteTarget {
  return {
    name: "Postgres",
    async open(options) {
      const name = `cidp_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      const target = new URL(url);
      target.pathname = `/${name}`;
      const t = await createTestApp({ url: target.toString() }, options);
      return {
        ...t,
        async close() {
          await t.close();
          const dropper = new pg.Client({ connectionString: url });
          await dropper.connect();
          try {
            await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          } finally {
            await dropper.end();
          }
        },
      };
    },
  };
}
