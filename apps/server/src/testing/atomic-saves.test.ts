import { randomBytes } from "node:crypto";
import { orderCalls, projectCalls } from "@cidp/api-client/contract";
import { count, eq, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { marketProjects } from "../capabilities/project/schema.ts";
import { createChatRepository } from "../platform/chat/repository.ts";
import { chatConversations, chatMemberships } from "../platform/chat/schema.ts";
import { notices } from "../platform/notice/schema.ts";
import { createOrderFulfilment } from "../platform/order/fulfilment.ts";
import { createRefundReview } from "../platform/order/refund-review.ts";
import { serviceOrderEvents, serviceOrders } from "../platform/order/schema.ts";
import { createPaymentServices, type PaymentServices, sandboxSecretOf } from "../platform/payment/payment-services.ts";
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from "../platform/payment/sandbox/sandbox-signature.ts";
import { paymentNotifications, paymentRefunds, payments, sandboxNotifications } from "../platform/payment/schema.ts";
import { chooseAtCheckout } from "./sandbox-checkout.ts";
import { businessIdOf, type LoggedIn, login } from "./suite-helpers.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * Saves of several rows are all or nothing: the process "crashes" at the last write (a trigger
 * makes it fail, as a lost connection would) and the first writes must be gone with it.
 */
const secret = randomBytes(32);
let t: TestApp;
let services: PaymentServices;
let zhang: LoggedIn;
const failing: string[] = [];

/** Makes every insert into `table` fail until the test ends. */
async function crashOnInsertInto(table: PgTable): Promise<void> {
  const name = getTableName(table);
  await t.database.db.execute(sql.raw(`create trigger crash_here before insert on ${name} for each row execute function crash_here()`));
  failing.push(name);
}

const rows = async (table: PgTable) => (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
const post = async <T>(path: string, body: object) =>
  t.app.inject({ method: "POST", url: path, headers: zhang.headers, payload: body }) as Promise<{ statusCode: number; json(): { data: T } }>;

async function newOrder() {
  const created = await post<{ orderNo: string }>(orderCalls.create.path, { itemKind: "service_package", itemId: 1 });
  const [row] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, created.json().data.orderNo));
  if (!row) throw new Error("no order");
  return row;
}

/** Pays the order on the sandbox checkout and returns its (undelivered) notification, signed. */
async function paidNotification(orderNo: string) {
  const started = await post<{ checkoutUrl: string }>(orderCalls.pay.path, { orderNo, method: "alipay" });
  await chooseAtCheckout(t, zhang, started.json().data.checkoutUrl, "pay");
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.checkoutUrl, started.json().data.checkoutUrl));
  const body = (await t.database.db.select().from(sandboxNotifications)).find((n) => n.body.includes(payment?.id ?? "none"))?.body ?? "";
  return { paymentId: payment?.id ?? "none", headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(sandboxSecretOf(services), body, new Date()) }, body };
}

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { tokenSecret: secret });
  services = createPaymentServices(t.database.db, secret, { warn: () => undefined, info: () => undefined });
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  await t.database.db.execute(sql.raw("create function crash_here() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$"));
}, 60_000);
afterEach(async () => {
  for (const name of failing.splice(0)) await t.database.db.execute(sql.raw(`drop trigger crash_here on ${name}`));
});
afterAll(() => t.close());

describe("saves of several rows are all or nothing", () => {
  it("an order whose first event cannot be written is not made", async () => {
    const before = await rows(serviceOrders);
    await crashOnInsertInto(serviceOrderEvents);
    const answer = await post(orderCalls.create.path, { itemKind: "service_package", itemId: 1 });
    expect(answer.statusCode).toBe(500);
    expect(await rows(serviceOrders)).toBe(before);
  });

  it("a payment whose order event cannot be written stays unpaid, and its notification is taken again later, once", async () => {
    const order = await newOrder();
    const { paymentId, headers, body } = await paidNotification(order.orderNo);
    await crashOnInsertInto(serviceOrderEvents);
    await expect(services.payments.receiveNotification("sandbox", headers, body)).rejects.toThrow();
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe("open");
    expect(await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.body, body))).toEqual([]);
    // The provider resends it (it was not acknowledged); this time it goes through, once.
    await t.database.db.execute(sql.raw("drop trigger crash_here on service_order_event"));
    failing.splice(0);
    expect(await services.payments.receiveNotification("sandbox", headers, body)).toMatchObject({ acknowledged: true });
    expect(await services.payments.receiveNotification("sandbox", headers, body)).toMatchObject({ acknowledged: true });
    const [paid] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.id, order.id));
    expect(paid).toMatchObject({ state: "paid", paymentId });
  });

  it("a refund decision whose notice to the buyer cannot be written is not taken, and nothing is refunded", async () => {
    const order = await newOrder();
    const { headers, body } = await paidNotification(order.orderNo);
    await services.payments.receiveNotification("sandbox", headers, body);
    await post(orderCalls.requestRefund.path, { orderNo: order.orderNo, reason: "项目取消，不再需要" });
    await crashOnInsertInto(notices);
    await expect(createRefundReview(t.database.db, services.payments).decide("refund", order.id, 1, { approve: true })).rejects.toThrow();
    const [row] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.id, order.id));
    expect(row).toMatchObject({ state: "refunding", refundApproved: false, refundedFen: 0 });
    expect(
      await t.database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, row?.paymentId ?? "")),
    ).toEqual([]);
  });

  it("a fulfilment step whose notice cannot be written leaves the order where it was", async () => {
    const order = await newOrder();
    const { headers, body } = await paidNotification(order.orderNo);
    await services.payments.receiveNotification("sandbox", headers, body);
    await crashOnInsertInto(notices);
    await expect(createOrderFulfilment(t.database.db).step(order.id, "start", 1, "")).rejects.toThrow();
    const [row] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.id, order.id));
    expect(row?.state).toBe("paid");
  });

  it("a conversation whose memberships cannot be written is not opened", async () => {
    const before = await rows(chatConversations);
    await crashOnInsertInto(chatMemberships);
    await expect(createChatRepository(t.database.db).openConversation("atomic-a", "atomic-b")).rejects.toThrow();
    expect(await rows(chatConversations)).toBe(before);
  });

  it("a project whose alerts to fitting businesses cannot be written is not published", async () => {
    const li = await login(t, "13800000002");
    await t.app.inject({ method: "POST", url: projectCalls.alertSave.path, headers: li.headers, payload: { enabled: true } });
    const title = "原子性测试：长春市钢结构支架";
    await crashOnInsertInto(notices);
    const answer = await post(projectCalls.save.path, {
      title,
      category: "钢结构工程专业承包",
      regionCode: "220100",
      budgetMinFen: 300_000_000,
      budgetMaxFen: 500_000_000,
      requiredGrade: "二级",
      deadline: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      scope: "综合管廊钢结构支架制作与安装。",
      contactName: "张建国",
    });
    expect(answer.statusCode).toBe(500);
    expect(await t.database.db.select().from(marketProjects).where(eq(marketProjects.title, title))).toEqual([]);
  });
});
