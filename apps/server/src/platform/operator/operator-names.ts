import { inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { operators } from "./schema.ts";

/**
 * The display names of the staff with these ids, by id, for the back office's lists (who wrote,
 * who approved). Null and 0 stand for no one (a row no staff touched yet) and are not looked up.
 */
export async function operatorDisplayNames(db: Database, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null && id > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: operators.id, name: operators.displayName }).from(operators).where(inArray(operators.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
