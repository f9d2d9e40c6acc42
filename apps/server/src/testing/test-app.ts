import { randomBytes } from "node:crypto";
import { type AppDependencies, buildApp } from "../app.ts";
import { seed } from "../composition/seed.ts";
import { type DatabaseHandle, type DatabaseLocation, openDatabase } from "../db/database.ts";
import { createMemoryInvoiceStore } from "../platform/invoice/memory-invoice-store.ts";

/** An in-process app on its own database, seeded. */
export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Builds the app on a fresh in-memory PGlite (or the given location) with the demo seed and the development helpers on. */
export async function createTestApp(location: DatabaseLocation = { memory: true }, options: Omit<AppDependencies, "db"> = {}): Promise<TestApp> {
  const database = await openDatabase(location);
  await seed(database.db);
  const app = await buildApp({
    tokenSecret: randomBytes(32),
    devHelpers: true,
    invoiceStore: createMemoryInvoiceStore(),
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
