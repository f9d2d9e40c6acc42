import { readFileSync } from "node:fs";
import { knowledgeCalls, orderCalls, shopServiceCalls } from "@cidp/api-client/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { richContentOf } from "../../http/rich-text.ts";
import { articles } from "../../platform/cms/schema.ts";
import { createKnowledgeReview } from "../../platform/knowledge/review.ts";
import { knowledgeSubmissions } from "../../platform/knowledge/schema.ts";
import { notices } from "../../platform/notice/schema.ts";
import { createRefundReview } from "../../platform/order/refund-review.ts";
import { serviceOrderEvents, serviceOrders } from "../../platform/order/schema.ts";
import { createPaymentServices } from "../../platform/payment/payment-services.ts";
import { whileInsertsRefused } from "../../testing/refused-inserts.ts";
import { chooseAtCheckout } from "../../testing/sandbox-checkout.ts";
import { businessIdOf, contractCalls, dataOf, expectFailure, type LoggedIn, login, rowCount } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { shopServices } from "./schema.ts";
import { seedShopServices } from "./seed.ts";
import { createServiceReview } from "./service-review.ts";
import { listedServicesOf, publishedKnowledgeOf } from "./shop-services.ts";

let t: TestApp;
let zhang: LoggedIn; // 吉林宏远's administrator: sells
let sun: LoggedIn; // 吉林宏远's member without 服务发布与管理
let li: LoggedIn; // 长春华信's administrator: buys
let liu: LoggedIn; // 安泰's administrator: not certified
let zhangDingsheng: LoggedIn; // 张建国 acting for 长春鼎盛: another business
let hongyuan: number;
/** The shared XSS corpus (../shared/corpora beside the repository), read, never copied. */
const xssPayloads = () =>
  readFileSync(new URL("../../../../../../shared/corpora/xss-payloads.txt", import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");
const review = () => createServiceReview(t.database.db);

const { call } = contractCalls(() => t);

const good = {
  title: "桩基高应变检测",
  category: "testing",
  priceFen: 680_000,
  unit: "个",
  deliveryDays: 7,
  serviceArea: "吉林省内现场检测",
  content: "采用高应变法检测单桩竖向抗压承载力与桩身完整性，出具 CMA 检测报告。\n\n含现场锤击与数据分析。",
  afterSales: "报告出具后30天内免费答疑",
};

/** A service of 吉林宏远 put on sale: saved, submitted and approved by the operator. */
async function listedService(patch: Record<string, unknown> = {}): Promise<number> {
  const saved = dataOf<{ id: number; state: string }>(await call(shopServiceCalls.save, zhang, { ...good, ...patch, submit: true }));
  expect(saved.state).toBe("reviewing");
  expect(await review().decide("shop_service", saved.id, 1, { approve: true })).toBe(true);
  return saved.id;
}

/** 李晓梅 orders a service for 长春华信 and pays it at the sandbox checkout. */
async function paidOrder(serviceId: number): Promise<string> {
  const order = dataOf<{ orderNo: string; amountFen: number }>(await call(orderCalls.create, li, { itemKind: "shop_service", itemId: serviceId }));
  const { checkoutUrl } = dataOf<{ checkoutUrl: string }>(await call(orderCalls.pay, li, { orderNo: order.orderNo, method: "alipay" }));
  await chooseAtCheckout(t, li, checkoutUrl, "pay");
  expect(dataOf<{ state: string }>(await call(orderCalls.sync, li, { orderNo: order.orderNo })).state).toBe("paid");
  return order.orderNo;
}

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  hongyuan = await businessIdOf(t.database.db, "91220101MA14XKQ355");
  zhang = await login(t, "13800000001", hongyuan);
  sun = await login(t, "13900000103", hongyuan);
  li = await login(t, "13800000002");
  liu = await login(t, "13900000301");
  zhangDingsheng = await login(t, "13800000001", await businessIdOf(t.database.db, "91220104MA17B8RT2H"));
}, 60_000);
afterAll(() => t.close());

