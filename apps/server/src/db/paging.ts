import { LIST_COUNT_CAP } from "@cidp/domain";
import { count, eq, getTableColumns, type SQL, type Subquery, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./database.ts";

/**
 * How deep the current/size lists page, in rows. The spec's lists page by number, which keyset
 * paging cannot answer (page N needs the key of page N-1), so they page by offset over an index in
 * the list's order. An offset still walks every row before it, so the depth is bounded: page 1 to
 * the 1,000th row (page 100 of ten) stays flat at any table size, and deeper pages answer empty
 * with the real (capped) total — as search engines do; the portal tells the visitor to filter.
 */
export const MAX_PAGE_DEPTH = LIST_COUNT_CAP;

/**
 * Where an exact count of a list stops. Counting every matching row reads them all, so lists
 * without a maintained counter count up to this many: a total of 1,000 means "1,000 or more",
 * shown as "1000+" (the pager then offers the pages it can reach, the same 1,000 rows).
 */
const COUNT_CAP = MAX_PAGE_DEPTH;

/** The offset of a page, or null when the page starts beyond the bounded depth. */
export function pageOffset(current: number, size: number): number | null {
  const offset = (current - 1) * size;
  return offset < MAX_PAGE_DEPTH ? offset : null;
}

/** The rows a page may take without crossing the bounded depth. */
export function pageLimit(offset: number, size: number): number {
  return Math.min(size, MAX_PAGE_DEPTH - offset);
}

/** The pages the client can reach for a total (never past the bounded depth). */
export function reachablePages(total: number, size: number): number {
  return Math.ceil(Math.min(total, MAX_PAGE_DEPTH) / size);
}

/**
 * Counts the rows matching `where`, up to COUNT_CAP: the inner LIMIT stops the read at the cap.
 * No order, so the planner reads the matches from whichever index holds them together (a
 * filter's own index, index-only) instead of walking the list's order past the rows that do not
 * match: the read stays bounded by the cap however large the table grows.
 */
export function boundedCount(db: Database, table: PgTable, where: SQL | undefined, cap = COUNT_CAP): Promise<number> {
  return cappedCount(db, db.select({ one: sql<number>`1` }).from(table).where(where), cap);
}

/**
 * Counts the rows of `matching` (a select of the list's matches, joins and all, without order)
 * up to `cap` (COUNT_CAP unless told), for the lists whose matches are not one table's rows.
 */
export async function cappedCount(db: Database, matching: { limit(limit: number): { as(alias: string): Subquery } }, cap = COUNT_CAP): Promise<number> {
  const [row] = await db.select({ total: count() }).from(matching.limit(cap).as("capped"));
  return row?.total ?? 0;
}

/** A table with a serial key (a deferred join reads a page's ids first; one row is read by its id). */
export type KeyedTable = PgTable & { id: PgColumn };

/**
 * A page of a list read from `table` in `order`: the total capped at `countCap` (COUNT_CAP unless
 * told, or a look-ahead cap), the page's rows (none beyond the bounded depth or the end), and the
 * pages the client can reach. The rows are a deferred join: the page's ids by offset over the
 * list's index (read from the index alone where it holds the filter's columns, so page 100 walks
 * a thousand index entries, not a thousand rows scattered over the table), then those rows by key.
 */
export async function boundedPage<T extends KeyedTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  order: (PgColumn | SQL)[],
  current: number,
  size: number,
  countCap = COUNT_CAP,
) {
  const total = await boundedCount(db, table, where, countCap);
  const offset = pageOffset(current, size);
  if (offset === null || offset >= total) return { rows: [] as T["$inferSelect"][], total, pages: reachablePages(total, size) };
  const key: PgColumn = table.id;
  const ids = db
    .select({ id: key })
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(pageLimit(offset, size))
    .offset(offset)
    .as("page_ids");
  const rows = await db
    .select(getTableColumns(table as PgTable))
    .from(ids)
    .innerJoin(table as PgTable, eq(key, ids.id))
    .orderBy(...order);
  return { rows: rows as T["$inferSelect"][], total, pages: reachablePages(total, size) };
}

/**
 * A page of a list whose rows are not one table's (a join): `readPage` reads `limit` rows from
 * `offset` in the list's order (not called beyond the bounded depth), beside the count of
 * `matching` up to `countCap` (the cap unless told, or a look-ahead cap).
 */
export async function offsetPage<R>(
  db: Database,
  current: number,
  size: number,
  readPage: (limit: number, offset: number) => Promise<R[]>,
  matching: Parameters<typeof cappedCount>[1],
  countCap = COUNT_CAP,
): Promise<{ rows: R[]; total: number }> {
  const offset = pageOffset(current, size);
  const [rows, total] = await Promise.all([offset === null ? [] : readPage(pageLimit(offset, size), offset), cappedCount(db, matching, countCap)]);
  return { rows, total };
}
