import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { catalogueCalls, searchCalls } from "@cidp/api-client/contract";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { businesses } from "../../platform/member/schema.ts";
import { notices } from "../../platform/notice/schema.ts";
import { drainSearchOutbox } from "../../platform/search/indexer.ts";
import { searchDocuments } from "../../platform/search/schema.ts";
import { createSitemapRepository } from "../../platform/sitemap/repository.ts";
import { createStoredFiles } from "../../platform/upload/stored-files.ts";
import { whileInsertsRefused } from "../../testing/refused-inserts.ts";
import { businessIdOf, contractCalls, dataOf, expectFailure, type LoggedIn, login, rowCount, storedUpload } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createProductReview } from "./product-review.ts";
import { catalogueProducts } from "./schema.ts";
import { listedProductsOf } from "./shop-products.ts";

let t: TestApp;
let zhang: LoggedIn;
let sun: LoggedIn;
let li: LoggedIn;
let liu: LoggedIn;
let hongyuan: number;
let review: ReturnType<typeof createProductReview>;

const { call } = contractCalls(() => t);

const upload = (who: LoggedIn, name = "rebar.jpg", size = 1000) => storedUpload(t.database.db, who.userId, name, size);

async function rebar(who: LoggedIn = zhang, patch: Record<string, unknown> = {}) {
  return {
    name: "HRB400E 螺纹钢 Φ18",
    category: "rebar",
    model: "Φ18mm×12m",
    brand: "鞍钢",
    standard: "GB/T 1499.2-2018",
    unit: "吨",
    priceKind: "tiers",
    tiers: [
      { minQty: 5, priceFen: 4_280_00 },
      { minQty: 50, priceFen: 4_200_00 },
      { minQty: 200, priceFen: 4_150_00 },
    ],
    moq: 5,
    region: "吉林省全境",
    description: "<p>抗震钢筋，<strong>附质保书</strong></p>",
    photoIds: [await upload(who)],
    reportIds: [await upload(who, "检测报告.pdf")],
    submit: false,
    ...patch,
  };
}

type Own = { id: number; state: string; priceText: string; rejectReason: string | null; descriptionHtml: string; photos: { url: string }[] };

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  review = createProductReview(t.database.db, createStoredFiles(t.database.db, "test-secret"));
  hongyuan = await businessIdOf(t.database.db, "91220101MA14XKQ355");
  zhang = await login(t, "13800000001", hongyuan);
  sun = await login(t, "13900000103", hongyuan);
  li = await login(t, "13800000002");
  liu = await login(t, "13900000301");
}, 60_000);
afterAll(() => t.close());

