import { invoiceCalls, orderCalls, shopServiceCalls } from "@cidp/api-client/contract";
import { ORDER_AUTO_ACCEPT_DAYS } from "@cidp/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../platform/jobs/schema.ts";
import { notices } from "../../platform/notice/schema.ts";
import { serviceOrderEvents, serviceOrders } from "../../platform/order/schema.ts";
import { chooseAtCheckout } from "../../testing/sandbox-checkout.ts";
import { businessIdOf, contractCalls, dataOf, expectFailure, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { AUTO_ACCEPT_JOB } from "./auto-accept.ts";
import { createServiceReview } from "./service-review.ts";

let t: TestApp;
let zhang: LoggedIn; // 吉林宏远's administrator: sells
let li: LoggedIn; // 长春华信's administrator: buys
let zhangDingsheng: LoggedIn; // 张建国 acting for 长春鼎盛: neither party

const { call } = contractCalls(() => t);
const DAY = 86_400_000;

interface BuyerDetail {
  state: string;
  stateLabel: string;
  seller: { businessId: number; name: string; contact: string; contactMemberId: number | null } | null;
  acceptBefore: string | null;
  afterSaleReason: string;
  events: { type: string; actorKind: string }[];
}

const good = {
  title: "钢结构焊缝超声波探伤",
  category: "testing",
  priceFen: 380_000,
  unit: "次",
  deliveryDays: 5,
  serviceArea: "长春市内现场检测",
  content: "依据 GB/T 11345 对钢结构焊缝进行超声波探伤检测，出具检测报告。\n\n含现场检测与报告编制。",
  afterSales: "报告出具后15天内免费复检一次",
};

/** A service of 吉林宏远 on sale, ordered and paid by 李晓梅 for 长春华信, started and delivered by the seller: 待验收. */
async function deliveredOrder(): Promise<string> {
  const saved = dataOf<{ id: number }>(await call(shopServiceCalls.save, zhang, { ...good, submit: true }));
  expect(await createServiceReview(t.database.db).decide("shop_service", saved.id, 1, { approve: true })).toBe(true);
  const { orderNo } = dataOf<{ orderNo: string }>(await call(orderCalls.create, li, { itemKind: "shop_service", itemId: saved.id }));
  const { checkoutUrl } = dataOf<{ checkoutUrl: string }>(await call(orderCalls.pay, li, { orderNo, method: "alipay" }));
  await chooseAtCheckout(t, li, checkoutUrl, "pay");
  expect(dataOf<{ state: string }>(await call(orderCalls.sync, li, { orderNo })).state).toBe("paid");
  // Not yet delivered: nothing to accept, no 售后 to ask for.
  expectFailure(await call(orderCalls.accept, li, { orderNo }), 400, /当前状态/);
  dataOf(await call(shopServiceCalls.soldStep, zhang, { orderNo, step: "start" }));
  expectFailure(await call(orderCalls.accept, li, { orderNo }), 400, /当前状态/);
  expectFailure(await call(orderCalls.requestAfterSale, li, { orderNo, reason: "报告有误" }), 400, /当前状态/);
  expect(dataOf<{ state: string }>(await call(shopServiceCalls.soldStep, zhang, { orderNo, step: "complete", note: "报告已交付" })).state).toBe(
    "awaiting_acceptance",
  );
  return orderNo;
}

const detailOf = async (orderNo: string) => dataOf<BuyerDetail>(await call(orderCalls.detail, li, { orderNo }));
const sellerTitles = async (orderNo: string) =>
  (await t.database.db.select().from(notices).where(eq(notices.memberId, zhang.userId))).filter((n) => n.content.includes(orderNo)).map((n) => n.title);

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  const hongyuan = await businessIdOf(t.database.db, "91220101MA14XKQ355");
  zhang = await login(t, "13800000001", hongyuan);
  li = await login(t, "13800000002");
  zhangDingsheng = await login(t, "13800000001", await businessIdOf(t.database.db, "91220104MA17B8RT2H"));
}, 60_000);
afterAll(() => t.close());

