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
 * Where the newest matches of a rarer word are looked for next (days back; null: all time). A
 * window that comes short costs its read, one too wide reads every match in it (a two-word search
 * at 1e5 documents on PGlite: a year's 1,161 matches, 3,134 blocks, 29 ms); the quarter between
 * month and year keeps each read near the RANKED it needs (that search: p50 54 → 18 ms).
 */
const NEWEST_WINDOWS_DAYS = [30, 90, 365, null] as const;

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
 * A common word is read backwards along the scope's date index, a bounded number of rows. A rarer
 * one (fewer than RANKED matches in that slice) is looked for through the GIN index in the last
 * month, then the last quarter, then the last year, then all time: the GIN index and the date index together fetch only
 * the rows of the window, and a word in hundreds of documents has its newest RANKED in the first
 * window that holds that many (bitmaps only: gin-only.ts). Each way answers the same as one read
 * of all time.
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

  if (!common) {
    ranked = await throughBitmapsOnly(db, async (tx) => {
      let found: RankedMatch[] = [];
      for (const days of NEWEST_WINDOWS_DAYS) {
        const windowStart = days === null ? undefined : new Date(now.getTime() - days * DAY_MS);
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