describe("the seeded catalogue", () => {
  it("has at least sixty products of ten companies, the demo companies among them, most on the market, each with a photo", async () => {
    const rows = await t.database.db.select().from(catalogueProducts);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.businessId)).size).toBeGreaterThanOrEqual(10);
    const huaxin = await businessIdOf(t.database.db, "91220106MA152W4H0D");
    expect(rows.some((r) => r.businessId === hongyuan)).toBe(true);
    expect(rows.some((r) => r.businessId === huaxin)).toBe(true);
    const states = rows.map((r) => r.state);
    expect(states.filter((s) => s === "listed").length).toBeGreaterThan(rows.length / 2);
    for (const state of ["draft", "reviewing", "delisted"]) expect(states).toContain(state);
    expect(rows.every((r) => r.photos.length > 0 && r.priceFen > 0)).toBe(true);
    expect(rows.some((r) => r.priceKind === "tiers" && r.tiers.length >= 2)).toBe(true);
  });

  it("shows a listed product to anyone, and neither a draft nor one waiting for review", async () => {
    const [listed] = await t.database.db.select().from(catalogueProducts).where(eq(catalogueProducts.state, "listed")).limit(1);
    const detail = dataOf<{ businessName: string; photos: unknown[]; priceText: string; categoryPath: string }>(
      await call(catalogueCalls.detail, null, { id: listed?.id ?? 0 }),
    );
    expect(detail.businessName).not.toBe("");
    expect(detail.photos.length).toBeGreaterThan(0);
    expect(detail.priceText).toMatch(/^¥[\d,]+\.\d\d\/\S+/);
    expect(detail.categoryPath).toContain(" › ");
    for (const state of ["draft", "reviewing"]) {
      const [hidden] = await t.database.db.select().from(catalogueProducts).where(eq(catalogueProducts.state, state)).limit(1);
      expectFailure(await call(catalogueCalls.detail, null, { id: hidden?.id ?? 0 }), 404);
    }
  });

  it("lists a company's catalogue with only its listed products, by category group", async () => {
    const all = dataOf<{ records: { businessId: number; state: string; category: string }[]; total: number }>(
      await call(catalogueCalls.catalogue, null, { businessId: hongyuan, size: 100 }),
    );
    expect(all.total).toBeGreaterThan(0);
    expect(all.records.every((r) => r.businessId === hongyuan && r.state === "listed")).toBe(true);
    const concrete = dataOf<{ records: { category: string }[] }>(
      await call(catalogueCalls.catalogue, null, { businessId: hongyuan, category: "concrete", size: 100 }),
    );
    expect(concrete.records.every((r) => ["ready-mix", "precast", "mortar"].includes(r.category))).toBe(true);
  });

  it("names the suppliers a business can source from: other certified companies in its groups", async () => {
    const answer = dataOf<{ businessId: number; suppliers: { businessId: number; categories: string[]; samples: { state: string }[] }[] }>(
      await call(catalogueCalls.suppliers, zhang),
    );
    expect(answer.businessId).toBe(hongyuan);
    const { suppliers } = answer;
    expect(suppliers.length).toBeGreaterThan(0);
    expect(suppliers.every((s) => s.businessId !== hongyuan && s.samples.every((p) => p.state === "listed"))).toBe(true);
    expect(suppliers.flatMap((s) => s.categories)).toEqual(expect.arrayContaining(["混凝土"]));
  });
});