describe("the seeded services", () => {
  it("has twenty and more across ten and more companies, most on sale, and sold orders in several states", async () => {
    const rows = await t.database.db.select().from(shopServices);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((r) => r.sellerBusinessId)).size).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.state === "listed").length).toBeGreaterThan(rows.length / 2);
    const sold = dataOf<{ records: { state: string; buyerBusinessName: string }[] }>(await call(shopServiceCalls.sold, zhang, { size: 50 }));
    expect(new Set(sold.records.map((r) => r.state))).toEqual(new Set(["paid", "in_service", "completed", "refunding", "awaiting_acceptance", "after_sale"]));
    expect(sold.records.every((r) => r.buyerBusinessName === "长春华信钢结构工程有限公司")).toBe(true);
  });

  it("is seeded once: seeding again writes nothing", async () => {
    const [services, articles, orders] = await Promise.all([
      rowCount(t.database.db, shopServices),
      rowCount(t.database.db, knowledgeSubmissions),
      rowCount(t.database.db, serviceOrders),
    ]);
    await seedShopServices(t.database.db);
    expect(await rowCount(t.database.db, shopServices)).toBe(services);
    expect(await rowCount(t.database.db, knowledgeSubmissions)).toBe(articles);
    expect(await rowCount(t.database.db, serviceOrders)).toBe(orders);
  });

  it("shows a listed one to anyone, with its seller; a draft is not found", async () => {
    const [listed] = await t.database.db.select().from(shopServices).where(eq(shopServices.state, "listed")).limit(1);
    const detail = dataOf<{ sellerName: string; priceText: string; content: string }>(await call(shopServiceCalls.detail, null, { id: listed?.id ?? 0 }));
    expect(detail.sellerName).not.toBe("");
    expect(detail.priceText).toMatch(/^¥[\d,]+\.\d{2}\/.+$/);
    expect(detail.content).toContain("<p>");
    const [draft] = await t.database.db.select().from(shopServices).where(eq(shopServices.state, "draft")).limit(1);
    expectFailure(await call(shopServiceCalls.detail, null, { id: draft?.id ?? 0 }), 404, /未上架/);
  });
});

