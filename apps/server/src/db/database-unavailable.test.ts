import Fastify from "fastify";
import type pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "../plugins/error-handler.ts";
import { postgresAnswers } from "../testing/postgres-probe.ts";
import { startTcpCut } from "../testing/tcp-cut.ts";
import { openDatabase } from "./database.ts";
import { isDatabaseUnavailable } from "./database-unavailable.ts";

// A database restart is no crash and no 500: an idle pool connection the server ends is dropped,
// a request meanwhile answers 503 with Retry-After, and the pool connects again when it can.

const failure = (fields: Record<string, unknown>) => Object.assign(new Error(String(fields.message ?? "")), fields);

describe("isDatabaseUnavailable", () => {
  it.each([
    ["an administrator's shutdown (57P01)", failure({ code: "57P01" }), true],
    ["a crash shutdown (57P02)", failure({ code: "57P02" }), true],
    ["the database starting up (57P03)", failure({ code: "57P03" }), true],
    ["a connection failure (08006)", failure({ code: "08006" }), true],
    ["a refused connection", failure({ code: "ECONNREFUSED" }), true],
    ["a reset connection", failure({ code: "ECONNRESET" }), true],
    ["node-postgres' ended connection", failure({ message: "Connection terminated unexpectedly" }), true],
    ["the same wrapped by drizzle", failure({ message: "Failed query: select 1", cause: failure({ code: "57P01" }) }), true],
    ["a unique violation", failure({ code: "23505" }), false],
    ["a bad value", failure({ code: "22P02" }), false],
    ["a syntax error", failure({ code: "42601" }), false],
    ["a plain error", new Error("boom"), false],
    ["not an error", "57P01", false],
  ])("%s: %s", (_, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });

  it("answers 503 with Retry-After for a request the database could not serve", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get("/down", async () => {
      throw failure({ message: "Failed query", cause: failure({ code: "57P01" }) });
    });
    const answer = await app.inject({ method: "GET", url: "/down" });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers["retry-after"]).toBe("5");
    expect(answer.json()).toMatchObject({ code: 503, msg: "服务暂时不可用，请稍后再试" });
    await app.close();
  });
});

const PG_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const reachable = await postgresAnswers(PG_URL, "database outage on Postgres");

describe.skipIf(!reachable)("the pool across a database outage (Postgres)", () => {
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it("drops the connections the outage ended, fails queries meanwhile as unavailable, and serves again after it", async () => {
    const target = new URL(PG_URL);
    const relay = await startTcpCut({ host: target.hostname, port: Number(target.port || 5432) });
    closing.push(() => relay.close());
    const through = new URL(PG_URL);
    through.hostname = "127.0.0.1";
    through.port = String(relay.port);
    const lost: Error[] = [];
    const database = await openDatabase({ url: through.toString() }, { migrate: false, poolSize: 3, onIdleError: (error) => lost.push(error) });
    closing.unshift(() => database.close());
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    // Three idle connections, as a quiet instance holds them.
    await Promise.all([1, 2, 3].map(() => pool.query("select pg_sleep(0.05)")));
    expect(pool.idleCount).toBe(3);

    await relay.cut();
    await expect.poll(() => lost.length).toBe(3);
    const during = await pool.query("select 1").catch((error: unknown) => error);
    expect(isDatabaseUnavailable(during)).toBe(true);

    await relay.restore();
    expect((await pool.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });
});
