import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlannedDatabase, plannedPglite, plannedPostgres, type StatementPlan } from "../../testing/query-plans.ts";
import { createSearchRepository } from "./repository.ts";

// The search's statements read bounded index ranges, never the whole index: EXPLAIN of the very
// statements each search sends, on an analyzed index of generated documents, on PGlite and — when
// DATABASE_URL names one — on Postgres. Words of every density: 建筑 in half the documents, 钢材
// in one in forty, 冻土 in one in a thousand; news nine in ten, policies the rest. Each row carries
// a body of the size a real one has, so the table is as many pages as the planner would weigh.
const DOCUMENTS = 20_000;

const reads = (plan: StatementPlan) => plan.nodes.filter((n) => n.relation === "search_document");

/** Each read of the index in the statements: its node, index, range and whether a LIMIT stops it. */
function readsOf(plans: StatementPlan[]) {
  return plans.flatMap((plan) =>
    reads(plan).map((n) => ({ node: n.nodeType, index: n.index, indexCond: n.indexCond, stoppedByLimit: n.stoppedByLimit, sql: plan.sql.slice(0, 300) })),
  );
}

/**
 * Every read of the index is an index read: the GIN index (only the words' matches), a range read
 * that streams into a LIMIT (it stops at its count), or a range of dates (a window or a period)
 * sorted after. A whole-table scan never happens, stopped by a LIMIT or not: a word that matches
 * nothing would read every row before the LIMIT is reached.
 */
function expectBounded(plans: StatementPlan[]) {
  expect(plans.length).toBeGreaterThan(0);
  for (const read of readsOf(plans)) {
    expect(read.node, JSON.stringify(read)).not.toBe("Seq Scan");
    // The page's own rows are fetched by their ids (the primary key): ten lookups, not a range.
    if ((read.node === "Index Scan" || read.node === "Index Only Scan") && read.index !== "search_document_pkey")
      expect(read.stoppedByLimit || /published_at >=/.test(read.indexCond ?? ""), JSON.stringify(read)).toBe(true);
  }
}

/** A statement the code runs with bitmaps only: it matches words of the index, not along the dates (the "recent" slice) nor by id. */
const isBitmapOnly = (plan: StatementPlan) => plan.sql.includes("@@") && !plan.sql.includes('"recent"');

const indexesOf = (plans: StatementPlan[]) => new Set(plans.flatMap((plan) => plan.nodes.map((n) => n.index).filter(Boolean)));

function planSuite(name: string, open: () => Promise<PlannedDatabase>) {
  describe(`search statements read bounded index ranges (${name})`, () => {
    let planned: PlannedDatabase;
    beforeAll(async () => {
      planned = await open();
      await planned.db.execute(sql`
        insert into search_document (kind, source, ref_id, title, body, published_at, terms)
        select case when g.i % 10 = 0 then 'policy' else 'news' end, 'article', g.i,
          '第' || g.i || '期' || case when g.i % 7 = 0 then '建筑' else '' end, repeat('正文', 250),
          now() - (g.i * 7919 % (3 * 365 * 24)) * interval '1 hour',
          array_to_tsvector(array_remove(array[
            case when g.i % 2 = 0 then '建筑' end,
            case when g.i % 40 = 3 then '钢材' end,
            case when g.i % 1000 = 5 then '冻土' end,
            '期', 'kind:' || case when g.i % 10 = 0 then 'policy' else 'news' end
          ], null) || array(
            -- Thirty more words each from a vocabulary of 5,000, few common and many rare (log-uniform),
            -- so the planner's statistics of the words look like a real index's.
            select distinct 'w' || floor(power(5000, (hashint4(g.i * 31 + j) & 65535) / 65536.0))::int from generate_series(1, 30) as j
          ))
        from generate_series(1, ${DOCUMENTS}) as g(i)`);
      await planned.db.execute(sql`analyze search_document`);
    }, 600_000);
    afterAll(() => planned?.close());

    type More = { kind?: "news" | "policy"; period?: "week" | "month" | "year"; current?: number };
    const run = (keyword: string, more: More) => () => createSearchRepository(planned.db).search({ keyword, current: 1, ...more });

    /**
     * The plans of one search: the statements read along the dates as planned by default, and the
     * statements the code runs with bitmaps only (gin-only.ts) as planned under those settings —
     * on PGlite, whose one connection takes them for the EXPLAINs too.
     */
    async function search(keyword: string, more: More = {}) {
      const plans = await planned.plansOf(run(keyword, more));
      const settings = plans.filter((plan) => plan.sql.includes("set_config('enable_seqscan'"));
      const underBitmaps = plans.filter(isBitmapOnly);
      // The code turns the settings on before every such read (one transaction each).
      if (underBitmaps.length > 0) expect(settings.length).toBeGreaterThan(0);
      expectBounded(plans.filter((plan) => !isBitmapOnly(plan) && !settings.includes(plan)));
      if (planned.driver === "pglite" && underBitmaps.length > 0) {
        await planned.db.execute(sql`select set_config('enable_seqscan', 'off', false), set_config('enable_indexscan', 'off', false)`);
        try {
          const replanned = (await planned.plansOf(run(keyword, more))).filter(isBitmapOnly);
          for (const read of readsOf(replanned)) expect(read.node, JSON.stringify(read)).toMatch(/^Bitmap (Heap|Index) Scan$/);
          expect(indexesOf(replanned)).toContain("search_document_terms_idx");
        } finally {
          await planned.db.execute(sql`reset enable_seqscan`);
          await planned.db.execute(sql`reset enable_indexscan`);
        }
      }
      return plans;
    }

    it("a common word: its newest matches and its facets along the date indexes, each read stopped by its LIMIT", async () => {
      const plans = await search("建筑");
      expect(indexesOf(plans)).toContain("search_document_published_idx");
      // Its newest matches come from the dates alone: no window of the GIN index is read. (Types with
      // no document of it are counted there: their word's posting list is empty.)
      expect(
        plans
          .filter(isBitmapOnly)
          .filter((plan) => plan.sql.includes("order by"))
          .map((plan) => plan.sql),
      ).toEqual([]);
    });

    it("a common word narrowed to a type and a period: the type+date index", async () => {
      expect(indexesOf(await search("建筑", { kind: "policy", period: "year" }))).toContain("search_document_kind_published_idx");
    });

    it("a rarer word and a rare one: the GIN index, with bitmaps only", async () => {
      for (const keyword of ["钢材", "冻土"]) expect((await search(keyword)).filter(isBitmapOnly).length, keyword).toBeGreaterThan(0);
    });

    it("two words, a deep page, and a word that matches nothing (with its suggestions)", async () => {
      await search("建筑 钢材");
      await search("建筑", { current: 20 });
      // Nothing matches: after the short read along the dates, only probes of the GIN index (checked
      // with bitmaps only in search()), and no facet is counted.
      const none = await search("量子 纠缠");
      expect(none.filter(isBitmapOnly).length).toBeGreaterThan(0);
      expect(none.filter((plan) => plan.sql.includes("union all")).map((plan) => plan.sql)).toEqual([]);
    });
  });
}

planSuite("PGlite", plannedPglite);
const postgresUrl = process.env.DATABASE_URL;
if (postgresUrl) planSuite("Postgres", () => plannedPostgres(postgresUrl));
