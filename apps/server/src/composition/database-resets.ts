import { platformPaths } from "@cidp/api-client/contract";
import type { buildApp } from "../app.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";

type Services = Awaited<ReturnType<typeof buildApp>>;

/**
 * Test runs only (`DEV_DATABASE_RESETS=1` with `DEV_HELPERS=1`, refused in production): one
 * services process serves journey file after journey file, each on the database as it was when the
 * process started (migrated and seeded), as a fresh process on a copy of the folder would, without
 * the process start and the copy. The start's database is dumped to memory once; a reset stops the
 * services, opens a new in-memory PGlite from that dump and starts the services on it on the same
 * port. Files in the object store and the token secret are kept: they are the data folder's.
 *
 * The reset is asked over HTTP of the very services it replaces, so it answers first and runs
 * after; the caller polls `platformPaths.devDatabaseGeneration` until the new services answer.
 */
export class DatabaseResets {
  private finished = 0;
  private pending: Promise<void> | null = null;

  private constructor(
    private readonly template: Blob,
    private readonly replace: (database: DatabaseHandle) => Promise<void>,
  ) {}

  /** Dumps `database` as the state every reset returns to; `replace` swaps the running services onto a fresh copy. */
  static async of(database: DatabaseHandle, replace: (database: DatabaseHandle) => Promise<void>): Promise<DatabaseResets> {
    if (!database.dump) throw new Error("DEV_DATABASE_RESETS=1 needs the embedded PGlite: this database cannot be dumped");
    return new DatabaseResets(await database.dump(), replace);
  }

  /** The two development routes, on each services instance before it listens. */
  addRoutes(app: Services): void {
    app.get(platformPaths.devDatabaseGeneration, async () => ({ generation: this.finished }));
    // POST answers at once with the generation the reset brings; the reset runs after the answer.
    app.post(platformPaths.devResetDatabase, async () => {
      // A second request while one runs waits for the same reset rather than starting another.
      this.pending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.reset());
      return { generation: this.finished + 1 };
    });
  }

  private async reset(): Promise<void> {
    try {
      await this.replace(await openDatabase({ memory: true, from: this.template }, { migrate: false }));
      this.finished += 1;
      this.pending = null;
    } catch (error) {
      // A process that cannot serve its next file must not answer as if it could.
      console.error("the database reset failed:", error);
      process.exit(1);
    }
  }
}
