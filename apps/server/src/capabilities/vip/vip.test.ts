import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { orderCalls, serviceAuthCalls, vipCalls } from "@cidp/api-client/contract";
import { DAY_MS, discountLabel } from "@cidp/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDateTime } from "../../http/format.ts";
import { servicePackages } from "../../platform/cms/schema.ts";
import { createOrderFulfilment } from "../../platform/order/fulfilment.ts";
import { createRefundReview } from "../../platform/order/refund-review.ts";
import { serviceOrderEvents, serviceOrders } from "../../platform/order/schema.ts";
import { createPaymentServices } from "../../platform/payment/payment-services.ts";
import { chooseAtCheckout } from "../../testing/sandbox-checkout.ts";
import { businessIdOf, contractCalls, expectFailure, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { vipPlans } from "./schema.ts";

const secret = randomBytes(32);
let t: TestApp;
let zhang: LoggedIn;
let li: LoggedIn;
let review: ReturnType<typeof createRefundReview>;
type Plan = { id: number; code: string; durationDays: number; priceFen: number; name: string };
let plans: Plan[];

const { call, data } = contractCalls(() => t);

/** Orders a plan and pays it through the sandbox checkout (the query fallback settles it). */
async function buy(who: LoggedIn, code: string): Promise<string> {
  const plan = plans.find((p) => p.code === code);
  const order = await data<{ orderNo: string }>(orderCalls.create, who, { itemKind: "vip_plan", itemId: plan?.id });
  const { checkoutUrl } = await data<{ checkoutUrl: string }>(orderCalls.pay, who, { orderNo: order.orderNo, method: "wechat" });
  const paid = await chooseAtCheckout(t, who, checkoutUrl, "pay");
  // The checkout sends the buyer back to the member center's pay result page.
  expect(String(paid.headers.location ?? paid.body)).toContain(`/user/pay/success?orderNo=${order.orderNo}`);
  expect((await data<{ state: string }>(orderCalls.sync, who, { orderNo: order.orderNo })).state).toBe("paid");
  return order.orderNo;
}

/** The buyer asks for a refund and the platform's operator approves it. */
async function refund(who: LoggedIn, orderNo: string) {
  await data(orderCalls.requestRefund, who, { orderNo, reason: "误购，申请退款" });
  const [row] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, orderNo));
  expect(await review.decide("refund", row?.id ?? 0, 1, { approve: true })).toBe(true);
}

type Membership = { active: boolean; expiry: string | null; daysLeft: number; planName: string | null; grantId: number | null };
const membership = (who: LoggedIn) => data<Membership>(vipCalls.membership, who);
const at = (text: string | null) => parseDateTime(text ?? "")?.getTime() ?? Number.NaN;

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { tokenSecret: secret });
  review = createRefundReview(t.database.db, createPaymentServices(t.database.db, secret, { warn: () => undefined, info: () => undefined }).payments);
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  li = await login(t, "13800000002", await businessIdOf(t.database.db, "91220106MA152W4H0D"));
  plans = await data<Plan[]>(vipCalls.plans, zhang);
}, 60_000);
afterAll(() => t.close());

describe("one VIP product", () => {
  it("membership is sold only as the VIP plans: no service package sells it a second way", async () => {
    const packages = await t.database.db.select({ name: servicePackages.name, category: servicePackages.category }).from(servicePackages);
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.filter((p) => /VIP|会员/.test(`${p.name}${p.category}`))).toEqual([]);
  });

  it("the demo's membership (长春鼎盛's yearly plan) shows as VIP where VIP is shown, running out in a week", async () => {
    const dingsheng = await login(t, "13800000001", await businessIdOf(t.database.db, "91220104MA17B8RT2H"));
    expect(await membership(dingsheng)).toMatchObject({ active: true, planName: "年度VIP会员", daysLeft: 7 });
    expect(await membership(zhang)).toMatchObject({ active: false, planName: null });
  });
});

describe("VIP plans", () => {
  it("offers the seeded 月度, 年度 and 企业 plans with fen prices and days, to anyone", async () => {
    expect(plans.map((p) => [p.code, p.durationDays])).toEqual([
      ["monthly", 30],
      ["yearly", 365],
      ["enterprise", 365],
    ]);
    const anonymous = (await call(vipCalls.plans, null)).json() as { data: Plan[] };
    expect(anonymous.data).toHaveLength(3);
  });
});

