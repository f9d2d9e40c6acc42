import { randomBytes } from "node:crypto";
import { bankCardCalls, orderCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { METRICS_PATH } from "../../plugins/metrics.ts";
import { checkoutCsrfToken, checkoutForm, chooseAtCheckout } from "../../testing/sandbox-checkout.ts";
import { businessIdOf, contractCalls, expectFailure, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { servicePackages } from "../cms/schema.ts";
import { applyOrderEvent } from "../order/order-events.ts";
import { serviceOrderEvents, serviceOrders } from "../order/schema.ts";
import { SANDBOX_NOTIFY_PATH } from "./notify-route.ts";
import { createPaymentServices, type PaymentServices, sandboxSecretOf } from "./payment-services.ts";
import { type DeliverNotification, deliverDueNotifications } from "./sandbox/sandbox-notifier.ts";
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from "./sandbox/sandbox-signature.ts";
import { paymentNotifications, payments, sandboxNotifications, sandboxTrades } from "./schema.ts";

const secret = randomBytes(32);
const quiet = { warn: () => undefined, info: () => undefined };
let t: TestApp;
let services: PaymentServices;
let zhang: LoggedIn;
let li: LoggedIn;
let packageId: number;
let packagePrice: number;
let cardId: number;

type Order = { orderNo: string; state: string; stateLabel: string; amountFen: number; paidFen: number; refundedFen: number };

const { answer } = contractCalls(() => t);

/** A signed notification posted to the app's sandbox endpoint, as the sandbox delivers it. */
const postNotification = (body: string, signature: string) =>
  t.app.inject({
    method: "POST",
    url: SANDBOX_NOTIFY_PATH,
    headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
/** What the app logged of a notification it was sent. */
const loggedNotification = async (notificationId: string) =>
  (await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.notificationId, notificationId)))[0];

/** The sandbox's deliveries, into this in-process app instead of over HTTP. */
const deliverInProcess: DeliverNotification = async (_url, body, signature) => {
  const response = await postNotification(body, signature);
  return response.statusCode === 200 && response.body === "success";
};
const deliverAll = () => deliverDueNotifications(t.database.db, sandboxSecretOf(services), deliverInProcess);

async function newOrder(who: LoggedIn = zhang): Promise<Order> {
  const response = await answer<Order>(orderCalls.create, who, { itemKind: "service_package", itemId: packageId });
  expect(response.status).toBe(200);
  return response.data;
}

/** Starts a payment and makes the buyer's choice on the sandbox checkout page. */
async function payAtCheckout(order: Order, choice: "pay" | "fail" | "cancel", method: "bank_card" | "wechat" = "bank_card"): Promise<string> {
  const started = await answer<{ checkoutUrl: string }>(orderCalls.pay, zhang, {
    orderNo: order.orderNo,
    method,
    ...(method === "bank_card" ? { bankCardId: cardId } : {}),
  });
  expect(started.status).toBe(200);
  const submitted = await chooseAtCheckout(t, zhang, started.data.checkoutUrl, choice);
  expect(submitted.statusCode).toBe(303);
  expect(submitted.headers.location).toBe(`/default/comprehensives-ervices/law-services/law-lesson/pay/success?orderNo=${order.orderNo}`);
  return started.data.checkoutUrl;
}

const detail = async (order: Order) =>
  (await answer<Order & { events: { type: string; actorKind: string; toState: string }[] }>(orderCalls.detail, zhang, { orderNo: order.orderNo })).data;
const orderRowPayments = async (order: Order) =>
  t.database.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, (await orderRow(order))?.id ?? 0));
const orderRow = async (order: Order) => (await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, order.orderNo)))[0];

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { tokenSecret: secret });
  services = createPaymentServices(t.database.db, secret, quiet, { sandboxNotifyUrl: `http://127.0.0.1:1${SANDBOX_NOTIFY_PATH}` });
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  li = await login(t, "13800000002", await businessIdOf(t.database.db, "91220106MA152W4H0D"));
  const [item] = await t.database.db.select().from(servicePackages).orderBy(servicePackages.id).limit(1);
  packageId = item?.id ?? 0;
  packagePrice = item?.priceFen ?? 0;
  const bound = await answer<{ id: number }>(bankCardCalls.bind, zhang, { kind: "personal", cardNumber: "6222021000123456781", holderName: "张建国" });
  cardId = bound.data.id;
}, 60_000);
afterAll(() => t.close());

