import { inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses } from "./schema.ts";

/** The names of these businesses, by id (ids named twice are read once; unknown ids are absent). */
export async function businessNamesById(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(inArray(businesses.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}
