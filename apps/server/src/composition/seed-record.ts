import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";

/**
 * The identity of the running build: a hash of the bundled `.js` files beside this module (the
 * seeds and everything they write are in them). Null when running from source, where no such
 * identity exists: the seeds then run on every start, as before.
 */
export function buildFingerprint(moduleUrl: string = import.meta.url): string | null {
  const file = fileURLToPath(moduleUrl);
  if (!file.endsWith(".js")) return null;
  const dir = path.dirname(file);
  const hash = createHash("sha256");
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith(".js"))
    .sort()) {
    hash
      .update(name)
      .update("\0")
      .update(readFileSync(path.join(dir, name)))
      .update("\0");
  }
  return hash.digest("hex");
}

/** Which database this is: its cluster's system identifier and the database's oid (a recreated database gets another). */
async function databaseIdentity(db: Database): Promise<string> {
  const result = (await db.execute(
    sql`select (select system_identifier from pg_control_system())::text as cluster, (select oid from pg_database where datname = current_database())::text as database`,
  )) as { rows: { cluster: string; database: string }[] };
  const row = result.rows[0];
  return `${row?.cluster}/${row?.database}`;
}

/** What a completed seed wrote down: which database, which build, with or without the demo. */
interface SeedRecordContent {
  database: string;
  build: string;
  demo: boolean;
}

/** A record as written, or null when it is not one (a torn write seeds again). */
function parseRecord(text: string): Partial<SeedRecordContent> | null {
  try {
    return JSON.parse(text) as Partial<SeedRecordContent>;
  } catch {
    return null;
  }
}

/** Whether the seed this start would run is already done, and how to record it once it is. */
export interface SeedRecord {
  current: boolean;
  save(): Promise<void>;
}

/**
 * The seeds are idempotent but not free: each checks what it already wrote, and some checks walk
 * whole tables (every business's template roles), so on a large database a restart spent minutes
 * finding nothing to do. A completed seed is recorded in `file` (in the data folder) with the
 * database's identity, the build and the demo switch; a restart finding the same three skips the
 * seeds in O(1). Another build, another (or recreated) database, or the demo switched on all seed
 * again. Running from source never skips.
 */
export async function openSeedRecord(db: Database, file: string, demo: boolean, build: string | null = buildFingerprint()): Promise<SeedRecord> {
  if (build === null) return { current: false, save: async () => {} };
  const wanted: SeedRecordContent = { database: await databaseIdentity(db), build, demo };
  const found = await readFile(file, "utf8").then(parseRecord, () => null);
  // A database seeded with the demo also holds everything a start without it would seed.
  const current = found !== null && found.database === wanted.database && found.build === wanted.build && (found.demo === true || !demo);
  return {
    current,
    // On Postgres nothing else writes the data folder before the seed: it may not exist yet.
    save: async () => {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(wanted)}\n`, { mode: 0o600 });
    },
  };
}