describe("orders", () => {
  it("take their price from the server, whatever the body says, and wait 30 minutes for payment", async () => {
    const response = await answer<Order & { payBefore: string; createTime: string }>(orderCalls.create, zhang, {
      itemKind: "service_package",
      itemId: packageId,
      amountFen: 1,
    });
    expect(response.data).toMatchObject({ state: "pending_payment", stateLabel: "待支付", amountFen: packagePrice, paidFen: 0 });
    expect(response.data.orderNo).toMatch(/^\d{8}[0-9A-Z]{8}$/);
  });

  it("refuse an unknown item and bad input with a clear message, writing nothing", async () => {
    expectFailure(await answer(orderCalls.create, zhang, { itemKind: "service_package", itemId: 999_999 }), 404, /该服务不存在或已下架/);
    expectFailure(await answer(orderCalls.create, zhang, { itemKind: "car", itemId: packageId }), 400, /不支持的商品类型/);
  });

  it("are another member's business: someone else's order is not found", async () => {
    const order = await newOrder();
    expectFailure(await answer(orderCalls.detail, li, { orderNo: order.orderNo }), 404, /订单不存在/);
    expectFailure(await answer(orderCalls.pay, li, { orderNo: order.orderNo, method: "wechat" }), 404);
  });
});

describe("paying through the sandbox provider", () => {
  it("charges only the member's own bound card", async () => {
    const order = await newOrder();
    expectFailure(await answer(orderCalls.pay, zhang, { orderNo: order.orderNo, method: "bank_card" }), 400, /请选择本人已绑定的银行卡/);
    expectFailure(await answer(orderCalls.pay, li, { orderNo: order.orderNo, method: "bank_card", bankCardId: cardId }), 404);
  });

  it("a double-clicked 支付 opens one payment", async () => {
    const order = await newOrder();
    const [a, b] = await Promise.all([
      answer<{ checkoutUrl: string }>(orderCalls.pay, zhang, { orderNo: order.orderNo, method: "bank_card", bankCardId: cardId }),
      answer<{ checkoutUrl: string }>(orderCalls.pay, zhang, { orderNo: order.orderNo, method: "bank_card", bankCardId: cardId }),
    ]);
    expect(a.data.checkoutUrl).toBe(b.data.checkoutUrl);
    const row = await orderRow(order);
    expect(
      await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, row?.id ?? 0)),
    ).toHaveLength(1);
    const page = await t.app.inject({ method: "GET", url: a.data.checkoutUrl, headers: zhang.headers });
    expect(page.body).toContain("¥");
    expect(page.body).toContain("工商银行 尾号6781");
  });

  it("a notification after the redirect, delivered twice, pays the order once", async () => {
    const order = await newOrder();
    await payAtCheckout(order, "pay");
    expect((await detail(order)).state).toBe("pending_payment");
    // Until it comes, the payment is counted as awaiting its notification (operations' backlog alert).
    const awaiting = async () => {
      const text = (await t.app.inject({ method: "GET", url: METRICS_PATH })).body;
      return Number(/^payment_awaiting_notification\{method="bank_card"\} (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
    };
    const before = await awaiting();
    expect(before).toBeGreaterThan(0);
    expect(await deliverAll()).toBeGreaterThan(0);
    // The provider resends the acknowledged notification (its ack was lost): nothing changes again.
    const paymentId = (await orderRowPayments(order))[0]?.id ?? "none";
    const sent = (await t.database.db.select().from(sandboxNotifications)).find((n) => n.body.includes(paymentId));
    expect(sent?.acknowledgedAt).not.toBeNull();
    expect(await deliverInProcess("", sent?.body ?? "", signSandboxBody(sandboxSecretOf(services), sent?.body ?? "", new Date()))).toBe(true);
    const paid = await detail(order);
    expect(paid).toMatchObject({ state: "paid", paidFen: packagePrice });
    expect(await awaiting()).toBe(before - 1);
    expect(paid.events.filter((e) => e.toState === "paid")).toEqual([
      { type: "payment-succeeded", actorKind: "system", toState: "paid", fromState: "pending_payment", note: "", time: expect.any(String) },
    ]);
  });

  it("a notification that never comes: the return page's query pays the order, and the late notification changes nothing", async () => {
    const order = await newOrder();
    await payAtCheckout(order, "pay");
    const synced = await answer<Order>(orderCalls.sync, zhang, { orderNo: order.orderNo });
    expect(synced.data.state).toBe("paid");
    await deliverAll();
    const events = await t.database.db
      .select()
      .from(serviceOrderEvents)
      .where(eq(serviceOrderEvents.orderId, (await orderRow(order))?.id ?? 0));
    expect(events.filter((e) => e.type === "payment-succeeded")).toHaveLength(1);
  });

  it("a failed payment leaves the order payable; a cancelled checkout too", async () => {
    const order = await newOrder();
    await payAtCheckout(order, "fail");
    await deliverAll();
    expect((await detail(order)).state).toBe("pending_payment");
    await payAtCheckout(order, "cancel", "wechat");
    expect((await detail(order)).state).toBe("pending_payment");
    await payAtCheckout(order, "pay", "wechat");
    await deliverAll();
    expect((await detail(order)).state).toBe("paid");
  });

  it("two attempts both paid: the order keeps the first, the second is refunded", async () => {
    const order = await newOrder();
    await payAtCheckout(order, "pay", "bank_card");
    await payAtCheckout(order, "pay", "wechat");
    await deliverAll();
    await deliverAll();
    const row = await orderRow(order);
    expect(row).toMatchObject({ state: "paid", paidFen: packagePrice, refundedFen: 0 });
    const trades = await t.database.db.select().from(sandboxTrades);
    const mine = trades.filter((trade) => trade.subject === row?.title && trade.status === "SUCCESS" && trade.refundedFen > 0);
    expect(mine.length).toBeGreaterThanOrEqual(1);
  });
});