describe("publishing a service", () => {
  it("refuses bad input with the field's message and writes nothing", async () => {
    const before = await rowCount(t.database.db, shopServices);
    expectFailure(await call(shopServiceCalls.save, zhang, { ...good, priceFen: 0 }), 400, /大于0的服务价格/);
    expectFailure(await call(shopServiceCalls.save, zhang, { ...good, deliveryDays: 400 }), 400, /交付周期应为1～365天/);
    expectFailure(await call(shopServiceCalls.save, zhang, { ...good, title: "检测" }), 400, /服务标题至少4个字/);
    expectFailure(await call(shopServiceCalls.save, zhang, { ...good, category: "cooking" }), 400, /请选择服务类别/);
    expectFailure(await call(shopServiceCalls.save, zhang, { ...good, content: "<script>alert(1)</script>短" }), 400, /服务内容至少20个字/);
    expect(await rowCount(t.database.db, shopServices)).toBe(before);
  });

  it("is for a certified business's members holding 服务发布与管理 only", async () => {
    const before = await rowCount(t.database.db, shopServices);
    expectFailure(await call(shopServiceCalls.save, sun, good), 403);
    expectFailure(await call(shopServiceCalls.mine, sun), 403);
    // Not yet certified: submitting is publishing, refused with the way to 企业认证; a draft is kept.
    expectFailure(await call(shopServiceCalls.save, liu, { ...good, submit: true }), 403, /^贵企业尚未通过企业认证，暂不能发布服务。请先完成企业认证$/);
    expectFailure(await call(shopServiceCalls.save, null, good), 401);
    expect(await rowCount(t.database.db, shopServices)).toBe(before);
    const draft = dataOf<{ id: number; state: string }>(await call(shopServiceCalls.save, liu, good));
    expect(draft.state).toBe("draft");
    expectFailure(await call(shopServiceCalls.change, liu, { id: draft.id, action: "submit" }), 403, /暂不能发布服务/);
  });

  it("goes draft → 审核中 → 已上架 → 已下架; 审核未通过 carries the reason; another business sees none of it", async () => {
    const draft = dataOf<{ id: number; state: string }>(await call(shopServiceCalls.save, zhang, good));
    expect(draft.state).toBe("draft");
    expectFailure(await call(shopServiceCalls.own, zhangDingsheng, { id: draft.id }), 404);
    expectFailure(await call(shopServiceCalls.save, zhangDingsheng, { ...good, id: draft.id }), 404);
    expectFailure(await call(shopServiceCalls.change, zhangDingsheng, { id: draft.id, action: "submit" }), 404);
    expect(dataOf<{ state: string }>(await call(shopServiceCalls.change, zhang, { id: draft.id, action: "submit" })).state).toBe("reviewing");
    expectFailure(await call(shopServiceCalls.save, zhang, { ...good, id: draft.id }), 400, /不能修改/);
    expect(await review().decide("shop_service", draft.id, 1, { approve: false, reason: "请补充检测资质证书编号" })).toBe(true);
    const refused = dataOf<{ state: string; stateLabel: string; rejectReason: string }>(await call(shopServiceCalls.own, zhang, { id: draft.id }));
    expect(refused).toMatchObject({ state: "rejected", stateLabel: "审核未通过", rejectReason: "请补充检测资质证书编号" });
    const told = await t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, zhang.userId), eq(notices.title, "服务未通过审核")));
    expect(told.length).toBeGreaterThan(0);
    expect(dataOf<{ state: string }>(await call(shopServiceCalls.save, zhang, { ...good, id: draft.id, submit: true })).state).toBe("reviewing");
    expect(await review().decide("shop_service", draft.id, 1, { approve: true })).toBe(true);
    expect(await review().decide("shop_service", draft.id, 1, { approve: true })).toBe(false);
    expect(dataOf<{ state: string }>(await call(shopServiceCalls.detail, null, { id: draft.id })).state).toBe("listed");
    expectFailure(await call(shopServiceCalls.change, zhang, { id: draft.id, action: "submit" }), 400, /当前状态/);
    expect(dataOf<{ state: string }>(await call(shopServiceCalls.change, zhang, { id: draft.id, action: "delist" })).state).toBe("delisted");
    expectFailure(await call(shopServiceCalls.detail, null, { id: draft.id }), 404);
    const mine = dataOf<{ records: { id: number }[]; counts: Record<string, number> }>(await call(shopServiceCalls.mine, zhang, { state: "delisted" }));
    expect(mine.records.map((r) => r.id)).toContain(draft.id);
    expect(mine.counts.listed).toBeGreaterThan(0);
  });

  it("decides and tells the publisher in one go: a notice that cannot be written leaves the service waiting", async () => {
    const saved = dataOf<{ id: number }>(await call(shopServiceCalls.save, zhang, { ...good, submit: true }));
    const noticesBefore = await rowCount(t.database.db, notices);
    await expect(whileInsertsRefused(t.database.db, "notice", () => review().decide("shop_service", saved.id, 1, { approve: true }))).rejects.toThrow();
    expect(dataOf<{ state: string }>(await call(shopServiceCalls.own, zhang, { id: saved.id })).state).toBe("reviewing");
    expect(await rowCount(t.database.db, notices)).toBe(noticesBefore);
    expect(await review().decide("shop_service", saved.id, 1, { approve: true })).toBe(true);
    expect(await rowCount(t.database.db, notices)).toBe(noticesBefore + 1);
  });

  it("keeps rich text through the platform's policy: no script, event or javascript: survives any XSS payload", () => {
    for (const payload of xssPayloads()) {
      const stored = richContentOf(`<p>服务内容</p>${payload}`).toLowerCase();
      // Tags that run code are gone; what is left of a payload is text (escaped) or harmless markup.
      expect(stored).not.toMatch(/<(script|iframe|object|embed|svg|math|style|form|input|base|meta|link)\b/);
      expect(stored).not.toMatch(/<[^>]*\son[a-z]+\s*=/);
      expect(stored).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/);
    }
    expect(richContentOf('<p>第一段</p><p><b>第二段</b><img src="x" onerror="alert(1)"></p>')).toBe("<p>第一段</p><p><b>第二段</b></p>");
    expect(richContentOf("第一段\n\n1 < 2 且 3 > 2")).toBe("<p>第一段</p><p>1 &lt; 2 且 3 &gt; 2</p>");
  });

  it("gives the shop its listed services, in the order asked for", async () => {
    const first = await listedService({ title: "钢筋原材抽检（店铺一）" });
    const second = await listedService({ title: "钢筋原材抽检（店铺二）" });
    const draft = dataOf<{ id: number }>(await call(shopServiceCalls.save, zhang, { ...good, title: "不上架的服务草稿" })).id;
    const cards = await listedServicesOf(t.database.db, hongyuan, { ids: [second, draft, first], limit: 10 });
    expect(cards.map((c) => c.id)).toEqual([second, first]);
    expect(cards[0]).toMatchObject({
      category: "检测",
      priceText: "¥6,800.00/个",
      deliveryText: "7天内交付",
      detailPath: `/default/service/detail?id=${second}`,
    });
    expect((await listedServicesOf(t.database.db, hongyuan, { limit: 2 })).length).toBe(2);
    expect(await listedServicesOf(t.database.db, hongyuan, { ids: [], limit: 5 })).toEqual([]);
  });
});