describe("the buyer's 验收 of a delivered service", () => {
  it("shows the seller, their contact and the time to accept; the buyer accepts and the seller is told", async () => {
    const orderNo = await deliveredOrder();
    const detail = await detailOf(orderNo);
    expect(detail).toMatchObject({ state: "awaiting_acceptance", stateLabel: "待验收", seller: { name: "吉林宏远建设工程有限公司" } });
    expect(detail.seller?.contact).toMatch(/^.+（\d{3}\*{4}\d{4}）$/);
    expect(detail.seller?.contactMemberId).toBe(zhang.userId);
    expect(detail.acceptBefore).not.toBeNull();
    // Neither another business nor anyone but the buyer accepts it.
    expectFailure(await call(orderCalls.accept, zhangDingsheng, { orderNo }), 404);
    expectFailure(await call(orderCalls.accept, zhang, { orderNo }), 404);
    expect(dataOf<{ state: string }>(await call(orderCalls.accept, li, { orderNo })).state).toBe("completed");
    // Accepting again changes nothing.
    expect(dataOf<{ state: string }>(await call(orderCalls.accept, li, { orderNo })).state).toBe("completed");
    expect((await detailOf(orderNo)).events.filter((e) => e.type === "accept")).toHaveLength(1);
    expect(await sellerTitles(orderNo)).toContain("订单已验收");
    expectFailure(await call(orderCalls.requestAfterSale, li, { orderNo, reason: "晚了" }), 400, /当前状态/);
  });

  it("售后: the buyer gives a reason, the seller serves again and delivers again, the buyer accepts", async () => {
    const orderNo = await deliveredOrder();
    expectFailure(await call(orderCalls.requestAfterSale, li, { orderNo, reason: "短" }), 400, /至少2个字/);
    expect(dataOf<{ state: string }>(await call(orderCalls.requestAfterSale, li, { orderNo, reason: "缺少3号焊缝的检测数据" })).state).toBe("after_sale");
    expect((await detailOf(orderNo)).afterSaleReason).toBe("缺少3号焊缝的检测数据");
    expect(await sellerTitles(orderNo)).toContain("买家申请售后");
    const sold = dataOf<{ afterSaleWaiting: boolean; afterSaleReason: string }>(await call(shopServiceCalls.soldDetail, zhang, { orderNo }));
    expect(sold).toMatchObject({ afterSaleWaiting: true, afterSaleReason: "缺少3号焊缝的检测数据" });
    expectFailure(await call(shopServiceCalls.soldStep, zhang, { orderNo, step: "redo" }), 400, /售后处理说明/);
    expectFailure(await call(shopServiceCalls.soldStep, zhangDingsheng, { orderNo, step: "redo", note: "补测" }), 404);
    expect(dataOf<{ state: string }>(await call(shopServiceCalls.soldStep, zhang, { orderNo, step: "redo", note: "明日补测3号焊缝" })).state).toBe(
      "in_service",
    );
    expect(dataOf<{ state: string }>(await call(shopServiceCalls.soldStep, zhang, { orderNo, step: "complete", note: "补测报告已交付" })).state).toBe(
      "awaiting_acceptance",
    );
    expect(dataOf<{ state: string }>(await call(orderCalls.accept, li, { orderNo })).state).toBe("completed");
    const types = (await detailOf(orderNo)).events.map((e) => `${e.type}/${e.actorKind}`);
    expect(types.filter((x) => x === "deliver/seller")).toHaveLength(2);
    expect(types).toEqual(expect.arrayContaining(["request-after-sale/buyer", "redo/seller", "accept/buyer"]));
  });

  it("售后 settled by a refund goes back through the provider", async () => {
    const orderNo = await deliveredOrder();
    dataOf(await call(orderCalls.requestAfterSale, li, { orderNo, reason: "检测结论与现场不符" }));
    dataOf(await call(shopServiceCalls.soldStep, zhang, { orderNo, step: "after-sale-refund" }));
    expect(await detailOf(orderNo)).toMatchObject({ state: "refunded" });
  });

  it("is accepted by the job once the days to accept have passed, once however often it runs, and not before", async () => {
    const orderNo = await deliveredOrder();
    const [order] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, orderNo));
    const orderId = order?.id ?? 0;
    const planned = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, AUTO_ACCEPT_JOB), eq(jobs.key, `order-${orderId}`)));
    expect(planned).toHaveLength(1);
    await t.app.jobs.runDue({ kinds: [AUTO_ACCEPT_JOB], now: new Date(Date.now() + (ORDER_AUTO_ACCEPT_DAYS - 1) * DAY) });
    expect((await detailOf(orderNo)).state).toBe("awaiting_acceptance");
    const later = new Date(Date.now() + (ORDER_AUTO_ACCEPT_DAYS + 1) * DAY);
    // Two runners at once (two instances): the job is claimed once, the event applied once.
    await Promise.all([t.app.jobs.runDue({ kinds: [AUTO_ACCEPT_JOB], now: later }), t.app.jobs.runDue({ kinds: [AUTO_ACCEPT_JOB], now: later })]);
    const detail = await detailOf(orderNo);
    expect(detail.state).toBe("completed");
    expect(detail.events.filter((e) => e.type === "auto-accept" && e.actorKind === "system")).toHaveLength(1);
    const events = await t.database.db.select().from(serviceOrderEvents).where(eq(serviceOrderEvents.orderId, orderId));
    expect(events.filter((e) => e.eventKey === "accept")).toHaveLength(1);
    const told = await t.database.db.select().from(notices).where(eq(notices.memberId, li.userId));
    expect(told.filter((n) => n.content.includes(orderNo)).map((n) => n.title)).toContain("已自动确认验收");
    // The buyer accepting afterwards changes nothing.
    expect(dataOf<{ state: string }>(await call(orderCalls.accept, li, { orderNo })).state).toBe("completed");
  });

  it("leaves an order in 售后 alone when its time comes", async () => {
    const orderNo = await deliveredOrder();
    dataOf(await call(orderCalls.requestAfterSale, li, { orderNo, reason: "报告缺页" }));
    await t.app.jobs.runDue({ kinds: [AUTO_ACCEPT_JOB], now: new Date(Date.now() + (ORDER_AUTO_ACCEPT_DAYS + 1) * DAY) });
    expect((await detailOf(orderNo)).state).toBe("after_sale");
  });
});

