import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

/** The drizzle database, whichever driver is behind it. Tables live in each module's schema.ts. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

/** Where the data lives: a Postgres URL, a PGlite folder, or memory (tests). */
export type DatabaseLocation = { url: string } | { dataDir: string } | { memory: true };

/** The committed migrations: the nearest `drizzle/` above this module, from source or from dist/. */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth++) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("migrations folder drizzle/ not found next to the server package");
}

/** The committed migrations folder (readiness compares what is applied against its journal). */
export const migrationsFolder = findMigrationsFolder();

/**
 * Memory settings of the embedded database. PGlite runs Postgres inside this process's WASM heap,
 * which never shrinks, and Postgres' defaults are sized for a dedicated server: 128 MB of shared
 * buffers alone were ~135 MB of the server's idle RSS. One connection and the demo data need far
 * less; the files stay in the OS page cache anyway, so a smaller buffer pool costs copies, not disk
 * reads. (Measured with `pnpm bench:memory`; see README "Memory".)
 */
const EMBEDDED_SETTINGS = ["shared_buffers=16MB"];

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ("url" in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, driver: "postgres", close: () => pool.end() };
  }
  const options = { startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((setting) => ["-c", setting])] };
  let client: PGlite;
  if ("dataDir" in location) {
    // PGlite does not create parent folders itself.
    await mkdir(location.dataDir, { recursive: true });
    client = await PGlite.create(location.dataDir, options);
  } else {
    client = await PGlite.create(options);
  }
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, driver: "pglite", close: () => client.close() };
}