describe("notifications that must be refused", () => {
  it("a forged signature is refused, logged and changes nothing", async () => {
    const order = await newOrder();
    const started = await answer<{ checkoutUrl: string }>(orderCalls.pay, zhang, { orderNo: order.orderNo, method: "wechat" });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.checkoutUrl, started.data.checkoutUrl));
    const body = JSON.stringify({
      notificationId: "Nforged1",
      kind: "payment",
      paymentId: payment?.id,
      tradeNo: "X",
      status: "succeeded",
      amountFen: packagePrice,
    });
    const forged = signSandboxBody(randomBytes(32), body, new Date());
    const response = await postNotification(body, forged);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("fail");
    expect((await detail(order)).state).toBe("pending_payment");
    expect(await loggedNotification("Nforged1")).toMatchObject({ outcome: "refused", reason: "签名校验失败" });
  });

  it("a replayed notification (signed long ago) is refused", async () => {
    const body = JSON.stringify({ notificationId: "Nreplay1", kind: "payment", paymentId: "P0", tradeNo: "X", status: "succeeded", amountFen: 1 });
    const old = signSandboxBody(sandboxSecretOf(services), body, new Date(Date.now() - 3_600_000));
    const response = await postNotification(body, old);
    expect(response.statusCode).toBe(400);
    expect((await loggedNotification("Nreplay1"))?.reason).toMatch(/重放/);
  });

  it("no signature or no JSON is refused without an error", async () => {
    const response = await t.app.inject({ method: "POST", url: SANDBOX_NOTIFY_PATH, headers: { "content-type": "text/plain" }, payload: "not json" });
    expect(response.statusCode).toBe(400);
  });
});

