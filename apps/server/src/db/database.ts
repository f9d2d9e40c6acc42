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
import { pgliteClientForDrizzle } from "./pglite-drizzle-client.ts";

/** The drizzle database, whichever driver is behind it. Tables live in each module's schema.ts. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /**
   * Runs `work` while holding the database-wide preparation lock (a Postgres advisory lock), so two
   * instances starting at once on an empty database do not both migrate and seed it. PGlite has
   * one process by construction: the work just runs.
   */
  exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Calls `handler` with each payload NOTIFYed on `channel`, from this or any other instance, until
   * the returned function stops it. On Postgres a dedicated connection listens and comes back after
   * a drop, calling `handler(null)` then: notifications may have been missed meanwhile.
   */
  listen(channel: string, handler: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data folder as a tarball, which `{ memory: true, from }` opens again. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** What opening does to the schema: apply the committed migrations (under the lock) or leave it as it is. */
export interface OpenOptions {
  /** Default true: apply pending migrations. False: the caller migrates (a deploy step) or verifies. */
  migrate?: boolean;
  /** Connections of the Postgres pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** Told of an idle pool connection the server ended (default: one line on stderr). */
  onIdleError?: (error: Error) => void;
}

/** One line for an idle connection the database ended; the pool replaces it when next needed. */
function warnIdleError(error: Error): void {
  process.emitWarning(`database connection lost (${error.message}); a new one is opened for the next query`);
}

/** The key of the advisory lock that serialises migrations and seeding across instances ("cidp" + 1). */
const PREPARATION_LOCK_KEY = 0x63696470_01;

/**
 * Where the data lives: a Postgres URL, a PGlite folder, or memory (tests); memory may start from a
 * PGlite data folder dumped earlier (`DatabaseHandle.dump`), so test runs migrate and seed once.
 */
export type DatabaseLocation = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

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

/** Opens the database and (by default) brings its schema up to date with the committed migrations. */
export async function openDatabase(location: DatabaseLocation, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if ("url" in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (a restart, a fail-over) is an 'error' of the pool, which
    // would end the process unhandled. The pool drops that connection and opens new ones on demand;
    // requests meanwhile fail as "database unavailable" (503, plugins/error-handler.ts).
    pool.on("error", (error) => (options.onIdleError ?? warnIdleError)(error));
    const db = drizzlePg(pool) as unknown as Database;
    const exclusive = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
      // A session-level lock on one connection of the pool, held while the work runs on the pool.
      const holder = await pool.connect();
      try {
        await holder.query("select pg_advisory_lock($1)", [PREPARATION_LOCK_KEY]);
        return await work(db);
      } finally {
        await holder.query("select pg_advisory_unlock($1)", [PREPARATION_LOCK_KEY]).catch(() => undefined);
        holder.release();
      }
    };
    const handle: DatabaseHandle = {
      db,
      driver: "postgres",
      exclusive,
      listen: (channel, handler) => listenOnPostgres(location.url, channel, handler),
      close: () => pool.end(),
    };
    if (options.migrate !== false) await applyMigrations(handle);
    return handle;
  }
  const pgliteOptions = { startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((setting) => ["-c", setting])] };
  let client: PGlite;
  if ("dataDir" in location) {
    // PGlite does not create parent folders itself.
    await mkdir(location.dataDir, { recursive: true });
    client = await PGlite.create(location.dataDir, pgliteOptions);
  } else {
    client = await PGlite.create({ ...pgliteOptions, ...(location.from ? { loadDataDir: location.from } : {}) });
  }
  const db = drizzlePglite(pgliteClientForDrizzle(client)) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    driver: "pglite",
    exclusive: (work) => work(db),
    listen: async (channel, handler) => {
      const stop = await client.listen(checkedChannel(channel), (payload) => handler(payload));
      return () => stop();
    },
    dump: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
  if (options.migrate !== false) await applyMigrations(handle);
  return handle;
}

/** Applies the committed migrations that the database lacks, under the preparation lock. */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.exclusive(async (db) => {
    if (handle.driver === "postgres") await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
    else await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  });
}

/** A channel name as LISTEN takes it unquoted. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/** LISTEN on a connection of its own that reconnects after a drop (then `handler(null)`: something may have been missed). */
async function listenOnPostgres(url: string, channel: string, handler: (payload: string | null) => void): Promise<() => Promise<void>> {
  const name = checkedChannel(channel);
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === name) handler(message.payload ?? "");
    });
    next.on("error", () => undefined);
    next.on("end", () => {
      if (stopped) return;
      const retry = (): void => {
        if (stopped) return;
        connect().then(
          () => handler(null),
          () => setTimeout(retry, 1_000).unref(),
        );
      };
      setTimeout(retry, 250).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${name}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
