import { buildApp } from "../app.ts";
import { type DatabaseLocation, openDatabase } from "../db/database.ts";
import { seed } from "../db/seed.ts";

/** An in-process app on its own database, seeded. */
export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

/** Builds the app on a fresh in-memory PGlite (or the given location) with the demo seed. */
export async function createTestApp(location: DatabaseLocation = { memory: true }): Promise<TestApp> {
  const database = await openDatabase(location);
  await seed(database.db);
  const app = await buildApp({ db: database.db });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