describe("buying VIP grants, buying again extends, a refund takes the unused time back", () => {
  let yearly = "";
  let monthly = "";
  it("a paid yearly plan makes the business VIP for 365 days from now", async () => {
    expect((await membership(zhang)).active).toBe(false);
    const before = Date.now();
    yearly = await buy(zhang, "yearly");
    const now = await membership(zhang);
    expect(now).toMatchObject({ active: true, daysLeft: 365, planName: "年度VIP会员" });
    // Times are shown to the second.
    expect(Math.abs(at(now.expiry) - (before + 365 * DAY_MS))).toBeLessThan(60_000);
  });

  it("the paid order keeps its payment's time, the time of its payment event (服务授权 orders by it)", async () => {
    const [order] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, yearly));
    const [paid] = await t.database.db
      .select({ at: serviceOrderEvents.at })
      .from(serviceOrderEvents)
      .where(and(eq(serviceOrderEvents.orderId, order?.id ?? 0), eq(serviceOrderEvents.type, "payment-succeeded")));
    expect(order?.paidAt).toEqual(paid?.at);
    expect(paid).toBeDefined();
  });

  it("a monthly plan bought while VIP runs starts at the current expiry: 30 days more", async () => {
    const before = await membership(zhang);
    monthly = await buy(zhang, "monthly");
    const after = await membership(zhang);
    expect(at(after.expiry) - at(before.expiry)).toBe(30 * DAY_MS);
    const { grant } = await data<{ grant: { startTime: string; validity: string } }>(vipCalls.orderGrant, zhang, { orderNo: monthly });
    expect(grant).toMatchObject({ startTime: before.expiry, validity: "pending" });
  });

  it("a legal package costs the running year's 9折 (not the queued month's 9.5折), quoted and ordered alike, and says why", async () => {
    const [pkg] = await t.database.db.select().from(servicePackages).where(eq(servicePackages.name, "企业常年法律顾问（基础版）"));
    const item = { itemKind: "service_package", itemId: pkg?.id };
    const quote = await data<{ priceFen: number; listFen: number | null; discountNote: string | null }>(orderCalls.quote, zhang, item);
    expect(quote).toMatchObject({ priceFen: 1_152_000, listFen: 1_280_000, discountNote: "年度VIP会员 9折" });
    const order = await data<{ orderNo: string; amountFen: number; listFen: number | null; discountNote: string | null }>(orderCalls.create, zhang, item);
    expect(order).toMatchObject({ amountFen: 1_152_000, listFen: 1_280_000, discountNote: "年度VIP会员 9折" });
    // The checkout is asked for the discounted amount.
    const { checkoutUrl } = await data<{ checkoutUrl: string }>(orderCalls.pay, zhang, { orderNo: order.orderNo, method: "wechat" });
    await chooseAtCheckout(t, zhang, checkoutUrl, "pay");
    expect(await data<{ state: string; paidFen: number }>(orderCalls.sync, zhang, { orderNo: order.orderNo })).toMatchObject({
      state: "paid",
      paidFen: 1_152_000,
    });
    // The platform's 服务订单 queue shows staff the same 原价 and 折 beside what was paid.
    const queue = await createOrderFulfilment(t.database.db).queue({ orderNo: order.orderNo, page: 1 });
    expect(queue.orders.map((entry) => entry.amount)).toEqual(["¥11,520.00（原价¥12,800.00，年度VIP会员 9折）"]);
    // Another business without VIP pays the list price; a VIP's discount is on packages only.
    expect(await data(orderCalls.quote, li, item)).toMatchObject({ priceFen: 1_280_000, listFen: null, discountNote: null });
    const month = plans.find((p) => p.code === "monthly");
    expect(await data(orderCalls.quote, zhang, { itemKind: "vip_plan", itemId: month?.id })).toMatchObject({ priceFen: month?.priceFen, listFen: null });
  });

  it("the business carries the VIP mark anyone may ask for, beside one without", async () => {
    const ids = [zhang.businessId, li.businessId];
    expect(await data(vipCalls.marks, null, { ids: ids.join(",") })).toEqual({ vipIds: [zhang.businessId] });
    expectFailure(await call(vipCalls.marks, null, { ids: "1,x" }), 400);
    expectFailure(await call(vipCalls.marks, null, { ids: Array.from({ length: 51 }, (_, i) => i + 1).join(",") }), 400);
  });

  it("a yearly plan recommends the business in the company directory (推荐位), not on the home page (企业VIP's)", async () => {
    type Card = { id: number; name: string; region: string };
    const directory = await data<Card[]>(vipCalls.recommended, null, { place: "directory" });
    // The latest to start first: this purchase, then the demo's 长春鼎盛.
    expect(directory.map((card) => card.id).slice(0, 2)).toEqual([zhang.businessId, await businessIdOf(t.database.db, "91220104MA17B8RT2H")]);
    expect(directory[0]?.region).not.toBe("");
    const home = await data<Card[]>(vipCalls.recommended, null, { place: "home" });
    expect(home.map((card) => card.id)).not.toContain(zhang.businessId);
    expectFailure(await call(vipCalls.recommended, null, { place: "sidebar" }), 400);
  });

  it("the plans' benefits promise the discount they give", async () => {
    const rows = await t.database.db.select().from(vipPlans);
    for (const plan of rows) expect(plan.benefits.join("，")).toContain(`法律服务套餐${discountLabel(plan.packageDiscount)}`);
  });

  it("refunding the queued month takes its 30 days back; the year stays", async () => {
    const before = await membership(zhang);
    await refund(zhang, monthly);
    const after = await membership(zhang);
    expect(at(before.expiry) - at(after.expiry)).toBe(30 * DAY_MS);
    const { grant } = await data<{ grant: { validity: string; revokeTime: string | null } }>(vipCalls.orderGrant, zhang, { orderNo: monthly });
    expect(grant.validity).toBe("revoked");
    expect(grant.revokeTime).not.toBeNull();
  });

  it("服务授权 lists the VIP periods beside the legal packages, with validity and filters", async () => {
    const all = await data<{ records: { kind: string; validity: string; orderNo: string }[]; activeCount: number }>(serviceAuthCalls.list, zhang, {
      current: 1,
      size: 50,
    });
    expect(all.records.find((r) => r.orderNo === yearly)).toMatchObject({ kind: "vip_plan", validity: "active" });
    expect(all.records.find((r) => r.orderNo === monthly)).toMatchObject({ kind: "vip_plan", validity: "revoked" });
    expect(all.records.some((r) => r.kind === "service_package")).toBe(true);
    const vipOnly = await data<{ records: { kind: string }[] }>(serviceAuthCalls.list, zhang, { kind: "vip_plan", validity: "active" });
    expect(vipOnly.records).toHaveLength(1);
  });

  it("the grant's detail shows the plan's benefits and every period of the business", async () => {
    const { grantId } = await membership(zhang);
    const detail = await data<{ plan: { benefits: string[] }; periods: { orderNo: string }[] }>(vipCalls.grant, zhang, { id: grantId });
    expect(detail.plan.benefits.length).toBeGreaterThan(3);
    expect(detail.periods.map((p) => p.orderNo)).toEqual([yearly, monthly]);
  });

  it("another business sees none of it", async () => {
    const { grantId } = await membership(zhang);
    expect((await membership(li)).active).toBe(false);
    expectFailure(await call(vipCalls.orderGrant, li, { orderNo: yearly }), 404);
    expectFailure(await call(vipCalls.grant, li, { id: grantId }), 404);
    const theirs = await data<{ records: unknown[] }>(serviceAuthCalls.list, li);
    expect(theirs.records).toEqual([]);
  });

  it("refunding the running year ends VIP now, and with it the discount", async () => {
    await refund(zhang, yearly);
    expect(await membership(zhang)).toMatchObject({ active: false, expiry: null, daysLeft: 0 });
    expect(await data(vipCalls.marks, null, { ids: String(zhang.businessId) })).toEqual({ vipIds: [] });
    const directory = await data<{ id: number }[]>(vipCalls.recommended, null, { place: "directory" });
    expect(directory.map((card) => card.id)).not.toContain(zhang.businessId);
    const [pkg] = await t.database.db.select().from(servicePackages).where(eq(servicePackages.name, "企业常年法律顾问（基础版）"));
    expect(await data(orderCalls.quote, zhang, { itemKind: "service_package", itemId: pkg?.id })).toMatchObject({ priceFen: 1_280_000, listFen: null });
  });
});

