import { describe, expect, it } from "vitest";
import { postgresAnswers } from "../testing/postgres-probe.ts";
import { databaseReachable, placeOf } from "./database-reachable.ts";

// What a start learns from one connection: up, a setting to fix (no use waiting), or not up yet.

const PG_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const reachable = await postgresAnswers(PG_URL, "database reachability on Postgres");

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