describe("buying and serving a service", () => {
  it("is refused for the seller's own business, for a service off sale, and priced by the server", async () => {
    const id = await listedService();
    expectFailure(await call(orderCalls.create, zhang, { itemKind: "shop_service", itemId: id }), 400, /不能购买本企业/);
    const [draft] = await t.database.db.select().from(shopServices).where(eq(shopServices.state, "draft")).limit(1);
    expectFailure(await call(orderCalls.create, li, { itemKind: "shop_service", itemId: draft?.id ?? 0 }), 400, /未上架/);
    const order = dataOf<{ amountFen: number }>(await call(orderCalls.create, li, { itemKind: "shop_service", itemId: id, amountFen: 1 }));
    expect(order.amountFen).toBe(good.priceFen);
  });

  it("the seller starts and completes a paid order (待验收), only from the right states; the buyer is told and sees it", async () => {
    const orderNo = await paidOrder(await listedService());
    const newOrder = await t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, zhang.userId), eq(notices.title, "您有新的服务订单")));
    expect(newOrder.some((n) => n.content.includes(orderNo))).toBe(true);
    expectFailure(await call(shopServiceCalls.soldStep, zhang, { orderNo, step: "complete" }), 400, /当前状态/);
    expectFailure(await call(shopServiceCalls.soldStep, zhangDingsheng, { orderNo, step: "start" }), 404);
    expectFailure(await call(shopServiceCalls.soldStep, sun, { orderNo, step: "start" }), 403);
    expectFailure(await call(shopServiceCalls.soldDetail, li, { orderNo }), 404);
    expect(dataOf<{ state: string }>(await call(shopServiceCalls.soldStep, zhang, { orderNo, step: "start", note: "检测人员明日进场" })).state).toBe(
      "in_service",
    );
    expectFailure(await call(shopServiceCalls.soldStep, zhang, { orderNo, step: "start" }), 400);
    const done = dataOf<{ state: string; events: { type: string; actorKind: string }[] }>(
      await call(shopServiceCalls.soldStep, zhang, { orderNo, step: "complete" }),
    );
    expect(done.state).toBe("awaiting_acceptance");
    expect(done.events.map((e) => `${e.type}/${e.actorKind}`)).toEqual(expect.arrayContaining(["start-service/seller", "deliver/seller"]));
    expect(dataOf<{ state: string; stateLabel: string }>(await call(orderCalls.detail, li, { orderNo }))).toMatchObject({
      state: "awaiting_acceptance",
      stateLabel: "待验收",
    });
    const told = await t.database.db.select().from(notices).where(eq(notices.memberId, li.userId));
    expect(told.filter((n) => n.content.includes(orderNo)).map((n) => n.title)).toEqual(expect.arrayContaining(["服务已开始", "服务已完成，请确认验收"]));
  });

  it("the seller decides a refund request: refusing needs a reason, agreeing refunds through the provider; the operator's queue leaves it alone", async () => {
    const refused = await paidOrder(await listedService());
    dataOf(await call(orderCalls.requestRefund, li, { orderNo: refused, reason: "项目取消" }));
    const asked = await t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, zhang.userId), eq(notices.title, "买家申请退款")));
    expect(asked.some((n) => n.content.includes(refused) && n.jumpUrl === `/user/service-selled-list/detail?id=${refused}`)).toBe(true);
    const [row] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, refused));
    const operatorQueue = createRefundReview(
      t.database.db,
      createPaymentServices(t.database.db, Buffer.alloc(32), { warn: () => undefined, info: () => undefined }).payments,
    );
    expect((await operatorQueue.queue()).entries.map((e) => e.id)).not.toContain(row?.id);
    expect(await operatorQueue.decide("refund", row?.id ?? 0, 1, { approve: true })).toBe(false);
    expectFailure(await call(shopServiceCalls.soldStep, zhang, { orderNo: refused, step: "reject-refund" }), 400, /拒绝退款的原因/);
    const detail = dataOf<{ refundWaiting: boolean; refundReason: string }>(await call(shopServiceCalls.soldDetail, zhang, { orderNo: refused }));
    expect(detail).toMatchObject({ refundWaiting: true, refundReason: "项目取消" });
    expect(
      dataOf<{ state: string }>(await call(shopServiceCalls.soldStep, zhang, { orderNo: refused, step: "reject-refund", note: "检测已完成大半" })).state,
    ).toBe("refund_rejected");
    expect(dataOf<{ state: string }>(await call(shopServiceCalls.soldStep, zhang, { orderNo: refused, step: "complete" })).state).toBe("awaiting_acceptance");

    const agreed = await paidOrder(await listedService());
    dataOf(await call(orderCalls.requestRefund, li, { orderNo: agreed, reason: "重复下单" }));
    dataOf(await call(shopServiceCalls.soldStep, zhang, { orderNo: agreed, step: "approve-refund" }));
    expect(dataOf<{ state: string; refundedFen: number }>(await call(orderCalls.detail, li, { orderNo: agreed }))).toMatchObject({
      state: "refunded",
      refundedFen: good.priceFen,
    });
  });
});