describe("publishing a product", () => {
  it("saves a draft, submits it, the operator approves: public, searchable, in the sitemap and the shop", async () => {
    const draft = dataOf<Own>(await call(catalogueCalls.save, zhang, await rebar(zhang, { name: "HRB400E抗震螺纹钢 32f3f0" })));
    expect(draft.state).toBe("draft");
    expect(draft.priceText).toBe("¥4,150.00/吨 起");
    expectFailure(await call(catalogueCalls.detail, null, { id: draft.id }), 404);
    const mine = dataOf<{ records: { id: number }[]; counts: Record<string, number> }>(await call(catalogueCalls.mine, zhang, { state: "draft", size: 100 }));
    expect(mine.records.map((r) => r.id)).toContain(draft.id);
    expect(mine.counts.draft).toBeGreaterThan(0);
    const submitted = dataOf<Own>(await call(catalogueCalls.change, zhang, { id: draft.id, action: "submit" }));
    expect(submitted.state).toBe("reviewing");
    const queue = await review.queue();
    expect(queue.entries.map((e) => `${e.kind}:${e.id}`)).toContain(`product:${draft.id}`);
    const subject = await review.subject("product", draft.id);
    expect(subject?.fields).toEqual(expect.arrayContaining([["执行标准", "GB/T 1499.2-2018"]]));
    expect(subject?.bodyHtml).toContain("<strong>附质保书</strong>");
    expect(await review.decide("product", draft.id, 1, { approve: true })).toBe(true);
    expect(await review.decide("product", draft.id, 1, { approve: true })).toBe(false);
    const detail = dataOf<{ state: string; reports: { name: string; url: string }[]; tiers: unknown[] }>(
      await call(catalogueCalls.detail, null, { id: draft.id }),
    );
    expect(detail.state).toBe("listed");
    expect(detail.reports.map((r) => r.name)).toEqual(["检测报告.pdf"]);
    expect(detail.tiers).toHaveLength(3);
    await drainSearchOutbox(t.database.db);
    const [indexed] = await t.database.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.source, "product"), eq(searchDocuments.refId, draft.id)));
    expect(indexed?.kind).toBe("product");
    const found = await t.app.inject({
      method: "GET",
      url: `${searchCalls.search.path}?${new URLSearchParams({ keyword: "HRB400E抗震螺纹钢 32f3f0", kind: "product" })}`,
    });
    expect(JSON.stringify(found.json())).toContain(`"refId":${draft.id}`);
    const sitemap = createSitemapRepository(t.database.db);
    expect((await sitemap.entries("products", 0, 1000)).records.map((e) => e.id)).toContain(draft.id);
    const shop = await listedProductsOf(t.database.db, hongyuan, { ids: [draft.id], limit: 10 });
    expect(shop).toEqual([
      expect.objectContaining({ id: draft.id, priceText: "¥4,150.00/吨 起", category: "钢材 › 螺纹钢", detailPath: `/default/product/detail?id=${draft.id}` }),
    ]);
    expect(shop[0]?.coverUrl).toMatch(/\S/);
    const [notice] = await t.database.db.select().from(notices).where(eq(notices.memberId, zhang.userId)).orderBy(desc(notices.id)).limit(1);
    expect(notice?.title).toBe("产品已上架");
  });

  it("sends a refused product back with the reason; the owner edits and submits it again", async () => {
    const saved = dataOf<Own>(await call(catalogueCalls.save, zhang, await rebar(zhang, { submit: true })));
    expect(saved.state).toBe("reviewing");
    expect(await review.decide("product", saved.id, 1, { approve: false, reason: "检测报告已过期" })).toBe(true);
    const refused = dataOf<Own>(await call(catalogueCalls.own, zhang, { id: saved.id }));
    expect(refused).toMatchObject({ state: "rejected", rejectReason: "检测报告已过期" });
    const edited = dataOf<Own>(await call(catalogueCalls.save, zhang, await rebar(zhang, { id: saved.id, submit: true })));
    expect(edited).toMatchObject({ state: "reviewing", rejectReason: null });
  });

  it("decides and tells the owner in one go: a notice that cannot be written leaves the product waiting", async () => {
    const saved = dataOf<Own>(await call(catalogueCalls.save, zhang, await rebar(zhang, { submit: true })));
    const noticesBefore = await rowCount(t.database.db, notices);
    const refusal = { approve: false, reason: "检测报告已过期" } as const;
    await expect(whileInsertsRefused(t.database.db, "notice", () => review.decide("product", saved.id, 1, refusal))).rejects.toThrow();
    expect(dataOf<Own>(await call(catalogueCalls.own, zhang, { id: saved.id }))).toMatchObject({ state: "reviewing", rejectReason: null });
    expect(await rowCount(t.database.db, notices)).toBe(noticesBefore);
    expect(await review.decide("product", saved.id, 1, refusal)).toBe(true);
    expect(await rowCount(t.database.db, notices)).toBe(noticesBefore + 1);
  });

  it("keeps a listed product as approved: editing it is refused until it is delisted", async () => {
    const saved = dataOf<Own>(await call(catalogueCalls.save, zhang, await rebar(zhang, { submit: true })));
    await review.decide("product", saved.id, 1, { approve: true });
    expectFailure(await call(catalogueCalls.save, zhang, await rebar(zhang, { id: saved.id, name: "改名" })), 400, /请先下架/);
    expect(dataOf<Own>(await call(catalogueCalls.change, zhang, { id: saved.id, action: "delist" })).state).toBe("delisted");
    expectFailure(await call(catalogueCalls.detail, null, { id: saved.id }), 404);
    expectFailure(await call(catalogueCalls.change, zhang, { id: saved.id, action: "delist" }), 400);
    expect(dataOf<Own>(await call(catalogueCalls.save, zhang, await rebar(zhang, { id: saved.id }))).state).toBe("draft");
    expect(await listedProductsOf(t.database.db, hongyuan, { ids: [saved.id], limit: 10 })).toEqual([]);
  });

  it("gives the shop only listed products of that business, in the order asked", async () => {
    const listed = await t.database.db
      .select({ id: catalogueProducts.id })
      .from(catalogueProducts)
      .where(and(eq(catalogueProducts.businessId, hongyuan), eq(catalogueProducts.state, "listed")));
    const [other] = await t.database.db.select().from(catalogueProducts).where(eq(catalogueProducts.state, "listed")).limit(50);
    const ids = listed.map((r) => r.id).reverse();
    const cards = await listedProductsOf(t.database.db, hongyuan, { ids: [...ids, other?.businessId === hongyuan ? 0 : (other?.id ?? 0)], limit: 50 });
    expect(cards.map((c) => c.id)).toEqual(ids);
    expect((await listedProductsOf(t.database.db, hongyuan, { limit: 2 })).length).toBe(Math.min(2, ids.length));
  });
});

