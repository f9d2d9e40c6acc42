import { SEARCH_KINDS, SEARCH_PAGE_SIZE, SEARCH_PERIODS } from "@cidp/api-client/contract";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { dictEntries } from "../cms/schema.ts";
import { cappedFacetCounts } from "./facet-repository.ts";
import { throughBitmapsOnly } from "./gin-only.ts";
import { newestMatches, RANKED, type SearchScope } from "./ranking-repository.ts";
import { searchDocuments } from "./schema.ts";
import { queryTerms, termsQuery } from "./segmenter.ts";
import { snippetOf } from "./snippet.ts";

type Kind = (typeof SEARCH_KINDS)[number];
type Period = (typeof SEARCH_PERIODS)[number];

const DAY_MS = 86_400_000;
const PERIOD_DAYS: Record<Period, number> = { week: 7, month: 30, year: 365 };
/** The dictionary of hot words offered when nothing matches. */
const HOT_WORDS_CODE = "industry_search_hot_words";

export interface SearchRequest {
  keyword: string;
  kind?: Kind | undefined;
  period?: Period | undefined;
  current: number;
}

/**
 * The global search over the one index (schema.ts). Every read is bounded whatever the index
 * holds: the ranking takes the newest RANKED matches (ranking-repository.ts) and puts those with
 * the words in their title first; the total is how many it found ("200+" at RANKED), and each
 * facet counts up to SEARCH_FACET_CAP (facet-repository.ts). Nothing counts every match.
 */
export function createSearchRepository(db: Database, now: () => Date = () => new Date()) {
  const since = (period: Period) => new Date(now().getTime() - PERIOD_DAYS[period] * DAY_MS);

  /** Whether anything at all matches the words (a filtered search that found nothing may still): the GIN index alone. */
  async function matchesAnything(terms: string[]): Promise<boolean> {
    const [hit] = await throughBitmapsOnly(db, (tx) =>
      tx
        .select({ one: sql`1` })
        .from(searchDocuments)
        .where(sql`${searchDocuments.terms} @@ ${termsQuery(terms)}::tsquery`)
        .limit(1),
    );
    return hit !== undefined;
  }

  /** Words of the keyword that find something alone, then the hot words: what to try instead. */
  async function suggestions(terms: string[]): Promise<string[]> {
    const alone: string[] = [];
    if (terms.length > 1) {
      for (const term of terms) if (await matchesAnything([term])) alone.push(term);
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

      const chosen: SearchScope = { kind, since: period ? since(period) : undefined };
      const { ranked, common } = await newestMatches(db, terms, { plain: termsQuery(terms), withKind: termsQuery(terms, kind) }, chosen, now());
      if (ranked.length === 0 && !((kind || period) && (await matchesAnything(terms)))) {
        return { ...base, total: 0, capped: false, pages: 0, ...noCounts, suggestions: await suggestions(terms) };
      }

      // Types within the chosen period, periods within the chosen type.
      const scopes: SearchScope[] = [
        ...SEARCH_KINDS.map((value) => ({ kind: value, since: chosen.since })),
        ...SEARCH_PERIODS.map((value) => ({ kind, since: since(value) })),
      ];
      // A filtered search's ranking says little about the other scopes: they are tried along the dates too.
      const counted = await cappedFacetCounts(db, terms, scopes, {
        sample: { chosen, matches: ranked, complete: ranked.length < RANKED },
        common: common || chosen.kind !== undefined || chosen.since !== undefined,
      });
      const kinds = SEARCH_KINDS.map((value, i) => ({ value, count: counted[i] ?? 0 }));
      const periods = SEARCH_PERIODS.map((value, i) => ({ value, count: counted[SEARCH_KINDS.length + i] ?? 0 }));

      const total = ranked.length;
      const pages = Math.ceil(total / SEARCH_PAGE_SIZE);
      const counts = { total, capped: total >= RANKED, pages, kinds, periods, suggestions: [] };
      const page = ranked.slice((current - 1) * SEARCH_PAGE_SIZE, current * SEARCH_PAGE_SIZE);
      if (page.length === 0) return { ...base, ...counts };

      const rows = await db
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
