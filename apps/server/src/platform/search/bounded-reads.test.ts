import { SEARCH_FACET_CAP, type SEARCH_KINDS, type SEARCH_PERIODS } from "@cidp/api-client/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { RANKED } from "./ranking-repository.ts";
import { createSearchRepository } from "./repository.ts";
import { termsQuery } from "./segmenter.ts";

// The search's bounded reads (a slice along the dates, windows sized by the slice's density, facet
// counts settled by a whole small scope) answer exactly what one unbounded read would: the newest
// RANKED matches, and each facet's matches up to the cap. Checked on words whose dates defeat each
// shortcut: one dense, one steady, one that bursts among the newest and then only long ago (the
// window its density suggests comes short), one rare, one absent, in a small type and in periods.
const HOUR_MS = 3_600_000;
const DOCUMENTS = 3_000;
const now = new Date("2026-06-01T00:00:00Z");

/** Document i (1 = newest), every six hours back: which words it holds and its type. */
const wordsOf = (i: number): string[] =>
  [i % 3 === 0 && "建筑", i % 30 === 0 && "钢材", ((i <= 1_000 && i % 7 === 0) || i > 2_400) && "价格", i % 400 === 7 && "冻土", i % 50 === 1 && "施工"].filter(
    (word): word is string => typeof word === "string",
  );
const kindOf = (i: number) => (i % 300 === 0 ? "help" : i % 5 === 0 ? "policy" : "news");

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await database.db.execute(sql`
    insert into search_document (kind, source, ref_id, title, body, published_at, terms)
    select d.kind, 'article', d.i, '第' || d.i || '期', '', ${now}::timestamptz - d.i * interval '6 hours',
      array_to_tsvector(d.words || array['kind:' || d.kind])
    from jsonb_to_recordset(${JSON.stringify(Array.from({ length: DOCUMENTS }, (_, k) => ({ i: k + 1, kind: kindOf(k + 1), words: wordsOf(k + 1) })))}::jsonb)
      as d(i int, kind text, words text[])`);
  await database.db.execute(sql`analyze search_document`);
}, 120_000);
afterAll(() => database?.close());

const DAYS = { week: 7, month: 30, year: 365 } as const;
type Period = (typeof SEARCH_PERIODS)[number];
type Kind = (typeof SEARCH_KINDS)[number];

/** What one unbounded read answers: the matches of the words (and type, and period), newest first. */
async function allMatches(words: string[], kind?: Kind, period?: Period): Promise<number[]> {
  const since = period ? new Date(now.getTime() - DAYS[period] * 24 * HOUR_MS) : undefined;
  const { rows } = (await database.db.execute(sql`
    select ref_id from search_document
    where terms @@ ${termsQuery(words, kind)}::tsquery ${since ? sql`and published_at >= ${since}` : sql``}
    order by published_at desc, id desc`)) as unknown as { rows: { ref_id: number }[] };
  return rows.map((row) => row.ref_id);
}

const cases: { keyword: string; kind?: Kind; period?: Period }[] = [];
for (const keyword of ["建筑", "钢材", "价格", "冻土", "施工", "量子", "建筑 钢材", "价格 施工"])
  for (const kind of [undefined, "policy", "help"] as const) for (const period of [undefined, "month", "year"] as const) cases.push({ keyword, kind, period });

describe("the search's bounded reads answer as one unbounded read would", () => {
  it.each(cases)("$keyword, type $kind, period $period: the newest matches and every facet", async ({ keyword, kind, period }) => {
    const words = keyword.split(" ");
    const answer = await createSearchRepository(database.db, () => now).search({ keyword, kind, period, current: 1 });
    const expected = (await allMatches(words, kind, period)).slice(0, RANKED);
    expect(answer.total).toBe(expected.length);
    // No title holds a word, so the ranking is the newest first.
    expect(answer.records.map((record) => record.refId)).toEqual(expected.slice(0, answer.records.length));
    if (expected.length === 0) return;
    for (const { value, count } of answer.kinds)
      expect(count, `type ${value}`).toBe(Math.min((await allMatches(words, value, period)).length, SEARCH_FACET_CAP));
    for (const { value, count } of answer.periods)
      expect(count, `period ${value}`).toBe(Math.min((await allMatches(words, kind, value)).length, SEARCH_FACET_CAP));
  });

  it("ranks every page of the newest matches, including past the window a burst suggests", async () => {
    const search = createSearchRepository(database.db, () => now);
    for (const keyword of ["价格", "钢材"]) {
      const ranked: number[] = [];
      for (let current = 1; current <= RANKED / 10; current++)
        ranked.push(...(await search.search({ keyword, current })).records.map((record) => record.refId));
      expect(ranked, keyword).toEqual((await allMatches([keyword])).slice(0, RANKED));
    }
  });
});
