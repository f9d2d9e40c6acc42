import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SEARCH_FACET_CAP, SEARCH_KEYWORD_MAX, SEARCH_PAGE_SIZE, searchCalls } from "@cidp/api-client/contract";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectFailure } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { articles, navItems } from "../cms/schema.ts";
import { businesses } from "../member/schema.ts";
import { createSearchIndexRepository } from "./index-repository.ts";
import { drainSearchOutbox, termsLiteral } from "./indexer.ts";
import { searchDocuments, searchOutbox } from "./schema.ts";
import { queryTerms, termsQuery } from "./segmenter.ts";

let t: TestApp;
const ids = { titleHit: 0, bodyHit: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Two articles of one rare phrase: the older one has it in its title, the newer only in its body.
  const [titleHit] = await db
    .insert(articles)
    .values({
      category: "policy",
      title: "关于推进超低能耗被动式建筑高质量发展的实施意见",
      summary: "省住房和城乡建设厅印发实施意见。",
      content: "<p>各市（州）住房和城乡建设局：现将实施意见印发给你们。</p>",
      publishedAt: new Date("2021-03-01T02:00:00Z"),
      docNumber: "吉建科〔2021〕7号",
      issuingAuthority: "吉林省住房和城乡建设厅",
      validity: "valid",
    })
    .returning({ id: articles.id });
  const [bodyHit] = await db
    .insert(articles)
    .values({
      category: "news",
      title: "长春新区绿色建造示范项目开工",
      summary: "示范项目今日开工。",
      content: "<p>项目按<strong>超低能耗被动式建筑</strong>标准设计，&nbsp;预计年内主体封顶。</p>",
      publishedAt: new Date(),
    })
    .returning({ id: articles.id });
  ids.titleHit = titleHit?.id ?? 0;
  ids.bodyHit = bodyHit?.id ?? 0;
  await drainSearchOutbox(db);
});

afterAll(() => t.close());