describe("the sandbox checkout, bound to its payer", () => {
  const post = (url: string, who: LoggedIn | null, choice: string, token: string) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { ...(who?.headers ?? {}), "content-type": "application/x-www-form-urlencoded" },
      payload: checkoutForm(choice, token),
    });
  const opened = async () => {
    const order = await newOrder();
    const { data } = await answer<{ checkoutUrl: string }>(orderCalls.pay, zhang, { orderNo: order.orderNo, method: "wechat" });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.checkoutUrl, data.checkoutUrl));
    return { order, url: data.checkoutUrl, paymentId: payment?.id ?? "none" };
  };

  it("shows the checkout only in the session of the member who pays", async () => {
    const { url } = await opened();
    const stranger = await t.app.inject({ method: "GET", url });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.body).toContain("请先登录");
    const other = await t.app.inject({ method: "GET", url, headers: li.headers });
    expect(other.statusCode).toBe(404);
    for (const page of [stranger, other]) {
      expect(page.body).not.toContain("¥");
      expect(checkoutCsrfToken(page.body)).toBe("");
    }
    const own = await t.app.inject({ method: "GET", url, headers: zhang.headers });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("¥");
    expect(checkoutCsrfToken(own.body)).not.toBe("");
  });

  it("refuses a stranger, another member and a missing or foreign CSRF token, and the payment stays open; the payer pays", async () => {
    const { order, url, paymentId } = await opened();
    const token = checkoutCsrfToken((await t.app.inject({ method: "GET", url, headers: zhang.headers })).body);
    // The same member in another session (another browser): its page's token is not this session's.
    const elsewhere = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
    const otherSessionToken = checkoutCsrfToken((await t.app.inject({ method: "GET", url, headers: elsewhere.headers })).body);
    expect(otherSessionToken).not.toBe(token);
    for (const [who, given, status] of [
      [null, token, 401],
      [li, token, 404],
      [zhang, "", 403],
      [zhang, "forged-token", 403],
      [zhang, otherSessionToken, 403],
    ] as const) {
      for (const choice of ["pay", "fail"]) {
        const refused = await post(url, who, choice, given);
        expect(refused.statusCode, `${choice} by ${who?.userId ?? "a stranger"} with ${given || "no token"}`).toBe(status);
        expect(refused.headers.location).toBeUndefined();
      }
    }
    const [trade] = await t.database.db.select().from(sandboxTrades).where(eq(sandboxTrades.merchantPaymentId, paymentId));
    expect(trade).toMatchObject({ status: "WAIT_PAY", paidAt: null });
    expect((await t.database.db.select().from(sandboxNotifications)).filter((n) => n.body.includes(paymentId))).toEqual([]);
    await deliverAll();
    expect((await answer<Order>(orderCalls.sync, zhang, { orderNo: order.orderNo })).data.state).toBe("pending_payment");
    expect((await orderRowPayments(order)).map((p) => p.status)).toEqual(["open"]);

    const paid = await post(url, zhang, "pay", token);
    expect(paid.statusCode).toBe(303);
    await deliverAll();
    expect((await detail(order)).state).toBe("paid");
  });
});

