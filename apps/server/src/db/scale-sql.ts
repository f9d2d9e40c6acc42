import { count, like, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "./database.ts";

/**
 * SQL pieces of the scale seeds, which make their rows inside the database (`generate_series`),
 * so a million rows cost a few statements rather than a million round trips. Values are picked by
 * a hash of the row number: the same scale gives the same data on every run and every database.
 */

/** How many rows one INSERT … SELECT makes: big enough to be bulk, small enough for PGlite's memory. */
export const SCALE_BATCH = 50_000;

/** A well-spread, non-negative bigint of row number `i` (a column or expression) for one purpose (`salt`). */
export function hashOf(i: SQL, salt: number): SQL {
  // Knuth's multiplicative hash modulo a prime below 2^32; stays inside bigint for i up to 1e9.
  return sql`(((${i})::bigint + ${salt}::bigint) * 2654435761 % 4294967291)`;
}

/**
 * Like hashOf, but independent across salts. hashOf's values for two salts differ by a constant
 * (modulo its prime), so picks from short lists by two salts go together (a certified company
 * would rarely be in 长春); a list filtered by two such picks needs this one.
 */
export function independentHashOf(i: SQL, salt: number): SQL {
  return sql`abs(hashtext((${i})::text || ':' || ${salt}::text)::bigint)`;
}

/** One of `values`, chosen by the hash (a jsonb array parameter, so no value is spliced into SQL). */
export function pickOf(values: readonly string[], hash: SQL): SQL {
  return sql`(${JSON.stringify(values)}::jsonb ->> ((${hash}) % ${values.length})::int)`;
}

/** Row `g.i`'s hash for one purpose (`g.i`: the `generate_series` row number the seeds select from). */
export function rowHash(salt: number): SQL {
  return hashOf(sql`g.i`, salt);
}

/** One of several integers (ids), picked by hash, as an int expression. */
export function pickId(ids: readonly number[], hash: SQL): SQL {
  return sql`(${pickOf(ids.map(String), hash)})::int`;
}

const DAY_SECONDS = 86_400;

/** A time up to two years back from now, spread by row `g.i`'s hash for `salt`. */
export function backInTime(salt: number): SQL {
  return sql`now() - make_interval(secs => (${rowHash(salt)} % ${730 * DAY_SECONDS})::double precision)`;
}

/** Runs `insert(from, to)` over 1-based row numbers `from..to` in batches; returns how many it asked for. */
export async function inBatches(from: number, to: number, insert: (from: number, to: number) => Promise<unknown>): Promise<number> {
  for (let start = from; start <= to; start += SCALE_BATCH) await insert(start, Math.min(to, start + SCALE_BATCH - 1));
  return Math.max(0, to - from + 1);
}

/**
 * How many rows a scale seed made on an earlier run: those whose key starts with the seed's prefix.
 * Each run numbers its rows on from there, so topping up to a larger scale adds only the difference.
 */
export async function seededCount(db: Database, key: PgColumn, prefix: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(key.table)
    .where(like(key, `${prefix}%`));
  return row?.n ?? 0;
}

/** The first column of the first row of a raw query, as a number (both drivers answer `{ rows }`). */
export async function numberOf(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const first = result.rows[0];
  return first ? Number(Object.values(first)[0] ?? 0) : 0;
}
