import { randomBytes } from "node:crypto";
import { orderCalls } from "@cidp/api-client/contract";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseAtCheckout } from "../../testing/sandbox-checkout.ts";
import { businessIdOf, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { notices } from "../notice/schema.ts";
import { createPaymentServices, type PaymentServices } from "../payment/payment-services.ts";
import { createRefundReview } from "./refund-review.ts";
import { serviceOrders } from "./schema.ts";

const secret = randomBytes(32);
let t: TestApp;
let services: PaymentServices;
let zhang: LoggedIn;
let review: ReturnType<typeof createRefundReview>;

type Order = { orderNo: string; state: string };
async function post<T>(path: string, body: object) {
  return ((await t.app.inject({ method: "POST", url: path, headers: zhang.headers, payload: body })).json() as { data: T }).data;
}

/** A paid order whose buyer asked for a refund (paid through the sandbox, settled by the query fallback). */
async function refundRequested(): Promise<{ orderNo: string; id: number }> {
  const order = await post<Order>(orderCalls.create.path, { itemKind: "service_package", itemId: 1 });
  const { checkoutUrl } = await post<{ checkoutUrl: string }>(orderCalls.pay.path, { orderNo: order.orderNo, method: "alipay" });
  await chooseAtCheckout(t, zhang, checkoutUrl, "pay");
  await post(orderCalls.sync.path, { orderNo: order.orderNo });
  expect((await post<Order>(orderCalls.requestRefund.path, { orderNo: order.orderNo, reason: "项目取消，不再需要" })).state).toBe("refunding");
  const [row] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, order.orderNo));
  return { orderNo: order.orderNo, id: row?.id ?? 0 };
}

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { tokenSecret: secret });
  services = createPaymentServices(t.database.db, secret, { warn: () => undefined, info: () => undefined });
  review = createRefundReview(t.database.db, services.payments);
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
}, 60_000);
afterAll(() => t.close());

describe("退款申请 in the operator's review queue", () => {
  it("lists a request with the buyer's reason, and approving refunds it through the provider and tells the buyer", async () => {
    const { orderNo, id } = await refundRequested();
    const { entries, waiting } = await review.queue();
    expect(entries.map((e) => e.id)).toContain(id);
    expect(waiting.refund).toBeGreaterThanOrEqual(1);
    const subject = await review.subject("refund", id);
    expect(subject?.fields).toContainEqual(["退款原因", "项目取消，不再需要"]);
    expect(subject?.fields.find(([label]) => label === "买家")?.[1]).toBe("张建国（138****0001）");
    expect(await review.decide("refund", id, 1, { approve: true })).toBe(true);
    expect(await review.decide("refund", id, 1, { approve: true })).toBe(false);
    const [row] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.id, id));
    expect(row).toMatchObject({ state: "refunded", refundedFen: row?.paidFen });
    const [notice] = await t.database.db.select().from(notices).orderBy(desc(notices.id)).limit(1);
    expect(notice).toMatchObject({ title: "退款申请已通过", noticeType: 0, jumpUrl: `/user/service-buy-list/detail?orderNo=${orderNo}` });
  });

  it("rejecting keeps the money with the seller and gives the buyer the reason", async () => {
    const { id } = await refundRequested();
    expect(await review.decide("refund", id, 1, { approve: false, reason: "服务已完成大部分" })).toBe(true);
    const [row] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.id, id));
    expect(row).toMatchObject({ state: "refund_rejected", refundedFen: 0 });
    const [notice] = await t.database.db.select().from(notices).orderBy(desc(notices.id)).limit(1);
    expect(notice?.content).toContain("原因：服务已完成大部分");
    expect((await review.queue()).entries.map((e) => e.id)).not.toContain(id);
  });

  it("knows nothing of other kinds or unknown orders", async () => {
    expect(await review.subject("knowledge", 1)).toBeNull();
    expect(await review.decide("refund", 999_999, 1, { approve: true })).toBe(false);
  });
});
