import { SEARCH_FACET_CAP } from "@cidp/api-client/contract";
import { and, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.ts";
import { countFromSample, type RankedSample } from "./facet-sample.ts";
import { throughBitmapsOnly } from "./gin-only.ts";
import type { SearchScope } from "./ranking-repository.ts";
import { searchDocuments } from "./schema.ts";
import { termsQuery } from "./segmenter.ts";

/**
 * How many of the newest documents of a facet's scope a common word's count looks through before
 * the GIN index is asked instead: a word in one in five of them reaches the cap in that slice.
 */
const FACET_EXAMINED = 500;

/**
 * The matches of a search in each of `scopes`, each counted up to SEARCH_FACET_CAP (a count at the
 * cap means "at least"), in at most two statements whatever the index holds. What the ranking's
 * newest matches already tell (facet-sample.ts) is not read again.
 *
 * A common word (`common`: the ranking found it dense among the newest documents) is counted first
 * along each scope's date index, newest first, stopping at the cap or after FACET_EXAMINED rows. A
 * scope with fewer documents than that (a type with few, a short period) is counted there to the
 * last one. A scope where the word comes short of the cap in a full slice (a type it is rare in),
 * and every scope of a rare word, is counted through the GIN index, stopping at the cap: the type
 * is a word of the query there, so the index intersects it with the others and only matches are
 * fetched. (Before the whole-scope case was taken as final, a common word narrowed to a month at
 * 1e6 documents counted each of the fifteen types with a handful of documents through the GIN
 * index again: p50 50 ms on PGlite.)
 */
export async function cappedFacetCounts(
  db: Database,
  terms: readonly string[],
  scopes: readonly SearchScope[],
  { sample, common }: { sample: RankedSample; common: boolean },
): Promise<number[]> {
  const counts: (number | null)[] = scopes.map((scope) => countFromSample(scope, sample));
  if (common) {
    const along = await countEach(
      db,
      scopes.flatMap((scope, facet) => (counts[facet] === null ? [{ facet, read: alongDates(db, terms, scope) }] : [])),
    );
    for (const [facet, { n, settled }] of along) if (settled) counts[facet] = n;
  }
  const rest = scopes.flatMap((scope, facet) => (counts[facet] === null ? [{ facet, read: throughGin(db, terms, scope) }] : []));
  if (rest.length > 0) for (const [facet, { n }] of await throughBitmapsOnly(db, (tx) => countEach(tx, rest))) counts[facet] = n;
  return counts.map((n) => n ?? 0);
}

/** A subquery of one row: `n`, the matches it counted, and `settled`, whether `n` is final. */
type CappedRead = SQL;

/**
 * Matches among the newest FACET_EXAMINED documents of the scope (by the type and date index), up
 * to the cap; settled at the cap, or when the scope holds fewer documents than the slice (a short
 * read of the same index, made only then: Postgres runs a CASE's subquery when its branch is taken).
 */
function alongDates(db: Database, terms: readonly string[], scope: SearchScope): CappedRead {
  const inScope = and(scope.kind ? eq(searchDocuments.kind, scope.kind) : undefined, scope.since ? gte(searchDocuments.publishedAt, scope.since) : undefined);
  const newestFirst = [desc(searchDocuments.publishedAt), desc(searchDocuments.id)];
  const recent = db
    .select({ terms: searchDocuments.terms })
    .from(searchDocuments)
    .where(inScope)
    .orderBy(...newestFirst)
    .limit(FACET_EXAMINED)
    .as("recent");
  const matched = db
    .select({ one: sql`1` })
    .from(recent)
    .where(sql`${recent.terms} @@ ${termsQuery(terms)}::tsquery`)
    .limit(SEARCH_FACET_CAP)
    .as("matched");
  const slice = db
    .select({ one: sql`1` })
    .from(searchDocuments)
    .where(inScope)
    .orderBy(...newestFirst)
    .limit(FACET_EXAMINED)
    .as("slice");
  return sql`(select m.n, case when m.n >= ${SEARCH_FACET_CAP} then true else (select count(*) from ${slice}) < ${FACET_EXAMINED} end as settled
    from (select count(*) as n from ${matched}) as m)`;
}

/** Matches of the scope through the GIN index (the type as a word of the query), up to the cap. */
function throughGin(db: Database, terms: readonly string[], scope: SearchScope): CappedRead {
  const matched = db
    .select({ one: sql`1` })
    .from(searchDocuments)
    .where(
      and(sql`${searchDocuments.terms} @@ ${termsQuery(terms, scope.kind)}::tsquery`, scope.since ? gte(searchDocuments.publishedAt, scope.since) : undefined),
    )
    .limit(SEARCH_FACET_CAP)
    .as("matched");
  return sql`(select count(*) as n, true as settled from ${matched})`;
}

/** Runs the capped counts in one statement: a row per facet, each count planned on its own. */
async function countEach(db: Database, reads: { facet: number; read: CappedRead }[]): Promise<Map<number, { n: number; settled: boolean }>> {
  const rows = reads.map(({ facet, read }) =>
    db
      .select({ facet: sql<number>`${facet}::int`.mapWith(Number), n: sql<number>`counted.n`.mapWith(Number), settled: sql<boolean>`counted.settled` })
      .from(sql`${read} as counted`),
  );
  const [first, second, ...more] = rows;
  if (!first) return new Map();
  const answered = second ? await unionAll(first, second, ...more) : await first;
  return new Map(answered.map((row) => [row.facet, { n: row.n, settled: row.settled }]));
}
