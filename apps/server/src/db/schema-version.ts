import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, migrationsFolder } from "./database.ts";

/** How the database's schema stands against this build's migrations. */
export type SchemaState =
  | { state: "current" }
  | { state: "empty" }
  | { state: "behind"; pending: number }
  | { state: "ahead"; newestApplied: number; newestKnown: number };

/** The creation times (ms) of this build's migrations, from drizzle's journal. */
function knownMigrationTimes(folder: string): number[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
  return journal.entries.map((entry) => entry.when);
}

/**
 * Compares the migrations applied to the database with the ones this build ships. A database that
 * has a migration newer than any this build knows was upgraded by a newer release: running old
 * code on it would misread its tables, so the services refuse to start (issue "production").
 */
export async function schemaState(db: Database, folder: string = migrationsFolder): Promise<SchemaState> {
  const known = knownMigrationTimes(folder);
  const newestKnown = Math.max(0, ...known);
  let appliedTimes: number[];
  try {
    const result = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as { rows?: { created_at?: unknown }[] };
    appliedTimes = (result.rows ?? []).map((row) => Number(row.created_at));
  } catch {
    return { state: "empty" };
  }
  if (appliedTimes.length === 0) return { state: "empty" };
  const newestApplied = Math.max(...appliedTimes);
  if (newestApplied > newestKnown) return { state: "ahead", newestApplied, newestKnown };
  const pending = known.filter((when) => when > newestApplied).length;
  return pending > 0 ? { state: "behind", pending } : { state: "current" };
}

/** Why the services will not start on this schema, or null when they may. */
export function schemaRefusal(state: SchemaState): string | null {
  switch (state.state) {
    case "current":
      return null;
    case "empty":
      return "the database has no schema yet: run the migrations first (node apps/server/dist/cli.js migrate)";
    case "behind":
      return `the database lacks ${state.pending} migration(s) of this release: run node apps/server/dist/cli.js migrate before starting the services`;
    case "ahead":
      return `the database was migrated by a newer release (migration of ${new Date(state.newestApplied).toISOString()}, this build knows up to ${new Date(state.newestKnown).toISOString()}): start that release, not this one`;
  }
}
