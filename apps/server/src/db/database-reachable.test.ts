import pg from "pg";
import { describe, expect, it } from "vitest";
import { databaseReachable, placeOf } from "./database-reachable.ts";

// What a start learns from one connection: up, a setting to fix (no use waiting), or not up yet.

const PG_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
let reachable = false;
try {
  const probe = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2_000 });
  await probe.connect();
  await probe.end();
  reachable = true;
} catch {
  console.log(`database reachability on Postgres skipped: nothing answers at ${PG_URL}`);
}

describe("databaseReachable", () => {
  it("says a closed port is worth waiting for", async () => {
    const answer = await databaseReachable("postgres://cidp@127.0.0.1:1/cidp", 1_000);
    expect(answer).toMatchObject({ ok: false, retry: true });
  });

  it("names where a URL points, never its password", () => {
    expect(placeOf("postgres://cidp:s3cret@db.internal:6432/cidp")).toBe("db.internal:6432/cidp");
    expect(placeOf("postgres://cidp@db/cidp")).toBe("db:5432/cidp");
  });

  it.skipIf(!reachable)("answers ok for the test database, and a missing database as a setting to fix", async () => {
    expect(await databaseReachable(PG_URL)).toEqual({ ok: true });
    const missing = new URL(PG_URL);
    missing.pathname = "/cidp_no_such_database";
    expect(await databaseReachable(missing.toString())).toEqual({
      ok: false,
      retry: false,
      reason: "the database named in DATABASE_URL does not exist: create it (createdb) or fix its name",
    });
  });
});
