import { count, eq, like, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { SEALED_VALUE_PREFIX } from "../../security/field-cipher.ts";
import type { SealingKeys } from "../../security/sealing-keys.ts";
import type { KeyInUse } from "./reseal-report.ts";
import { sealingKeyRecords } from "./schema.ts";
import { SEALED_COLUMNS } from "./sealed-columns.ts";

/** How many stored values each key seals, over every sealed column (read from the values' key ids, none opened). */
export async function sealedValueCounts(db: Database): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const column of SEALED_COLUMNS) {
    const keyId = sql<string>`split_part(${column.value}, '.', 2)`;
    const rows = await db
      .select({ keyId, values: count() })
      .from(column.table)
      .where(like(column.value, `${SEALED_VALUE_PREFIX}%`))
      .groupBy(keyId);
    for (const row of rows) counts.set(row.keyId, (counts.get(row.keyId) ?? 0) + Number(row.values));
  }
  return counts;
}

/**
 * Retires every older key no stored value uses: its record (sealing_key) is deleted, so a start
 * without it is no longer refused (sealing-key-check.ts). The current key is never retired. The
 * older keys are the ring's and the recorded ones; any other key a value names is reported in use.
 *
 * The count and the delete are not one snapshot: a value sealed in between by an instance still
 * running with the old key first would lose its key. Hence the rotation's order (README): every
 * instance restarted with the new key first, then the re-seal.
 */
export async function retireUnusedKeys(db: Database, keys: SealingKeys): Promise<{ retired: string[]; stillInUse: KeyInUse[] }> {
  // Every sealed column, always: a key is retired only when no value anywhere names it.
  const counts = await sealedValueCounts(db);
  const recorded = await db.select({ id: sealingKeyRecords.id }).from(sealingKeyRecords).orderBy(sealingKeyRecords.id);
  const older = [...new Set([...keys.ids, ...recorded.map((record) => record.id), ...counts.keys()])].filter((id) => id !== keys.current);
  const retired: string[] = [];
  const stillInUse: KeyInUse[] = [];
  for (const keyId of older) {
    const values = counts.get(keyId) ?? 0;
    if (values > 0) {
      stillInUse.push({ keyId, values });
      continue;
    }
    await db.delete(sealingKeyRecords).where(eq(sealingKeyRecords.id, keyId));
    retired.push(keyId);
  }
  return { retired, stillInUse };
}