describe("knowledge articles of a service provider", () => {
  const body = "桩基检测应在混凝土达到设计强度后进行。\n\n低应变法抽检数量不少于总桩数的20%，且不少于10根；每个柱下承台不少于1根。<script>alert(1)</script>";

  it("are kept as drafts, submitted to the knowledge review, and published to the knowledge base", async () => {
    const before = await rowCount(t.database.db, knowledgeSubmissions);
    expectFailure(await call(shopServiceCalls.knowledgeSave, zhang, { title: "短", body }), 400, /标题至少5个字/);
    expectFailure(await call(shopServiceCalls.knowledgeSave, liu, { title: "桩基检测抽检比例", body, submit: true }), 403, /暂不能发布知识文章/);
    expectFailure(await call(shopServiceCalls.knowledgeSave, sun, { title: "桩基检测抽检比例", body }), 403);
    expect(await rowCount(t.database.db, knowledgeSubmissions)).toBe(before);

    const draft = dataOf<{ id: number; state: string }>(
      await call(shopServiceCalls.knowledgeSave, zhang, { title: "桩基检测抽检比例要点", summary: "抽检数量", body }),
    );
    expect(draft.state).toBe("draft");
    expect(dataOf<{ id: number }[]>(await call(knowledgeCalls.mine, zhang)).map((a) => a.id)).not.toContain(draft.id);
    expectFailure(await call(shopServiceCalls.knowledgeOwn, zhangDingsheng, { id: draft.id }), 404);
    const knowledge = createKnowledgeReview(t.database.db);
    expect((await knowledge.queue()).entries.map((e) => e.id)).not.toContain(draft.id);
    const submitted = dataOf<{ state: string; stateLabel: string }>(
      await call(shopServiceCalls.knowledgeSave, zhang, { id: draft.id, title: "桩基检测抽检比例要点", summary: "抽检数量", body, submit: true }),
    );
    expect(submitted).toMatchObject({ state: "pending", stateLabel: "审核中" });
    expectFailure(await call(shopServiceCalls.knowledgeSave, zhang, { id: draft.id, title: "桩基检测抽检比例要点", body }), 400, /不能修改/);
    expect(await knowledge.decide("knowledge", draft.id, 1, { approve: true })).toBe(true);
    const published = dataOf<{ state: string; articleId: number; body: string }>(await call(shopServiceCalls.knowledgeOwn, zhang, { id: draft.id }));
    expect(published.state).toBe("published");
    expect(published.body).not.toContain("<script");
    const [article] = await t.database.db.select().from(articles).where(eq(articles.id, published.articleId));
    expect(article).toMatchObject({ category: "knowledge", source: "吉林宏远建设工程有限公司" });
    const cards = await publishedKnowledgeOf(t.database.db, hongyuan, 10);
    expect(cards.map((c) => c.detailPath)).toContain(`/default/knowledge-base/knowledge-details?id=${published.articleId}`);
  });

  it("a refused article shows the reason and may be edited again", async () => {
    const { id } = dataOf<{ id: number }>(await call(shopServiceCalls.knowledgeSave, zhang, { title: "高强螺栓终拧检查要点", body, submit: true }));
    expect(await createKnowledgeReview(t.database.db).decide("knowledge", id, 1, { approve: false, reason: "与已有文章重复" })).toBe(true);
    const list = dataOf<{ id: number; state: string; rejectReason: string }[]>(await call(shopServiceCalls.knowledgeMine, zhang));
    expect(list.find((a) => a.id === id)).toMatchObject({ state: "rejected", rejectReason: "与已有文章重复" });
    expect(dataOf<{ state: string }>(await call(shopServiceCalls.knowledgeSave, zhang, { id, title: "高强螺栓终拧检查要点（修订）", body })).state).toBe(
      "draft",
    );
  });
});

describe("a seller's step is all or nothing", () => {
  it("a step whose notice to the buyer cannot be written (the write crashes, as on a lost connection) leaves the order where it was", async () => {
    const orderNo = await paidOrder(await listedService());
    const [order] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, orderNo));
    const events = await rowCount(t.database.db, serviceOrderEvents);
    await t.database.db.execute(
      sql.raw("create function sold_step_crash() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$"),
    );
    await t.database.db.execute(sql.raw("create trigger sold_step_crash before insert on notice for each row execute function sold_step_crash()"));
    try {
      expect((await call(shopServiceCalls.soldStep, zhang, { orderNo, step: "start", note: "检测人员明日进场" })).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw("drop trigger sold_step_crash on notice"));
    }
    const [after] = await t.database.db
      .select()
      .from(serviceOrders)
      .where(eq(serviceOrders.id, order?.id ?? 0));
    expect(after?.state).toBe("paid");
    expect(await rowCount(t.database.db, serviceOrderEvents)).toBe(events);
    expect(dataOf<{ state: string }>(await call(shopServiceCalls.soldStep, zhang, { orderNo, step: "start" })).state).toBe("in_service");
  });
});
