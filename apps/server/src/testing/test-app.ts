import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type AppDependencies, buildApp } from "../app.ts";
import { seed } from "../composition/seed.ts";
import { type DatabaseHandle, type DatabaseLocation, openDatabase } from "../db/database.ts";
import { createMemoryInvoiceStore } from "../platform/invoice/memory-invoice-store.ts";
import { createMemoryObjectBytes } from "../platform/object-store/memory-object-bytes.ts";
import { SEEDED_TEMPLATE_VARIABLE } from "./seeded-template.global-setup.ts";

/** An in-process app on its own database, seeded. */
export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * An in-memory database already migrated and seeded: a copy of the run's template when the test run
 * made one (seeded-template.global-setup.ts), or null (a bench, or a run without it).
 */
async function seededCopy(location: DatabaseLocation): Promise<DatabaseHandle | null> {
  const template = process.env[SEEDED_TEMPLATE_VARIABLE];
  if (!template || !("memory" in location) || location.from) return null;
  return openDatabase({ memory: true, from: new Blob([await readFile(template)]) });
}

/** Builds the app on a fresh in-memory PGlite (or the given location) with the demo seed and the development helpers on. */
export async function createTestApp(location: DatabaseLocation = { memory: true }, options: Omit<AppDependencies, "db"> = {}): Promise<TestApp> {
  const copy = await seededCopy(location);
  const database = copy ?? (await openDatabase(location));
  // The template was seeded by the same code: seeding a copy again would change nothing but the time.
  if (!copy) await seed(database.db);
  const app = await buildApp({
    tokenSecret: randomBytes(32),
    devHelpers: true,
    invoiceStore: createMemoryInvoiceStore(),
    contentObjects: createMemoryObjectBytes(),
    listen: database.listen,
    ...options,
    db: database.db,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
