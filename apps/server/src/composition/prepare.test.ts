import { randomBytes } from "node:crypto";
import { operatorCalls, platformPaths } from "@cidp/api-client/contract";
import { count, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { schemaRefusal, schemaState } from "../db/schema-version.ts";
import { platformConfigs } from "../platform/cms/schema.ts";
import { businesses, members } from "../platform/member/schema.ts";
import { operators } from "../platform/operator/schema.ts";
import { demoOperator } from "../platform/operator/seed.ts";
import { throwawayDatabase } from "../testing/suite-target.ts";
import { prepareDatabase } from "./prepare.ts";

const tokenSecret = randomBytes(32);
const rows = async (handle: DatabaseHandle, table: typeof members | typeof businesses | typeof operators | typeof platformConfigs) =>
  Number((await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0);

describe("a production database (no demo switch)", () => {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of opened) await handle.close();
  });

  it("has the reference data and nothing anyone can log into", async () => {
    const handle = await openDatabase({ memory: true }, { migrate: false });
    opened.push(handle);
    expect(await schemaState(handle.db)).toEqual({ state: "empty" });
    await prepareDatabase(handle, { demo: false });
    expect(await schemaState(handle.db)).toEqual({ state: "current" });
    expect(await rows(handle, platformConfigs)).toBeGreaterThan(0);
    expect(await rows(handle, members)).toBe(0);
    expect(await rows(handle, businesses)).toBe(0);
    expect(await rows(handle, operators)).toBe(0);

    const app = await buildApp({ db: handle.db, tokenSecret, devHelpers: false });
    try {
      const operatorLogin = await app.inject({
        method: operatorCalls.login.method,
        url: operatorCalls.login.path,
        payload: { username: demoOperator.username, password: demoOperator.password },
      });
      expect(operatorLogin.statusCode).toBe(401);
      expect((await app.inject({ method: "GET", url: "/ready" })).statusCode).toBe(200);
      // No development helper hands out an enrolment link.
      expect((await app.inject({ method: "GET", url: `${platformPaths.devOperatorEnrolmentLink}?username=${demoOperator.username}` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("refuses a schema this build does not know, and names the step that is missing", async () => {
    const handle = await openDatabase({ memory: true });
    opened.push(handle);
    expect(schemaRefusal(await schemaState(handle.db))).toBeNull();
    const newer = Date.UTC(2099, 0, 1);
    await handle.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${newer})`);
    const state = await schemaState(handle.db);
    expect(state.state).toBe("ahead");
    expect(schemaRefusal(state)).toContain("newer release");
    expect(schemaRefusal({ state: "empty" })).toContain("cli.js migrate");
    expect(schemaRefusal({ state: "behind", pending: 2 })).toContain("lacks 2 migration(s)");
  });
});

// Two instances starting at the same moment on an empty Postgres database: without the advisory
// lock both run every migration and one dies on a duplicate type (pg_type_typname_nsp_index).
const url = process.env.DATABASE_URL;
describe.skipIf(!url)("two instances preparing one empty Postgres database at once", () => {
  it("migrate and seed it once, both succeeding", async () => {
    const database = await throwawayDatabase(url as string, "cidp_prepare");
    const first = await openDatabase({ url: database.url }, { migrate: false, poolSize: 3 });
    const second = await openDatabase({ url: database.url }, { migrate: false, poolSize: 3 });
    try {
      await Promise.all([prepareDatabase(first, { demo: false }), prepareDatabase(second, { demo: false })]);
      expect(await schemaState(first.db)).toEqual({ state: "current" });
      const [configs] = await first.db.select({ n: count() }).from(platformConfigs);
      const once = await openDatabase({ memory: true });
      await prepareDatabase(once, { demo: false });
      const [expected] = await once.db.select({ n: count() }).from(platformConfigs);
      await once.close();
      expect(Number(configs?.n)).toBe(Number(expected?.n));
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  }, 180_000);
});
