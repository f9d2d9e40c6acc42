import { SEARCH_COUNT_CAP, SEARCH_KINDS, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, SEARCH_PERIODS } from "@cidp/api-client/contract";
import { and, asc, desc, eq, gte, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { dictEntries } from "../cms/schema.ts";
import { searchDocuments } from "./schema.ts";
import { queryTerms, termsQuery } from "./segmenter.ts";
import { snippetOf } from "./snippet.ts";

type Kind = (typeof SEARCH_KINDS)[number];
type Period = (typeof SEARCH_PERIODS)[number];

const DAY_MS = 86_400_000;
const PERIOD_DAYS: Record<Period, number> = { week: 7, month: 30, year: 365 };
/** The dictionary of hot words offered when nothing matches. */
const HOT_WORDS_CODE = "industry_search_hot_words";
/** The matches a search ranks: its deepest page's worth, newest first. */
const RANKED = SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE;
/** Where the newest matches are looked for first (days back; null: all time). */
const NEWEST_WINDOWS_DAYS = [90, 365, null] as const;

export interface SearchRequest {
  keyword: string;
  kind?: Kind | undefined;
  period?: Period | undefined;
  current: number;
}

/**
 * The global search over the one index (schema.ts). Every read is bounded whatever the index
 * holds: counts stop at SEARCH_COUNT_CAP, and the ranking takes the newest RANKED matches (an
 * index range read backwards for a common word, the GIN index for a rare one: the planner picks)
 * and puts those with the words in their title first.
 */
export function createSearchRepository(db: Database, now: () => Date = () => new Date()) {
  const matching = (query: string) => sql`${searchDocuments.terms} @@ ${query}::tsquery`;
  const since = (period: Period) => new Date(now().getTime() - PERIOD_DAYS[period] * DAY_MS);

  /**
   * Counts of the first SEARCH_COUNT_CAP matches by kind, in all and per period: grouped in the
   * database, so a few rows cross to the services rather than a thousand.
   */
  function sampleCounts(query: string) {
    const capped = db
      .select({ kind: searchDocuments.kind, publishedAt: searchDocuments.publishedAt })
      .from(searchDocuments)
      .where(matching(query))
      .limit(SEARCH_COUNT_CAP)
      .as("capped");
    const within = (p: Period) => sql<number>`count(*) filter (where ${capped.publishedAt} >= ${since(p)})`.mapWith(Number);
    return db
      .select({ kind: capped.kind, all: sql<number>`count(*)`.mapWith(Number), week: within("week"), month: within("month"), year: within("year") })
      .from(capped)
      .groupBy(capped.kind);
  }

  /** Matches of a filtered search, counted up to SEARCH_COUNT_CAP. */
  async function boundedTotal(where: SQL): Promise<number> {
    const capped = db.select({ one: sql`1` }).from(searchDocuments).where(where).limit(SEARCH_COUNT_CAP).as("capped");
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped);
    return row?.n ?? 0;
  }

  /**
   * A page of a search with fewer matches than the cap: all of them (one pass of the GIN index),
   * title hits first, then newest first.
   */
  async function allRanked(where: SQL, titleHit: SQL<boolean>, current: number) {
    const matches = db
      .select({ id: searchDocuments.id, publishedAt: searchDocuments.publishedAt, titleHit: titleHit.as("title_hit") })
      .from(searchDocuments)
      .where(where)
      .limit(SEARCH_COUNT_CAP)
      .as("matches");
    return db
      .select({ id: matches.id, titleHit: matches.titleHit })
      .from(matches)
      .orderBy(desc(matches.titleHit), desc(matches.publishedAt), desc(matches.id))
      .limit(SEARCH_PAGE_SIZE)
      .offset((current - 1) * SEARCH_PAGE_SIZE);
  }

  /**
   * A page of a search past the cap: the newest RANKED matches, title hits first among them. They
   * are looked for in the last quarter, then the last year, then all time: the GIN index and the
   * time index together fetch only the rows of the window, and a word in thousands of documents
   * has its newest 200 in the first one. The answer is the same as one read of all time.
   */
  async function newestRanked(where: SQL, titleHit: SQL<boolean>, current: number) {
    let ranked: { id: number; titleHit: boolean }[] = [];
    for (const days of NEWEST_WINDOWS_DAYS) {
      const window = days === null ? where : (and(where, gte(searchDocuments.publishedAt, new Date(now().getTime() - days * DAY_MS))) as SQL);
      ranked = await db
        .select({ id: searchDocuments.id, titleHit })
        .from(searchDocuments)
        .where(window)
        .orderBy(desc(searchDocuments.publishedAt), desc(searchDocuments.id))
        .limit(RANKED);
      if (ranked.length === RANKED) break;
    }
    // Title hits first, each group newest first (the sort is stable).
    ranked.sort((a, b) => Number(b.titleHit) - Number(a.titleHit));
    return ranked.slice((current - 1) * SEARCH_PAGE_SIZE, current * SEARCH_PAGE_SIZE);
  }

  /** Words of the keyword that find something alone, then the hot words: what to try instead. */
  async function suggestions(terms: string[]): Promise<string[]> {
    const alone: string[] = [];
    if (terms.length > 1) {
      for (const term of terms) {
        const [hit] = await db
          .select({ one: sql`1` })
          .from(searchDocuments)
          .where(matching(termsQuery([term])))
          .limit(1);
        if (hit) alone.push(term);
      }
    }
    const hot = await db
      .select({ word: dictEntries.dictValue })
      .from(dictEntries)
      .where(and(eq(dictEntries.code, HOT_WORDS_CODE), isNull(dictEntries.parentId)))
      .orderBy(asc(dictEntries.sort), asc(dictEntries.id));
    return [...new Set([...alone, ...hot.map((row) => row.word)])];
  }

  return {
    async search({ keyword, kind, period, current }: SearchRequest) {
      const terms = keyword === "" ? [] : queryTerms(keyword);
      const base = { keyword, terms, records: [], current, size: SEARCH_PAGE_SIZE };
      const noCounts = {
        kinds: SEARCH_KINDS.map((value) => ({ value, count: 0 })),
        periods: SEARCH_PERIODS.map((value) => ({ value, count: 0 })),
      };
      if (terms.length === 0) {
        return { ...base, total: 0, capped: false, pages: 0, ...noCounts, suggestions: keyword === "" ? [] : await suggestions([]) };
      }

      const counted = await sampleCounts(termsQuery(terms));
      const matches = counted.reduce((sum, row) => sum + row.all, 0);
      if (matches === 0) return { ...base, total: 0, capped: false, pages: 0, ...noCounts, suggestions: await suggestions(terms) };
      const exact = matches < SEARCH_COUNT_CAP;
      const countOf = (which: { kind?: Kind | undefined; period?: Period | undefined }) =>
        counted.filter((row) => !which.kind || row.kind === which.kind).reduce((sum, row) => sum + (which.period ? row[which.period] : row.all), 0);
      const kinds = SEARCH_KINDS.map((value) => ({ value, count: exact ? countOf({ kind: value, period }) : null }));
      const periods = SEARCH_PERIODS.map((value) => ({ value, count: exact ? countOf({ kind, period: value }) : null }));

      const conditions: SQL[] = [matching(termsQuery(terms, kind))];
      if (period) conditions.push(gte(searchDocuments.publishedAt, since(period)));
      const where = and(...conditions) as SQL;
      const total = exact ? countOf({ kind, period }) : await boundedTotal(where);
      const capped = total >= SEARCH_COUNT_CAP;
      const pages = Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), SEARCH_MAX_PAGE);
      const counts = { total, capped, pages, kinds, periods, suggestions: [] };
      if (current > pages) return { ...base, ...counts };

      // A title hit: every word is in the title (the title is in the row; the words are lower case).
      const titleHit = sql<boolean>`(${sql.join(
        terms.map((term) => sql`strpos(lower(${searchDocuments.title}), ${term}) > 0`),
        sql` and `,
      )})`;
      const page = capped ? await newestRanked(where, titleHit, current) : await allRanked(where, titleHit, current);
      const rows =
        page.length === 0
          ? []
          : await db
              .select({
                id: searchDocuments.id,
                kind: searchDocuments.kind,
                refId: searchDocuments.refId,
                title: searchDocuments.title,
                body: searchDocuments.body,
                publishedAt: searchDocuments.publishedAt,
              })
              .from(searchDocuments)
              .where(
                inArray(
                  searchDocuments.id,
                  page.map((row) => row.id),
                ),
              );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const shown = page.flatMap((hit) => {
        const row = byId.get(hit.id);
        return row ? [{ ...row, titleHit: hit.titleHit }] : [];
      });
      return {
        ...base,
        ...counts,
        records: shown.map((row) => ({
          kind: row.kind as Kind,
          refId: row.refId,
          title: row.title,
          snippet: snippetOf(row.body, terms),
          time: formatDateTime(row.publishedAt),
          titleHit: row.titleHit,
        })),
      };
    },
  };
}