async function search(query: Record<string, string | number>) {
  const response = await t.app.inject({
    method: "GET",
    url: searchCalls.search.path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(response.statusCode).toBe(200);
  return searchCalls.search.response.parse(response.json()).data;
}

describe("global search over the one index", () => {
  it("finds a Chinese word inside a longer phrase, title hits first although older", async () => {
    // 能耗 is inside 超低能耗: jieba's search mode indexes the inner word.
    const result = await search({ keyword: "能耗" });
    const found = result.records.map((record) => record.refId);
    expect(found.slice(0, 2)).toEqual([ids.titleHit, ids.bodyHit]);
    expect(result.records[0]).toMatchObject({ kind: "policy", titleHit: true });
    expect(result.records[1]).toMatchObject({ kind: "news", titleHit: false });
    // The snippet is plain text from around the hit (the markup and &nbsp; are gone).
    expect(result.records[1]?.snippet).toContain("超低能耗被动式建筑标准设计");
    expect(result.records[1]?.snippet).not.toMatch(/<|&nbsp;/);
    expect(result.terms).toEqual(["能耗"]);
  });

  it("needs every word of a phrase, and finds a policy by its 文号 or 发文机关", async () => {
    expect((await search({ keyword: "被动式建筑 实施意见" })).records.map((r) => r.refId)).toEqual([ids.titleHit]);
    expect((await search({ keyword: "吉建科〔2021〕7号" })).records.map((r) => r.refId)).toContain(ids.titleHit);
  });

  it("finds seeded content of every kind: news, policy, knowledge, help, company, qualification", async () => {
    const db = t.database.db;
    const [help] = await db.select({ id: navItems.id, title: navItems.articleTitle }).from(navItems).where(sql`${navItems.content} <> ''`).limit(1);
    const [company] = await db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.certificationState, "certified"))
      .limit(1);
    expect(help && company).toBeTruthy();
    expect((await search({ keyword: help?.title ?? "" })).records.some((r) => r.kind === "help" && r.refId === help?.id)).toBe(true);
    expect((await search({ keyword: company?.name ?? "" })).records.some((r) => r.kind === "company" && r.refId === company?.id)).toBe(true);
    const kinds = (await search({ keyword: "建筑" })).kinds.filter((facet) => (facet.count ?? 0) > 0).map((facet) => facet.value);
    expect(kinds).toEqual(expect.arrayContaining(["news", "policy", "knowledge", "company"]));
    expect((await search({ keyword: "资质" })).kinds.find((facet) => facet.value === "qualification")?.count ?? 0).toBeGreaterThan(0);
  });

  it("filters by type and period; each facet counts within the other's choice", async () => {
    const all = await search({ keyword: "能耗" });
    const policies = await search({ keyword: "能耗", kind: "policy" });
    expect(policies.records.every((r) => r.kind === "policy")).toBe(true);
    expect(policies.total).toBe(all.kinds.find((facet) => facet.value === "policy")?.count);
    const thisWeek = await search({ keyword: "能耗", period: "week" });
    expect(thisWeek.records.map((r) => r.refId)).toContain(ids.bodyHit);
    expect(thisWeek.records.map((r) => r.refId)).not.toContain(ids.titleHit);
    expect(thisWeek.total).toBe(all.periods.find((facet) => facet.value === "week")?.count);
  });

  it("pages: a page past the end is empty with the total kept; a bad page number is refused", async () => {
    const first = await search({ keyword: "建筑" });
    expect(first.records).toHaveLength(SEARCH_PAGE_SIZE);
    const second = await search({ keyword: "建筑", current: 2 });
    expect(second.records.map((r) => r.refId)).not.toContain(first.records[0]?.refId);
    const beyond = await search({ keyword: "建筑", current: first.pages + 1 });
    expect(beyond).toMatchObject({ records: [], total: first.total });
    for (const current of ["0", "-1", "abc", "1.5"]) {
      expectFailure(await t.app.inject({ method: "GET", url: searchCalls.search.path, query: { keyword: "建筑", current } }), 400, /页码不正确/);
    }
    expectFailure(await t.app.inject({ method: "GET", url: searchCalls.search.path, query: { keyword: "建筑", kind: "secret" } }), 400, /搜索类型不正确/);
  });

  it("offers words that find something alone, then hot words, when nothing matches", async () => {
    const none = await search({ keyword: "能耗 量子纠缠" });
    expect(none.total).toBe(0);
    expect(none.suggestions[0]).toBe("能耗");
    expect(none.suggestions).toContain("装配式建筑");
  });

  it("follows the content: an edited title is found by its new words only, a deleted article not at all", async () => {
    const db = t.database.db;
    const [row] = await db
      .insert(articles)
      .values({ category: "news", title: "冻土区桩基础施工技术交流会召开", content: "<p>交流会内容。</p>", publishedAt: new Date() })
      .returning({ id: articles.id });
    await drainSearchOutbox(db);
    expect((await search({ keyword: "冻土" })).records.map((r) => r.refId)).toEqual([row?.id]);
    await db
      .update(articles)
      .set({ title: "盐碱地桩基础施工技术交流会召开" })
      .where(eq(articles.id, row?.id ?? 0));
    expect(await drainSearchOutbox(db)).toBe(1);
    expect((await search({ keyword: "冻土" })).total).toBe(0);
    expect((await search({ keyword: "盐碱地" })).records.map((r) => r.refId)).toEqual([row?.id]);
    await db.delete(articles).where(eq(articles.id, row?.id ?? 0));
    await drainSearchOutbox(db);
    expect((await search({ keyword: "盐碱地" })).total).toBe(0);
    expect(await db.$count(searchDocuments, eq(searchDocuments.refId, row?.id ?? 0))).toBe(0);
  });

  it("stops counting at the ranked 200 (200+) and each facet at its cap, the newest 200 ranked with title hits first", async () => {
    const db = t.database.db;
    // 1,200 news of one word: 30 with it in the title, the rest in the body only; and three older policies.
    await db.execute(sql`
      insert into article (category, title, summary, content, published_at)
      select 'news',
        case when g.i % 40 = 0 then '沥青摊铺质量抽检通报（第' || g.i || '号）' else '道路养护工作简报（第' || g.i || '号）' end,
        '', '<p>本期重点是沥青摊铺的温度控制。</p>', now() - g.i * interval '1 hour'
      from generate_series(1, 1200) as g(i)`);
    await db.execute(sql`
      insert into article (category, title, summary, content, published_at)
      select 'policy', '关于沥青路面施工质量的通知（第' || g.i || '号）', '', '<p>通知正文。</p>', now() - (400 + g.i) * interval '1 day'
      from generate_series(1, 3) as g(i)`);
    await drainSearchOutbox(db);
    const result = await search({ keyword: "沥青" });
    expect(result).toMatchObject({ total: 200, capped: true, pages: 20 });
    // The common type stops at the cap; the rare one is counted exactly (through the GIN index).
    expect(Object.fromEntries(result.kinds.map((facet) => [facet.value, facet.count]))).toMatchObject({ news: SEARCH_FACET_CAP, policy: 3, help: 0 });
    expect(result.periods.map((facet) => facet.count)).toEqual([SEARCH_FACET_CAP, SEARCH_FACET_CAP, SEARCH_FACET_CAP]);
    // The title hits among the newest 200 (every 40th: 5 of them) come first.
    expect(result.records.map((record) => record.titleHit)).toEqual([true, true, true, true, true, false, false, false, false, false]);
    expect((await search({ keyword: "沥青", current: 2 })).records.every((record) => !record.titleHit)).toBe(true);
    // The deepest page is the 20th: the 200 ranked ones, none twice.
    const seen = new Set<number>();
    for (let current = 1; current <= 20; current++) for (const record of (await search({ keyword: "沥青", current })).records) seen.add(record.refId);
    expect(seen.size).toBe(200);
    // Narrowed to a type or a period: the facets count within the other's choice.
    const policies = await search({ keyword: "沥青", kind: "policy" });
    expect(policies).toMatchObject({ total: 3, capped: false, pages: 1 });
    expect(policies.periods.map((facet) => facet.count)).toEqual([0, 0, 0]);
    const lastWeek = await search({ keyword: "沥青", period: "week" });
    expect(lastWeek).toMatchObject({ total: 168, capped: false });
    expect(Object.fromEntries(lastWeek.kinds.map((facet) => [facet.value, facet.count]))).toMatchObject({ news: SEARCH_FACET_CAP, policy: 0 });
    expect((await search({ keyword: "沥青", kind: "news" })).capped).toBe(true);
  });

  it("ranks a rarer word's newest 200 the same whichever window (month, quarter, year) first holds them", async () => {
    const db = t.database.db;
    // 泥炭土 in 20 documents of the last month, 150 more before the quarter's end, 60 more in the
    // year and 30 older: the month and the quarter come short, the year holds the newest 200.
    await db.execute(sql`
      insert into article (category, title, summary, content, published_at)
      select 'news', '泥炭土地基处理简报（第' || g.i || '号）', '', '<p>泥炭土地基的处理方法。</p>',
        now() - (case when g.i <= 20 then g.i when g.i <= 170 then 30 + (g.i - 20) * 0.35 when g.i <= 230 then 100 + (g.i - 170) * 3 else 400 + g.i end) * interval '1 day'
      from generate_series(1, 260) as g(i)`);
    await drainSearchOutbox(db);
    const newest = (await db.execute(sql`
      select ref_id from search_document where terms @@ ${termsQuery(["泥炭土"])}::tsquery order by published_at desc, id desc limit 200`)) as unknown as {
      rows: { ref_id: number }[];
    };
    const ranked: number[] = [];
    for (let current = 1; current <= 20; current++) ranked.push(...(await search({ keyword: "泥炭土", current })).records.map((record) => record.refId));
    expect(ranked).toEqual(newest.rows.map((row) => row.ref_id));
  });

  it("answers an empty, overlong or hostile keyword safely: cut to the box's length, echoed as text", async () => {
    expect(await search({ keyword: "" })).toMatchObject({ keyword: "", records: [], total: 0, suggestions: [] });
    const long = "建筑".repeat(500);
    expect((await search({ keyword: long })).keyword).toHaveLength(SEARCH_KEYWORD_MAX);
    const hostile = "<script>alert(1)</script>' & | ! :* \\ (";
    const answer = await search({ keyword: hostile });
    expect(answer.keyword).toBe(hostile.trim());
    // The type's word in the index cannot be typed: jieba splits it at the colon.
    expect(queryTerms("kind:news")).not.toContain("kind:news");
  });

  it("never fails on the XSS corpus and the naughty strings", async () => {
    const corpora = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../../../../shared/corpora");
    const corpus = [
      ...(JSON.parse(readFileSync(path.join(corpora, "blns.json"), "utf8")) as string[]),
      ...readFileSync(path.join(corpora, "xss-payloads.txt"), "utf8").split("\n").slice(0, 100),
    ];
    for (const keyword of corpus) {
      const response = await t.app.inject({ method: "GET", url: searchCalls.search.path, query: { keyword } });
      expect(response.statusCode, keyword).toBe(200);
    }
    // About 600 searches: seconds on a quiet machine, more beside a build.
  }, 120_000);
});

