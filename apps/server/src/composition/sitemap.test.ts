import { SITEMAP_ENTRIES_LIMIT, SITEMAP_TYPES, sitemapCalls } from "@cidp/api-client/contract";
import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopDecorations } from "../capabilities/shop/schema.ts";
import { shopServices } from "../capabilities/shop-service/schema.ts";
import type { Database } from "../db/database.ts";
import { formatDateTime } from "../http/format.ts";
import { qualificationCertificates } from "../platform/certification/schema.ts";
import { seedScaleArticles } from "../platform/cms/articles-scale.seed.ts";
import { articles, navItems } from "../platform/cms/schema.ts";
import { companyProfiles } from "../platform/company/schema.ts";
import { businesses } from "../platform/member/schema.ts";
import { createSitemapRepository, type SitemapType } from "../platform/sitemap/repository.ts";
import { type PlannedDatabase, plannedPglite } from "../testing/query-plans.ts";
import { expectFailure } from "../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

async function files() {
  const response = await t.app.inject({ method: "GET", url: sitemapCalls.files.path });
  expect(response.statusCode, response.body).toBe(200);
  return sitemapCalls.files.response.parse(response.json()).data;
}

async function entries(query: string) {
  const response = await t.app.inject({ method: "GET", url: `${sitemapCalls.entries.path}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return sitemapCalls.entries.response.parse(response.json()).data;
}

/** Every entry of a kind, read `size` at a time through the cursor. */
async function walk(type: SitemapType, size: number) {
  const all: { id: number; lastmod: string }[] = [];
  let after = 0;
  for (let calls = 0; calls < 1_000; calls++) {
    const page = await entries(`type=${type}&after=${after}&size=${size}`);
    all.push(...page.records);
    if (page.next === null) return all;
    expect(page.records.length).toBe(size);
    after = page.next;
  }
  throw new Error("the cursor never ended");
}

/** A channel's articles as the table holds them, in the sitemap's order (by id). */
async function channel(db: Database, category: string) {
  const rows = await db
    .select({ id: articles.id, publishedAt: articles.publishedAt })
    .from(articles)
    .where(eq(articles.category, category))
    .orderBy(asc(articles.id));
  return rows.map((row) => ({ id: row.id, lastmod: formatDateTime(row.publishedAt) }));
}

describe("sitemap calls (the portal's robots.txt and sitemaps)", () => {
  it("lists one file per kind with content, the range of its ids, dated by its newest row", async () => {
    const list = await files();
    for (const type of ["news", "policy", "industry", "salon", "party", "knowledge", "help", "companies", "qualifications"] as const) {
      const [file, ...more] = list.filter((candidate) => candidate.type === type);
      expect(more, type).toEqual([]);
      const ids = (await entries(`type=${type}`)).records.map((entry) => entry.id);
      expect(file, type).toMatchObject({ type, page: 1, after: (ids[0] ?? 0) - 1 });
      expect(file?.before, type).toBeGreaterThan(ids.at(-1) ?? 0);
    }
    const news = await channel(t.database.db, "news");
    expect(list.find((file) => file.type === "news")?.lastmod).toBe(news.at(-1)?.lastmod);
    // Kinds in the contract's order, so the portal's index is stable.
    expect(list.map((file) => file.type)).toEqual(SITEMAP_TYPES.filter((type) => list.some((file) => file.type === type)));
  });

  it("answers a channel's articles in id order with `yyyy-MM-dd HH:mm:ss` times, to anyone", async () => {
    const page = await entries("type=news");
    expect(page.next).toBeNull();
    expect(page.records).toEqual(await channel(t.database.db, "news"));
    expect(page.records[0]?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Knowledge articles are their own kind; no other channel's article is listed as news.
    const knowledge = await entries("type=knowledge");
    expect(knowledge.records.length).toBeGreaterThan(0);
    expect(knowledge.records.some((entry) => page.records.some((news) => news.id === entry.id))).toBe(false);
  });

  it("lists only the footer's help pages that have content, and only certified companies and certificates", async () => {
    const help = await entries("type=help");
    const pages = await t.database.db
      .select({ id: navItems.id })
      .from(navItems)
      .where(and(eq(navItems.menuCode, "INDUSTRY_NAVIGATE_FOOT"), ne(navItems.content, "")));
    expect(help.records.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(pages.map((page) => page.id).sort((a, b) => a - b));
    const companies = await entries("type=companies");
    expect(companies.records.length).toBeGreaterThan(0);
    const certified = await t.database.db
      .select({ id: companyProfiles.businessId })
      .from(companyProfiles)
      .innerJoin(businesses, eq(businesses.id, companyProfiles.businessId))
      .where(eq(businesses.certificationState, "certified"));
    expect(companies.records.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(certified.map((row) => row.id).sort((a, b) => a - b));
    const certificates = await entries("type=qualifications");
    const reviewed = await t.database.db
      .select({ id: qualificationCertificates.id })
      .from(qualificationCertificates)
      .where(eq(qualificationCertificates.state, "certified"));
    expect(certificates.records.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(reviewed.map((row) => row.id).sort((a, b) => a - b));
  });

  it.each([1, 2, 3, 7])("pages a kind by key %i at a time: every entry once, in order, the cursor ending exactly at the end", async (size) => {
    const whole = await entries("type=policy");
    expect(await walk("policy", size)).toEqual(whole.records);
  });

  it("lists only the services on sale, and only published shops of certified companies", async () => {
    const services = await entries("type=services");
    const listed = await t.database.db.select({ id: shopServices.id }).from(shopServices).where(eq(shopServices.state, "listed"));
    expect(services.records.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(listed.map((row) => row.id).sort((a, b) => a - b));
    expect(listed.length).toBeGreaterThan(0);
    const shops = await entries("type=shops");
    const published = await t.database.db.select({ id: shopDecorations.businessId }).from(shopDecorations).where(isNotNull(shopDecorations.publishedAt));
    expect(shops.records.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(published.map((row) => row.id).sort((a, b) => a - b));
    expect(published.length).toBeGreaterThan(0);
  });

  it("answers nothing after the last entry, and nothing after an id that is not there", async () => {
    const whole = await entries("type=salon");
    const last = whole.records.at(-1);
    expect(await entries(`type=salon&after=${last?.id}`)).toEqual({ records: [], next: null });
    expect(await entries("type=salon&after=2147483647")).toEqual({ records: [], next: null });
    // Exactly `size` left: the page says there is more, and the next is empty.
    const tail = whole.records.at(-3)?.id;
    const lastTwo = await entries(`type=salon&after=${tail}&size=2`);
    expect(lastTwo.records).toEqual(whole.records.slice(-2));
    expect(lastTwo.next).toBeNull();
  });

  it.each([["type=news&size=0"], [`type=news&size=${SITEMAP_ENTRIES_LIMIT + 1}`], ["type=news&after=-1"], ["type=news&after=abc"], ["type=members"], [""]])(
    "refuses %s with 400",
    async (query) => {
      expectFailure(await t.app.inject({ method: "GET", url: `${sitemapCalls.entries.path}?${query}` }), 400);
    },
  );

  it("has no file and no entry for a kind without public content", async () => {
    await t.database.db.update(qualificationCertificates).set({ state: "pending" }).where(eq(qualificationCertificates.state, "certified"));
    expect((await files()).filter((file) => file.type === "qualifications")).toEqual([]);
    expect(await entries("type=qualifications")).toEqual({ records: [], next: null });
  });
});

describe("sitemap files split at the file size", () => {
  // The file size is 50,000 in production; the split is the same rule at any size.
  const repository = () => createSitemapRepository(t.database.db, { fileLimit: 3 });

  it("ranges a kind's ids into files of the file size: each within its range, together every entry once, the last dated by the newest row", async () => {
    const whole = await channel(t.database.db, "news");
    const list = (await repository().files()).filter((file) => file.type === "news");
    const [first, last] = [whole[0]?.id ?? 0, whole.at(-1)?.id ?? 0];
    expect(list.length).toBe(Math.floor((last - first) / 3) + 1);
    const read = [];
    for (const [index, file] of list.entries()) {
      expect(file).toMatchObject({ page: index + 1, after: first - 1 + index * 3, before: first + (index + 1) * 3 });
      const inFile = (await repository().entries("news", file.after, 10, file.before)).records;
      expect(inFile.length).toBeLessThanOrEqual(3);
      for (const entry of inFile) expect(entry.id > file.after && entry.id < file.before).toBe(true);
      read.push(...inFile);
    }
    expect(read).toEqual(whole);
    const dated = list.filter((file) => file.lastmod !== null);
    expect(dated).toEqual([list.at(-1)]);
    expect(dated[0]?.lastmod).toBe(whole.at(-1)?.lastmod);
  });

  it("keeps a file's entries when content arrives: a new row lands in the last file", async () => {
    const before = (await repository().files()).filter((file) => file.type === "news");
    const [template] = await t.database.db.select().from(articles).where(eq(articles.category, "news")).limit(1);
    if (!template) throw new Error("no news to copy");
    const { id: _id, ...copy } = template;
    const [added] = await t.database.db
      .insert(articles)
      .values({ ...copy, title: "新增：长春市建筑市场信用评价结果公示", publishedAt: new Date() })
      .returning({ id: articles.id });
    const after = (await repository().files()).filter((file) => file.type === "news");
    // The files before stay as they were (the last one may widen into files after it).
    const ranges = (list: typeof before) => list.slice(0, before.length - 1).map(({ after: from, before: to }) => [from, to]);
    expect(ranges(after)).toEqual(ranges(before));
    const holder = after.find((file) => (added?.id ?? 0) > file.after && (added?.id ?? 0) < file.before);
    expect(holder).toBe(after.at(-1));
    expect(holder?.lastmod).not.toBeNull();
  });
});

describe("sitemap reads at scale", () => {
  let planned: PlannedDatabase;
  beforeAll(async () => {
    planned = await plannedPglite();
    await seedScaleArticles(planned.db, 12_000);
    await planned.db.execute(sql.raw("vacuum analyze article"));
  }, 180_000);
  afterAll(() => planned?.close());

  it("lists a channel's files by index probes and reads a file from its id range, never scanning the article table", async () => {
    const repository = createSitemapRepository(planned.db, { fileLimit: 2_000 });
    const [file] = (await repository.files()).filter((candidate) => candidate.type === "news");
    const first = await repository.entries("news", file?.after ?? 0, 500, file?.before);
    const plans = [
      ...(await planned.plansOf(() => repository.files())),
      ...(await planned.plansOf(() => repository.entries("news", file?.after ?? 0, 500, file?.before))),
      ...(await planned.plansOf(() => repository.entries("news", first.next ?? 0, 500, file?.before))),
    ];
    const articleReads = plans.flatMap((plan) => plan.nodes.filter((node) => node.relation === "article"));
    expect(articleReads.filter((node) => node.nodeType === "Seq Scan")).toEqual([]);
    expect(new Set(articleReads.map((node) => node.index))).toContain("article_pkey");
  });
});