describe("who may", () => {
  it("refuses another business's product as not found, a member without the permission, an uncertified business's publishing, and anonymous callers", async () => {
    const own = dataOf<Own>(await call(catalogueCalls.save, zhang, await rebar()));
    expectFailure(await call(catalogueCalls.own, li, { id: own.id }), 404);
    expectFailure(await call(catalogueCalls.save, li, await rebar(li, { id: own.id })), 404);
    expectFailure(await call(catalogueCalls.change, li, { id: own.id, action: "submit" }), 404);
    expectFailure(await call(catalogueCalls.save, sun, await rebar(sun)), 403);
    expectFailure(await call(catalogueCalls.mine, sun), 403);
    const [antai] = await t.database.db.select().from(businesses).where(eq(businesses.creditCode, "91220200MA0Y6C9P7R"));
    expect(antai?.certificationState).not.toBe("certified");
    // Not yet certified: the business keeps drafts, but submitting one for review is publishing, refused with the way to 企业认证.
    const uncertified = /^贵企业尚未通过企业认证，暂不能发布产品。请先完成企业认证$/;
    expectFailure(await call(catalogueCalls.save, liu, await rebar(liu, { submit: true })), 403, uncertified);
    const draft = dataOf<Own>(await call(catalogueCalls.save, liu, await rebar(liu)));
    expect(draft.state).toBe("draft");
    expectFailure(await call(catalogueCalls.change, liu, { id: draft.id, action: "submit" }), 403, uncertified);
    expect(dataOf<{ total: number }>(await call(catalogueCalls.mine, liu)).total).toBe(1);
    expectFailure(await call(catalogueCalls.mine, null), 401);
    expect(dataOf<Own>(await call(catalogueCalls.own, zhang, { id: own.id })).state).toBe("draft");
  });
});

describe("bad input writes nothing", () => {
  it.each([
    ["a price of zero", { priceKind: "single", priceFen: 0, tiers: [] }, /单价必须大于0/],
    ["a negative price", { priceKind: "single", priceFen: -100, tiers: [] }, /单价必须大于0/],
    [
      "tiers not ascending",
      {
        tiers: [
          { minQty: 50, priceFen: 4_200_00 },
          { minQty: 5, priceFen: 4_100_00 },
        ],
      },
      /逐档递增/,
    ],
    [
      "tiers not descending",
      {
        tiers: [
          { minQty: 5, priceFen: 4_100_00 },
          { minQty: 50, priceFen: 4_200_00 },
        ],
      },
      /递减/,
    ],
    ["起订量 below one", { moq: 0 }, /起订量/],
    ["no photo", { photoIds: [] }, /至少上传1张/],
    ["an unknown category", { category: "steel" }, /产品分类/],
    ["a missing standard", { standard: "" }, /执行标准/],
  ])("refuses %s", async (_label, patch, message) => {
    const before = await rowCount(t.database.db, catalogueProducts);
    expectFailure(await call(catalogueCalls.save, zhang, await rebar(zhang, patch)), 400, message);
    expect(await rowCount(t.database.db, catalogueProducts)).toBe(before);
  });

  it("refuses an oversized photo, a PDF as a photo and another member's upload", async () => {
    const before = await rowCount(t.database.db, catalogueProducts);
    expectFailure(
      await call(catalogueCalls.save, zhang, await rebar(zhang, { photoIds: [await upload(zhang, "大图.jpg", 11 * 1024 * 1024)] })),
      400,
      /大图\.jpg/,
    );
    expectFailure(await call(catalogueCalls.save, zhang, await rebar(zhang, { photoIds: [await upload(zhang, "报告.pdf")] })), 400, /产品图片无效/);
    expectFailure(await call(catalogueCalls.save, zhang, await rebar(zhang, { photoIds: [await upload(li)] })), 400, /产品图片无效/);
    expect(await rowCount(t.database.db, catalogueProducts)).toBe(before);
  });
});