describe("VIP never gates taking part in an inquiry or a tender", () => {
  // Procurement permissions (inquiry_create, inquiry_award, quote_submit, tender_manage) come from
  // the member's roles alone; the membership is read only by the VIP pages and the order kind.
  it("nothing outside the VIP module reads the membership: only the composition root (its routes, the order kind that grants it, its discount on packages, the personal center's tasks that show it, the service desk's 专属客服 port, the ports and job kinds of its price reports and call push, the staff area of its 线下培训) and the seed know the module", async () => {
    const src = path.resolve(import.meta.dirname, "../..");
    const files = (await readdir(src, { recursive: true })).filter(
      (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.startsWith(path.join("capabilities", "vip")),
    );
    const readers: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(src, file), "utf8");
      if (/from "[./]*(capabilities\/)?vip\//.test(text)) readers.push(file);
    }
    expect(readers.sort()).toEqual([
      "app.ts",
      path.join("composition", "order-offers.ts"),
      path.join("composition", "orderable-kinds.ts"),
      path.join("composition", "personal-center-tasks.ts"),
      path.join("composition", "route-modules.generated.ts"),
      path.join("composition", "seed.ts"),
      path.join("composition", "service-desk-vip.ts"),
      path.join("composition", "vip-price-figures.ts"),
      path.join("composition", "vip-published-calls.ts"),
    ]);
  });
});
