import { and, asc, eq, gt, like, notLike } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { createFieldCipher, type ResealingFieldCipher, SEALED_VALUE_PREFIX, sealedPrefixOf } from "../../security/field-cipher.ts";
import type { SealingKeys } from "../../security/sealing-keys.ts";
import { retireUnusedKeys } from "./key-retirement.ts";
import type { ColumnReseal, ResealReport } from "./reseal-report.ts";
import { SEALED_COLUMNS, type SealedColumn } from "./sealed-columns.ts";

/** Values re-sealed per transaction: short enough that the services' writes to those rows barely wait. */
export const RESEAL_BATCH = 500;

/** A primary key: a serial, or a uuid (operator sessions). */
type RowId = number | string;

/** A stored value sealed by an older key, with what its purpose is made of. */
export interface StaleValue {
  id: RowId;
  sealed: string;
  context: Record<string, unknown>;
}

/** A value to write, and the value it replaces (the compare of the compare-and-set). */
export interface Resealed {
  id: RowId;
  sealed: string;
  resealed: string;
}

/** A value that stopped the re-seal: which column and row, and why (a lost key, another purpose). */
export class ResealError extends Error {
  constructor(column: string, id: RowId, cause: unknown) {
    super(`${column}, row ${id}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "ResealError";
  }
}

/**
 * The next values of `column` sealed by a key other than `currentKey`, after the row `after`, in
 * primary-key order: the batches' cursor. A later run finds what an earlier one left (stopped, or
 * skipped), since a value under the current key no longer matches.
 */
export async function staleValues(db: Database, column: SealedColumn, currentKey: string, after: RowId | undefined, limit: number): Promise<StaleValue[]> {
  const rows = await db
    .select({ id: column.id, sealed: column.value, ...column.context })
    .from(column.table)
    .where(
      and(
        after === undefined ? undefined : gt(column.id, after),
        like(column.value, `${SEALED_VALUE_PREFIX}%`),
        notLike(column.value, `${sealedPrefixOf(currentKey)}%`),
      ),
    )
    .orderBy(asc(column.id))
    .limit(limit);
  return rows.map(({ id, sealed, ...context }) => ({ id: id as RowId, sealed: sealed as string, context }));
}

/**
 * Writes re-sealed values in one transaction, each only where its row still holds the value that was
 * read: a value the services changed meanwhile (a new enrolment, a revised quotation) is theirs to
 * keep, counted as skipped, and a later run re-seals it if it is still under an older key.
 */
export async function writeResealed(db: Database, column: SealedColumn, values: readonly Resealed[]): Promise<{ resealed: number; skipped: number }> {
  return db.transaction(async (tx) => {
    let resealed = 0;
    for (const value of values) {
      const written = await tx
        .update(column.table)
        .set({ [column.valueKey]: value.resealed })
        .where(and(eq(column.id, value.id), eq(column.value, value.sealed)))
        .returning({ id: column.id });
      resealed += written.length;
    }
    return { resealed, skipped: values.length - resealed };
  });
}

/** Re-seals every value of one column sealed by an older key, batch after batch. */
export async function resealColumn(db: Database, keys: SealingKeys, column: SealedColumn, batchSize = RESEAL_BATCH): Promise<ColumnReseal> {
  const ciphers = new Map<string, ResealingFieldCipher>();
  const cipherFor = (purpose: string) => {
    const known = ciphers.get(purpose);
    if (known) return known;
    const cipher = createFieldCipher(keys, purpose);
    ciphers.set(purpose, cipher);
    return cipher;
  };
  const report: ColumnReseal = { column: column.name, resealed: 0, skipped: 0 };
  let after: RowId | undefined;
  for (;;) {
    const batch = await staleValues(db, column, keys.current, after, batchSize);
    const values: Resealed[] = [];
    for (const row of batch) {
      let resealed: string | null;
      try {
        resealed = cipherFor(column.purposeOf(row.context)).reseal(row.sealed);
      } catch (error) {
        throw new ResealError(column.name, row.id, error);
      }
      // Null only for a value already under the current key, which the read leaves out.
      if (resealed !== null) values.push({ id: row.id, sealed: row.sealed, resealed });
    }
    const written = values.length > 0 ? await writeResealed(db, column, values) : { resealed: 0, skipped: 0 };
    report.resealed += written.resealed;
    report.skipped += written.skipped;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return report;
    after = last.id;
  }
}

/**
 * A rotation's second half: every stored value sealed by a key other than the current one is sealed
 * anew under the current key, column by column, then every older key no value uses any more is
 * retired (key-retirement.ts), so SEALING_KEYS may drop it. Runs beside the running services, however
 * many instances share the database (each write is a compare-and-set, no lock is held between
 * batches); stopped, it continues where it was when run again. A value that does not open (a key not
 * in the ring, another purpose) stops it with a {@link ResealError} naming the column and row:
 * nothing is retired then.
 */
export async function resealStoredValues(
  db: Database,
  keys: SealingKeys,
  options: { batchSize?: number; onColumn?: (done: ColumnReseal) => void } = {},
): Promise<ResealReport> {
  const columns: ColumnReseal[] = [];
  for (const column of SEALED_COLUMNS) {
    const done = await resealColumn(db, keys, column, options.batchSize);
    options.onColumn?.(done);
    columns.push(done);
  }
  return { columns, ...(await retireUnusedKeys(db, keys)) };
}
