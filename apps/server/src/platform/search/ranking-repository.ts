import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from "@cidp/api-client/contract";
import { and, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { throughBitmapsOnly } from "./gin-only.ts";
import { searchDocuments } from "./schema.ts";

const DAY_MS = 86_400_000;

/** The matches a search ranks: its deepest page's worth, newest first. */
export const RANKED = SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE;

/**
 * How many of the newest documents of a scope the first read looks through. A word in at least
 * one in five documents has its newest RANKED matches among them: found by one short index range
 * read, whatever the index holds. A rarer word costs this read in vain, so it stays short.
 */
export const NEWEST_EXAMINED = 1_000;

/**
 * Where the newest matches of a rarer word are looked for when the first window comes short (days
 * back; null: all time). A window that comes short costs its read, one too wide reads every match
 * in it (a two-word search at 1e5 documents on PGlite: a year's 1,161 matches, 3,134 blocks,
 * 29 ms); the quarter between month and year keeps each read near the RANKED it needs.
 */
const NEWEST_WINDOWS_DAYS = [30, 90, 365, null] as const;

/**
 * How much wider than the density of the first read says the first window is: a word with k
 * matches among the newest NEWEST_EXAMINED documents has its newest RANKED within about RANKED / k
 * times their span back; the margin absorbs the chance in k (at k = 30, one standard deviation is
 * under a fifth) so that the window rarely comes short, and keeps the matches it reads near 1.5 ×
 * RANKED whatever the index holds. (Two words in one document of thirty at 1e6 documents on
 * PGlite: the month window read 940 matches, the sized one 273.)
 */
const WINDOW_MARGIN = 1.5;

/** What a search is narrowed to: a type (`kind`) and a publish date from `since` on. */
export interface SearchScope {
  kind?: string | undefined;
  since?: Date | undefined;
}

/** The later of two optional dates (a window's start and a scope's). */
function later(a: Date | undefined, b: Date | undefined): Date | undefined {
  if (!a || !b) return a ?? b;
  return a > b ? a : b;
}

/** One ranked match: the document, its type and date (for the facets), and whether every word is in its title. */
export interface RankedMatch {
  id: number;
  kind: string;
  publishedAt: Date;
  titleHit: boolean;
}

/**
 * The newest RANKED matches of a search, title hits first among them (each group newest first),
 * and whether the word is common: found among the newest NEWEST_EXAMINED documents of the scope.
 *
 * A common word is read backwards along the scope's date index, a bounded number of rows. When
 * that slice was the whole scope, its matches are all there are. Otherwise a rarer word (fewer
 * than RANKED matches in the slice) is looked for through the GIN index in windows back from now:
 * first one sized by the slice's density (WINDOW_MARGIN), or the last month when the slice held
 * none; then the wider of the last quarter, the last year and all time. The GIN index and the date
 * index together fetch only the rows of the window (bitmaps only: gin-only.ts). Each way answers
 * the same as one read of all time: a window that holds RANKED matches holds the newest RANKED.
 */
export async function newestMatches(
  db: Database,
  terms: readonly string[],
  query: { plain: string; withKind: string },
  scope: SearchScope,
  now: Date,
): Promise<{ ranked: RankedMatch[]; common: boolean }> {
  // A title hit: every word is in the title (the title is in the row; the words are lower case).
  const titleHitOf = (title: SQL | typeof searchDocuments.title) =>
    sql<boolean>`(${sql.join(
      terms.map((term) => sql`strpos(lower(${title}), ${term}) > 0`),
      sql` and `,
    )})`;

  const scoped = and(scope.kind ? eq(searchDocuments.kind, scope.kind) : undefined, scope.since ? gte(searchDocuments.publishedAt, scope.since) : undefined);
  const recent = db
    .select({
      id: searchDocuments.id,
      kind: searchDocuments.kind,
      title: searchDocuments.title,
      terms: searchDocuments.terms,
      publishedAt: searchDocuments.publishedAt,
    })
    .from(searchDocuments)
    .where(scoped)
    .orderBy(desc(searchDocuments.publishedAt), desc(searchDocuments.id))
    .limit(NEWEST_EXAMINED)
    .as("recent");
  let ranked: RankedMatch[] = await db
    .select({ id: recent.id, kind: recent.kind, publishedAt: recent.publishedAt, titleHit: titleHitOf(sql`${recent.title}`) })
    .from(recent)
    .where(sql`${recent.terms} @@ ${query.plain}::tsquery`)
    .orderBy(desc(recent.publishedAt), desc(recent.id))
    .limit(RANKED);
  const common = ranked.length === RANKED;
  const reach = common ? undefined : await reachOfSlice(db, scoped);

  if (reach !== undefined) {
    const fixed = NEWEST_WINDOWS_DAYS.map((days) => (days === null ? undefined : new Date(now.getTime() - days * DAY_MS)));
    const sized = ranked.length === 0 ? undefined : new Date(now.getTime() - (now.getTime() - reach.getTime()) * (RANKED / ranked.length) * WINDOW_MARGIN);
    const starts = sized ? [sized, ...fixed.filter((start) => start === undefined || start < sized)] : fixed;
    ranked = await throughBitmapsOnly(db, async (tx) => {
      let found: RankedMatch[] = [];
      for (const windowStart of starts) {
        const from = later(windowStart, scope.since);
        found = await tx
          .select({ id: searchDocuments.id, kind: searchDocuments.kind, publishedAt: searchDocuments.publishedAt, titleHit: titleHitOf(searchDocuments.title) })
          .from(searchDocuments)
          .where(and(sql`${searchDocuments.terms} @@ ${query.withKind}::tsquery`, from ? gte(searchDocuments.publishedAt, from) : undefined))
          .orderBy(desc(searchDocuments.publishedAt), desc(searchDocuments.id))
          .limit(RANKED);
        // The window reached back past the scope's own start: nothing older is wanted.
        if (found.length === RANKED || from === scope.since) break;
      }
      return found;
    });
  }
  // Title hits first, each group newest first (the sort is stable).
  return { ranked: [...ranked].sort((a, b) => Number(b.titleHit) - Number(a.titleHit)), common };
}

/**
 * How far back the newest NEWEST_EXAMINED documents of the scope reach: the date of the last of
 * them, or undefined when the scope holds fewer (the first read saw it whole). A short read along
 * the same index the first read took.
 */
async function reachOfSlice(db: Database, scoped: SQL | undefined): Promise<Date | undefined> {
  const [last] = await db
    .select({ publishedAt: searchDocuments.publishedAt })
    .from(searchDocuments)
    .where(scoped)
    .orderBy(desc(searchDocuments.publishedAt), desc(searchDocuments.id))
    .offset(NEWEST_EXAMINED - 1)
    .limit(1);
  return last?.publishedAt;
}