describe("the seller's invoice on request", () => {
  const request = { kind: "normal", title: "长春华信钢结构工程有限公司", taxNo: "91220101MA14XKQ355" };

  it("is requested by the buyer, issued by the seller under its own number, once; others see none of it", async () => {
    const orderNo = await deliveredOrder();
    expectFailure(await call(shopServiceCalls.soldInvoice, zhang, { orderNo, invoiceNo: "12345678" }), 400, /尚未申请发票/);
    const asked = dataOf<{ state: string; issuer: string; downloadable: boolean; invoiceNo: string }>(
      await call(invoiceCalls.request, li, { orderNo, ...request }),
    );
    expect(asked).toMatchObject({ state: "requested", issuer: "seller", downloadable: false, invoiceNo: "" });
    expect(await sellerTitles(orderNo)).toContain("买家申请开具发票");
    // Asking again is told it exists; the platform does not issue a seller's invoice.
    expect(dataOf<{ state: string }>(await call(invoiceCalls.request, li, { orderNo, ...request })).state).toBe("requested");
    const sold = dataOf<{ invoiceWaiting: boolean; invoice: { title: string; state: string } | null }>(
      await call(shopServiceCalls.soldDetail, zhang, { orderNo }),
    );
    expect(sold).toMatchObject({ invoiceWaiting: true, invoice: { title: request.title, state: "requested" } });
    expectFailure(await call(shopServiceCalls.soldInvoice, zhangDingsheng, { orderNo, invoiceNo: "12345678" }), 404);
    expectFailure(await call(shopServiceCalls.soldInvoice, zhang, { orderNo, invoiceNo: "12-34" }), 400, /发票号码/);
    const issued = dataOf<{ invoiceWaiting: boolean; invoice: { state: string; invoiceNo: string } }>(
      await call(shopServiceCalls.soldInvoice, zhang, { orderNo, invoiceNo: "22012345678" }),
    );
    expect(issued).toMatchObject({ invoiceWaiting: false, invoice: { state: "issued", invoiceNo: "22012345678" } });
    expectFailure(await call(shopServiceCalls.soldInvoice, zhang, { orderNo, invoiceNo: "22012345679" }), 409, /不能重复开具/);
    const buyerSees = dataOf<{ invoice: { state: string; invoiceNo: string; downloadable: boolean } }>(await call(invoiceCalls.ofOrder, li, { orderNo }));
    expect(buyerSees.invoice).toMatchObject({ state: "issued", invoiceNo: "22012345678", downloadable: false });
    const told = await t.database.db.select().from(notices).where(eq(notices.memberId, li.userId));
    expect(told.filter((n) => n.content.includes(orderNo)).map((n) => n.title)).toContain("发票已开具");
  });
});
