import { and, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./database.ts";
import { keywordMatch } from "./keyword-match.ts";
import { containsPattern } from "./like.ts";
import { boundedPage, cappedCount, type KeyedTable, offsetPage, pageLimit, pageOffset, reachablePages } from "./paging.ts";

/**
 * How many rows along a list's order a keyword is first checked on. The same at every table size
 * (a thousand rows is the smallest scale's whole list), so neither step grows with the table.
 */
const KEYWORD_WALK = 1_000;

/**
 * How many times KEYWORD_WALK a second walk reads when the first held the page and at least this
 * share of the capped count: a word that common fills the cap within it (张 among a business's
 * members, one in sixteen), where its postings through the index are tens of thousands at 1e6.
 */
const LONGER_WALK = 4;

/** A keyword filter: the text as typed and the columns it is looked for in. */
export interface KeywordFilter {
  text: string;
  columns: [PgColumn, ...PgColumn[]];
}

/**
 * `boundedPage` of the rows matching `filters` and holding `keyword`, in two steps, because no one
 * plan serves every word. The bigram index (keyword-match.ts) has no order: a common word's
 * postings are a third of the table, all read, checked and sorted for ten rows (通知 among a
 * million announcements: 374 ms). Walking the list's order has no bound: a word nobody wrote is
 * checked on every row. So the first KEYWORD_WALK rows in order are checked first, stopping as soon
 * as the capped count fills: a common word fills it there (its page is among those rows, its total
 * "N+"), in the same few hundred rows at any size. A word that does not fill it is rare enough
 * that its postings are few: they are counted through the index, and the page read through it too
 * unless the walked rows already held it.
 */
export async function keywordBoundedPage<T extends KeyedTable>(
  db: Database,
  table: T,
  filters: SQL | undefined,
  keyword: KeywordFilter,
  order: (PgColumn | SQL)[],
  current: number,
  size: number,
  countCap: number,
) {
  const pattern = containsPattern(keyword.text);
  const key: PgColumn = table.id;
  const walk = (walkLimit: number, matchLimit: number) => {
    const walked = db
      .select({ id: key, ...Object.fromEntries(keyword.columns.map((column, i) => [`k${i}`, column])) })
      .from(table as PgTable)
      .where(filters)
      .orderBy(...order)
      .limit(walkLimit)
      .as("walked");
    const walkedColumns = walked as unknown as Record<string, PgColumn>;
    // No outer ORDER BY: that would sort every walked row before the LIMIT could stop the walk. A
    // subquery scan hands its rows on in the order they were read, the list's order.
    return db
      .select({ id: walked.id })
      .from(walked)
      .where(or(...keyword.columns.map((_, i) => ilike(walkedColumns[`k${i}`] as PgColumn, pattern))))
      .limit(matchLimit);
  };
  const offset = pageOffset(current, size);
  const end = offset === null ? 0 : offset + pageLimit(offset, size);
  const found = await walkedMatches(walk, countCap, end);
  // The page is among the walked rows when they hold it; the count is the cap when they fill it,
  // else the rare word's postings, counted through the index.
  const indexed = and(filters, keywordMatch(keyword.text, ...keyword.columns));
  if (found.length < end) return indexedPage(db, table, indexed, order, current, size, countCap);
  const total =
    found.length >= countCap
      ? countCap
      : await cappedCount(
          db,
          db
            .select({ one: sql`1` })
            .from(table as PgTable)
            .where(indexed),
          countCap,
        );
  const ids = offset === null ? [] : found.slice(offset, end).map((row) => row.id as number);
  return { rows: await rowsByIds(db, table, ids, order), total, pages: reachablePages(total, size) };
}

/** The rows of `ids`, in the list's order. */
async function rowsByIds<T extends KeyedTable>(db: Database, table: T, ids: number[], order: (PgColumn | SQL)[]): Promise<T["$inferSelect"][]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(inArray(table.id, ids))
    .orderBy(...order);
  return rows as T["$inferSelect"][];
}

/**
 * The page of a word the walk did not find enough of, through the bigram index. When its matches
 * are fewer than the cap (the count found them all) they are read by key and sorted: reading the
 * page in the list's order instead walked that order past the rows the walk had already checked.
 */
async function indexedPage<T extends KeyedTable>(
  db: Database,
  table: T,
  indexed: SQL | undefined,
  order: (PgColumn | SQL)[],
  current: number,
  size: number,
  countCap: number,
) {
  const matches = await db
    .select({ id: table.id as PgColumn })
    .from(table as PgTable)
    .where(indexed)
    .limit(countCap);
  if (matches.length >= countCap) return boundedPage(db, table, indexed, order, current, size, countCap);
  const offset = pageOffset(current, size);
  const total = matches.length;
  if (offset === null || offset >= total) return { rows: [] as T["$inferSelect"][], total, pages: reachablePages(total, size) };
  const pageIds = await db
    .select({ id: table.id as PgColumn })
    .from(table as PgTable)
    .where(
      inArray(
        table.id,
        matches.map((row) => row.id as number),
      ),
    )
    .orderBy(...order)
    .limit(pageLimit(offset, size))
    .offset(offset);
  const rows = await rowsByIds(
    db,
    table,
    pageIds.map((row) => row.id as number),
    order,
  );
  return { rows, total, pages: reachablePages(total, size) };
}

/**
 * `keywordBoundedPage` for a list whose rows are a join (offsetPage's lists): `walk(walkLimit,
 * matchLimit)` reads the rows holding the keyword among the first `walkLimit` rows of the list in
 * its order, at most `matchLimit` of them, in order; `indexed` is the list as offsetPage reads it,
 * with the keyword through its bigram index.
 */
export async function keywordOffsetPage<R>(
  db: Database,
  current: number,
  size: number,
  countCap: number,
  walk: (walkLimit: number, matchLimit: number) => Promise<R[]>,
  indexed: { readPage: (limit: number, offset: number) => Promise<R[]>; matching: Parameters<typeof cappedCount>[1] },
): Promise<{ rows: R[]; total: number }> {
  const offset = pageOffset(current, size);
  const end = offset === null ? 0 : offset + pageLimit(offset, size);
  const found = await walkedMatches(walk, countCap, end);
  if (found.length < end) return offsetPage(db, current, size, indexed.readPage, indexed.matching, countCap);
  const total = found.length >= countCap ? countCap : await cappedCount(db, indexed.matching, countCap);
  return { rows: offset === null ? [] : found.slice(offset, end), total };
}

/**
 * The keyword's matches, in order, among the first KEYWORD_WALK rows of the list, or among
 * LONGER_WALK times as many when those held the page (`end` rows) and a LONGER_WALK-th of the cap.
 */
async function walkedMatches<R>(walk: (walkLimit: number, matchLimit: number) => Promise<R[]>, countCap: number, end: number): Promise<R[]> {
  const found = await walk(KEYWORD_WALK, countCap);
  if (found.length >= countCap || found.length < end || found.length * LONGER_WALK < countCap) return found;
  return walk(KEYWORD_WALK * LONGER_WALK, countCap);
}

/**
 * A look-up's first `limit` matches in its order, with no count (a staff search's fifty): those
 * among the first KEYWORD_WALK rows when they hold that many (a common word), else `indexed()`,
 * the look-up through the bigram index (a rare or absent one).
 */
export async function keywordLookup<R>(
  limit: number,
  walk: (walkLimit: number, matchLimit: number) => Promise<R[]>,
  indexed: () => Promise<R[]>,
): Promise<R[]> {
  const found = await walk(KEYWORD_WALK, limit);
  return found.length >= limit ? found : indexed();
}