describe("the description", () => {
  // The shared XSS corpus (../shared/corpora from the repository root), as a member could paste it.
  const corpora = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../../../../shared/corpora");
  const payloads = readFileSync(path.join(corpora, "xss-payloads.txt"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");

  /** What in sanitised HTML could run: a live script-bearing tag, a handler attribute, a javascript: address. */
  const unsafe = (html: string) =>
    [
      /<(script|svg|iframe|object|embed|style|math)\b/i,
      /<[a-z][^>]*\son[a-z]+\s*=/i,
      /<[a-z][^>]*(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i,
    ].filter((re) => re.test(html));

  it("leaves nothing that runs in any payload of the corpus (the sanitiser the save uses)", () => {
    for (const payload of payloads) expect(unsafe(sanitizeRichText(`<p>说明</p>${payload}`)), payload).toEqual([]);
  });

  it("keeps the rich text and stores no script, handler or javascript: address from the XSS corpus", async () => {
    const sample = payloads.filter((_, i) => i % 40 === 0);
    const description = `<p>产品介绍</p>${sample.join("<br>")}`;
    const saved = dataOf<Own>(await call(catalogueCalls.save, zhang, await rebar(zhang, { description: description.slice(0, 20_000) })));
    const html = saved.descriptionHtml;
    expect(html).toContain("<p>产品介绍</p>");
    expect(unsafe(html)).toEqual([]);
    const [row] = await t.database.db.select().from(catalogueProducts).where(eq(catalogueProducts.id, saved.id));
    expect(row?.description).toBe(html);
  });

  it("stores plain text as escaped paragraphs, and an edit carrying the corpus's handlers and javascript: addresses as clean HTML", async () => {
    const created = dataOf<Own>(await call(catalogueCalls.save, zhang, await rebar(zhang, { description: "抗震钢筋\n出厂附质保书\n\n1 < 2 <3" })));
    expect(created.descriptionHtml).toBe("<p>抗震钢筋<br />出厂附质保书</p><p>1 &lt; 2 &lt;3</p>");
    // What the editor posts: its HTML, here with what the corpus would slip in beside the bold text.
    const hostile = payloads.filter((line) => /<script|onerror=|javascript:/i.test(line)).slice(0, 60);
    expect(hostile.length).toBeGreaterThan(20);
    const description = `<p>抗震钢筋，<strong>附质保书</strong></p>${hostile.map((payload) => `<p>${payload}</p>`).join("")}`;
    const edited = dataOf<Own>(await call(catalogueCalls.save, zhang, await rebar(zhang, { id: created.id, description })));
    const served = dataOf<Own>(await call(catalogueCalls.own, zhang, { id: created.id }));
    for (const html of [edited.descriptionHtml, served.descriptionHtml]) {
      expect(html).toContain("<p>抗震钢筋，<strong>附质保书</strong></p>");
      expect(unsafe(html)).toEqual([]);
      expect(html).not.toMatch(/<script|\son[a-z]+\s*=|javascript:/i);
    }
  });
});
