import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { platformPaths } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { members } from "../platform/member/schema.ts";
import { SEEDED_TEMPLATE_VARIABLE } from "../testing/seeded-template.global-setup.ts";
import { DatabaseResets } from "./database-resets.ts";

type Services = Awaited<ReturnType<typeof buildApp>>;

const ZHANG = "13800000001";
const tokenSecret = randomBytes(32);

/** What serve.ts does with DEV_DATABASE_RESETS=1: services on a database, swapped onto a fresh copy by a reset. */
async function resettableServices() {
  const template = process.env[SEEDED_TEMPLATE_VARIABLE];
  if (!template) throw new Error("the run's seeded template is missing (vitest.config.ts globalSetup)");
  const running = { database: await openDatabase({ memory: true, from: new Blob([await readFile(template)]) }), app: null as Services | null };
  const closed: { database: DatabaseHandle; app: Services }[] = [];
  const start = async (database: DatabaseHandle) => {
    const app = await buildApp({ db: database.db, tokenSecret, devHelpers: true, listen: database.listen });
    resets.addRoutes(app);
    return app;
  };
  const resets = await DatabaseResets.of(running.database, async (fresh) => {
    const { app, database } = running;
    if (!app) throw new Error("no services yet");
    await app.close();
    await database.close();
    closed.push({ app, database });
    running.database = fresh;
    running.app = await start(fresh);
  });
  running.app = await start(running.database);
  return { running, closed };
}

const services = (running: { app: Services | null }) => {
  if (!running.app) throw new Error("no services");
  return running.app;
};

async function generationOf(running: { app: Services | null }): Promise<number> {
  return ((await services(running).inject({ method: "GET", url: platformPaths.devDatabaseGeneration })).json() as { generation: number }).generation;
}

async function untilGeneration(running: { app: Services | null }, generation: number): Promise<void> {
  await expect.poll(() => generationOf(running), { timeout: 30_000, interval: 20 }).toBe(generation);
}

const realName = async (database: DatabaseHandle) =>
  (await database.db.select({ realName: members.realName }).from(members).where(eq(members.phone, ZHANG)))[0]?.realName;

describe("database resets of the test runs (DEV_DATABASE_RESETS)", () => {
  const opened: { running: { database: DatabaseHandle; app: Services | null } }[] = [];
  afterAll(async () => {
    for (const { running } of opened) {
      await running.app?.close();
      await running.database.close();
    }
  });

  it("throws every change away: the services answer on the database as it was at the start, the old ones are closed", async () => {
    const { running, closed } = await resettableServices();
    opened.push({ running });
    const seeded = await realName(running.database);
    expect(seeded).toBe("张建国");
    await running.database.db.update(members).set({ realName: "改过的名字" }).where(eq(members.phone, ZHANG));
    expect(await realName(running.database)).toBe("改过的名字");
    expect(await generationOf(running)).toBe(0);

    const asked = await services(running).inject({ method: "POST", url: platformPaths.devResetDatabase });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ generation: 1 });
    await untilGeneration(running, 1);
    expect(closed).toHaveLength(1);
    expect(await realName(running.database)).toBe(seeded);
    // The services before the reset no longer answer: their database is closed with them.
    await expect(closed[0]?.database.db.select().from(members)).rejects.toThrow();

    // A second reset returns to the same start, not to the state the first one left.
    await running.database.db.update(members).set({ realName: "又改了" }).where(eq(members.phone, ZHANG));
    await services(running).inject({ method: "POST", url: platformPaths.devResetDatabase });
    await untilGeneration(running, 2);
    expect(await realName(running.database)).toBe(seeded);
  });

  it("two resets asked at once are one reset", async () => {
    const { running, closed } = await resettableServices();
    opened.push({ running });
    const answers = await Promise.all([1, 2].map(() => services(running).inject({ method: "POST", url: platformPaths.devResetDatabase })));
    expect(answers.map((answer) => answer.json())).toEqual([{ generation: 1 }, { generation: 1 }]);
    await untilGeneration(running, 1);
    expect(closed).toHaveLength(1);
  });

  it("is refused on a database that cannot be dumped (a shared Postgres)", async () => {
    const database = { dump: undefined } as unknown as DatabaseHandle;
    await expect(DatabaseResets.of(database, async () => {})).rejects.toThrow("DEV_DATABASE_RESETS=1 needs the embedded PGlite");
  });
});