describe("the index's words in Postgres", () => {
  it("any text gives a tsvector and any keyword a tsquery Postgres accepts", async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", maxLength: 60 }), fc.string({ unit: "binary", maxLength: 60 }), async (title, keyword) => {
        await db.execute(sql`select ${termsLiteral(title, keyword)}::tsvector`);
        const terms = queryTerms(keyword);
        if (terms.length > 0) await db.execute(sql`select ${termsQuery(terms)}::tsquery, ${termsQuery(terms, "news")}::tsquery`);
      }),
      { numRuns: 150 },
    );
  });
});

describe("the index's writes", () => {
  /** A document of a test source, as the indexer hands it to the repository. */
  const document = (refId: number, title: string) => ({ kind: "news", refId, title, body: "", publishedAt: new Date(), terms: termsLiteral(title, "") });
  const indexedOf = async (source: string) =>
    (await t.database.db.select({ refId: searchDocuments.refId }).from(searchDocuments).where(eq(searchDocuments.source, source)))
      .map((row) => row.refId)
      .sort();

  it("removes a batch's gone documents only together with writing its new ones", async () => {
    const db = t.database.db;
    const index = createSearchIndexRepository(db);
    await index.writeDocuments("atomic", [1, 2], [document(1, "原子写入甲"), document(2, "原子写入乙")]);
    // The batch's upsert fails (as a lost connection would) after its delete of document 1 ran.
    await db.execute(sql.raw("create function refuse_atomic_document() returns trigger language plpgsql as $$ begin raise exception 'write refused'; end $$"));
    await db.execute(
      sql.raw(
        "create trigger refuse_atomic before insert on search_document for each row when (new.source = 'atomic') execute function refuse_atomic_document()",
      ),
    );
    try {
      await expect(index.writeDocuments("atomic", [1, 2], [document(2, "原子写入丙")])).rejects.toThrow();
    } finally {
      await db.execute(sql.raw("drop trigger refuse_atomic on search_document"));
    }
    expect(await indexedOf("atomic")).toEqual([1, 2]);
    await index.writeDocuments("atomic", [1, 2], []);
    expect(await indexedOf("atomic")).toEqual([]);
  });

  it("writes in the caller's transaction when given its handle, and is undone with it", async () => {
    const rolledBack = t.database.db.transaction(async (tx) => {
      await createSearchIndexRepository(tx).writeDocuments("caller-tx", [7], [document(7, "事务内写入")]);
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    expect(await indexedOf("caller-tx")).toEqual([]);
  });

  it("drops the whole queue without indexing it (the scale seed without the index)", async () => {
    const db = t.database.db;
    const [queued] = await db
      .insert(articles)
      .values({ category: "news", title: "排队未入索引的快讯", summary: "", content: "<p>正文</p>", publishedAt: new Date() })
      .returning({ id: articles.id });
    const held = await db.select({ refId: searchOutbox.refId }).from(searchOutbox);
    expect(held.map((row) => row.refId)).toContain(queued?.id);
    expect(await createSearchIndexRepository(db).dropAllQueued()).toBe(held.length);
    expect(await db.select().from(searchOutbox)).toEqual([]);
    expect(await drainSearchOutbox(db)).toBe(0);
    expect(await indexedOf("article")).not.toContain(queued?.id);
  });
});