describe("cancelling, expiring, refunds and reconciliation", () => {
  it("a cancelled order's checkout can no longer be paid", async () => {
    const order = await newOrder();
    const started = await answer<{ checkoutUrl: string }>(orderCalls.pay, zhang, { orderNo: order.orderNo, method: "wechat" });
    expect((await answer<Order>(orderCalls.cancel, zhang, { orderNo: order.orderNo })).data.state).toBe("cancelled");
    await chooseAtCheckout(t, zhang, started.data.checkoutUrl, "pay");
    await deliverAll();
    expect(await orderRow(order)).toMatchObject({ state: "cancelled", paidFen: 0 });
    expectFailure(await answer(orderCalls.pay, zhang, { orderNo: order.orderNo, method: "wechat" }), 400, /订单当前状态不能支付/);
  });

  it("a payment that lands as the timeout strikes is taken in and refunded, counted once", async () => {
    const order = await newOrder();
    await payAtCheckout(order, "pay", "wechat");
    const row = await orderRow(order);
    // The timeout cancels the order before the notification is delivered.
    await applyOrderEvent(t.database.db, { orderId: row?.id ?? 0, eventKey: "expire", event: { type: "expire" }, actor: { kind: "system", id: null } });
    await deliverAll();
    await deliverAll();
    expect(await orderRow(order)).toMatchObject({ state: "refunded", paidFen: packagePrice, refundedFen: packagePrice });
  });

  it("an unpaid order past its time is cancelled by the expiry job", async () => {
    const order = await newOrder();
    await answer(orderCalls.pay, zhang, { orderNo: order.orderNo, method: "alipay" });
    const expired = await services.payments.expireUnpaid(new Date(Date.now() + 31 * 60_000));
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await detail(order)).state).toBe("cancelled");
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, (await orderRow(order))?.id ?? 0));
    expect(payment?.status).toBe("closed");
  });

  it("a refund asked for, approved and made through the provider, once", async () => {
    const order = await newOrder();
    await payAtCheckout(order, "pay");
    await deliverAll();
    expect((await answer<Order>(orderCalls.requestRefund, zhang, { orderNo: order.orderNo, reason: "项目取消" })).data.state).toBe("refunding");
    expectFailure(await answer(orderCalls.requestRefund, zhang, { orderNo: order.orderNo, reason: "" }), 400, /请填写退款原因/);
    const row = await orderRow(order);
    const approved = await applyOrderEvent(t.database.db, {
      orderId: row?.id ?? 0,
      eventKey: "approve-refund",
      event: { type: "approve-refund" },
      actor: { kind: "operator", id: 1 },
    });
    if (!approved.ok) throw new Error(approved.code);
    await services.payments.refundOrder(approved.order, "同意退款");
    await services.payments.refundOrder(approved.order, "同意退款");
    await deliverAll();
    expect(await orderRow(order)).toMatchObject({ state: "refunded", refundedFen: packagePrice });
    const [trade] = await t.database.db
      .select()
      .from(sandboxTrades)
      .where(eq(sandboxTrades.merchantPaymentId, row?.paymentId ?? ""));
    expect(trade?.refundedFen).toBe(packagePrice);
  });

  it("only the party the domain names may cause an event: a buyer cannot approve their own refund", async () => {
    const order = await newOrder();
    const row = await orderRow(order);
    const buyer = { kind: "buyer" as const, id: 1 };
    for (const event of [
      { type: "approve-refund" as const },
      { type: "start-service" as const },
      { type: "payment-succeeded" as const, paymentId: "P1", amountFen: packagePrice },
    ]) {
      expect(await applyOrderEvent(t.database.db, { orderId: row?.id ?? 0, eventKey: event.type, event, actor: buyer })).toMatchObject({
        ok: false,
        code: "order.actor-forbidden",
      });
    }
    expect(await orderRow(order)).toMatchObject({ state: "pending_payment", paidFen: 0 });
  });

  it("reconciliation settles a trade whose notification was lost", async () => {
    const order = await newOrder();
    await payAtCheckout(order, "pay", "wechat");
    // The notification is lost for good.
    await t.database.db.update(sandboxNotifications).set({ acknowledgedAt: new Date() });
    const report = await services.payments.reconcile(new Date(Date.now() - 60_000), new Date(Date.now() + 60_000));
    expect(report.repaired).toHaveLength(1);
    expect(report.unknownToProvider).toEqual([]);
    expect((await detail(order)).state).toBe("paid");
  });
});

describe("the sandbox's notification delivery", () => {
  it("retries with growing delays until acknowledged", async () => {
    const order = await newOrder();
    await payAtCheckout(order, "pay", "wechat");
    const now = new Date();
    expect(await deliverDueNotifications(t.database.db, sandboxSecretOf(services), async () => false, now)).toBe(0);
    const paymentId = (await orderRowPayments(order))[0]?.id ?? "none";
    const mine = (await t.database.db.select().from(sandboxNotifications)).find((n) => n.body.includes(paymentId));
    expect(mine).toMatchObject({ attempts: 1, acknowledgedAt: null, lastError: "not acknowledged" });
    expect(mine?.nextAttemptAt.getTime()).toBe(now.getTime() + 5_000);
    // Not yet due: nothing is sent.
    expect(await deliverDueNotifications(t.database.db, sandboxSecretOf(services), deliverInProcess, now)).toBe(0);
    expect(await deliverDueNotifications(t.database.db, sandboxSecretOf(services), deliverInProcess, new Date(now.getTime() + 6_000))).toBeGreaterThanOrEqual(
      1,
    );
    expect((await detail(order)).state).toBe("paid");
  });
});
