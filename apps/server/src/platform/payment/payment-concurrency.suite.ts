import { randomBytes } from "node:crypto";
import { bankCardCalls, orderCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseAtCheckout } from "../../testing/sandbox-checkout.ts";
import { businessIdOf, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { servicePackages } from "../cms/schema.ts";
import { applyOrderEvent } from "../order/order-events.ts";
import { serviceOrderEvents, serviceOrders } from "../order/schema.ts";
import { createPaymentServices, type PaymentServices, sandboxSecretOf } from "./payment-services.ts";
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from "./sandbox/sandbox-signature.ts";
import { paymentRefunds, payments, sandboxNotifications } from "./schema.ts";

const quiet = { warn: () => undefined, info: () => undefined };
const CLICKS = 6;

/**
 * Money under concurrency and after a crash, on any suite target. On Postgres the calls raced here
 * really run at once on separate connections of the pool, so only the locks keep them apart (PGlite
 * runs one transaction at a time and cannot show a missing lock).
 */
export function paymentConcurrencySuite(target: SuiteTarget): void {
  describe(`payments under concurrency and crashes (${target.name})`, () => {
    let t: TestApp;
    // A merchant side of our own over the shared database, with a sandbox key the suite knows: it
    // receives the sandbox's notifications directly, as the notify route would.
    let services: PaymentServices;
    let zhang: LoggedIn;
    let packageId: number;
    let cardId: number;
    const post = (declaration: { path: string }, payload: object) => t.app.inject({ method: "POST", url: declaration.path, headers: zhang.headers, payload });
    beforeAll(async () => {
      t = await target.open();
      services = createPaymentServices(t.database.db, randomBytes(32), quiet, { sandboxNotifyUrl: "http://127.0.0.1:1/unused" });
      zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
      const [item] = await t.database.db.select().from(servicePackages).orderBy(servicePackages.id).limit(1);
      packageId = item?.id ?? 0;
      const bound = await post(bankCardCalls.bind, { kind: "personal", cardNumber: "6222021000123456781", holderName: "张建国" });
      cardId = (bound.json() as { data: { id: number } }).data.id;
    });
    afterAll(() => t?.close());

    async function newOrder() {
      const created = await post(orderCalls.create, { itemKind: "service_package", itemId: packageId });
      const { orderNo } = (created.json() as { data: { orderNo: string } }).data;
      const [row] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, orderNo));
      if (!row) throw new Error("order not created");
      return row;
    }
    const orderOf = async (id: number) => (await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.id, id)))[0];
    const paymentsOf = (orderId: number) => t.database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.createdAt);
    const eventsOf = (orderId: number, type: string) =>
      t.database.db
        .select()
        .from(serviceOrderEvents)
        .where(and(eq(serviceOrderEvents.orderId, orderId), eq(serviceOrderEvents.type, type)));

    /** Opens a payment by `method` and pays it on the sandbox checkout; its notification waits, undelivered. */
    async function paidAtCheckout(orderNo: string, method: "bank_card" | "wechat"): Promise<void> {
      const started = await post(orderCalls.pay, { orderNo, method, ...(method === "bank_card" ? { bankCardId: cardId } : {}) });
      const { checkoutUrl } = (started.json() as { data: { checkoutUrl: string } }).data;
      expect((await chooseAtCheckout(t, zhang, checkoutUrl, "pay")).statusCode).toBe(303);
    }

    /** The sandbox's notification of a payment, signed as the provider signs it for our merchant side. */
    async function notificationOf(paymentId: string): Promise<{ headers: Record<string, string>; body: string }> {
      const queued = await t.database.db.select().from(sandboxNotifications);
      const body = queued.find((n) => n.body.includes(paymentId) && n.body.includes('"payment"'))?.body;
      if (!body) throw new Error(`no notification for ${paymentId}`);
      return { headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(sandboxSecretOf(services), body, new Date()) }, body };
    }

    it(`a 支付 clicked ${CLICKS} times at once opens one payment (three orders)`, async () => {
      // Three rounds: one race may by chance not interleave; three without a lock almost surely do.
      for (let round = 0; round < 3; round++) {
        const order = await newOrder();
        const answers = await Promise.all(
          Array.from({ length: CLICKS }, () => post(orderCalls.pay, { orderNo: order.orderNo, method: "bank_card", bankCardId: cardId })),
        );
        const urls = answers.map((answer) => (answer.json() as { data: { checkoutUrl: string } }).data.checkoutUrl);
        expect(new Set(urls).size).toBe(1);
        expect(await paymentsOf(order.id)).toHaveLength(1);
      }
    });

    it("one notification delivered five times at once pays the order once", async () => {
      const order = await newOrder();
      await paidAtCheckout(order.orderNo, "wechat");
      const [payment] = await paymentsOf(order.id);
      const { headers, body } = await notificationOf(payment?.id ?? "none");
      const answers = await Promise.all(Array.from({ length: 5 }, () => services.payments.receiveNotification("sandbox", headers, body)));
      expect(answers.map((answer) => answer.acknowledged)).toEqual(Array.from({ length: 5 }, () => true));
      expect(await orderOf(order.id)).toMatchObject({ state: "paid", paidFen: order.amountFen, paymentId: payment?.id });
      expect(await eventsOf(order.id, "payment-succeeded")).toHaveLength(1);
    });

    it("two attempts paid and notified at once: the order takes one, the other is refunded", async () => {
      const order = await newOrder();
      await paidAtCheckout(order.orderNo, "bank_card");
      await paidAtCheckout(order.orderNo, "wechat");
      const both = await paymentsOf(order.id);
      expect(both).toHaveLength(2);
      const notifications = await Promise.all(both.map((payment) => notificationOf(payment.id)));
      await Promise.all(notifications.map(({ headers, body }) => services.payments.receiveNotification("sandbox", headers, body)));
      const paid = await orderOf(order.id);
      expect(paid).toMatchObject({ state: "paid", paidFen: order.amountFen, refundedFen: 0 });
      expect(await eventsOf(order.id, "payment-succeeded")).toHaveLength(1);
      const other = both.find((payment) => payment.id !== paid?.paymentId);
      const refunds = await t.database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, other?.id ?? ""));
      expect(refunds).toMatchObject([{ id: `DUP${other?.id}`, status: "succeeded", amountFen: order.amountFen }]);
    });

    /**
     * The crash the old settlement could leave: the payment marked succeeded, the order's event
     * never written (it took two transactions). Made here by the first write alone.
     */
    async function crashedBetweenTheTwoWrites() {
      const order = await newOrder();
      await paidAtCheckout(order.orderNo, "wechat");
      const [payment] = await paymentsOf(order.id);
      await t.database.db
        .update(payments)
        .set({ status: "succeeded", settledAt: new Date() })
        .where(eq(payments.id, payment?.id ?? ""));
      return { order, paymentId: payment?.id ?? "none" };
    }

    it("after a crash between the two writes, reconciliation pays the order once and the expiry job leaves it alone", async () => {
      const { order, paymentId } = await crashedBetweenTheTwoWrites();
      expect(await orderOf(order.id)).toMatchObject({ state: "pending_payment", paymentId: null });
      const report = await services.payments.reconcile(new Date(Date.now() - 60_000), new Date(Date.now() + 60_000));
      expect(report.healed).toContain(paymentId);
      expect(await orderOf(order.id)).toMatchObject({ state: "paid", paidFen: order.amountFen, paymentId });
      // Run again (the next round, or another instance): nothing changes twice.
      expect((await services.payments.reconcile(new Date(Date.now() - 60_000), new Date(Date.now() + 60_000))).healed).not.toContain(paymentId);
      await services.payments.expireUnpaid(new Date(Date.now() + 31 * 60_000));
      expect(await orderOf(order.id)).toMatchObject({ state: "paid", paymentId });
      expect(await eventsOf(order.id, "payment-succeeded")).toHaveLength(1);
      expect(await eventsOf(order.id, "expire")).toHaveLength(0);
    });

    it("after the same crash, the expiry job settles the payment instead of cancelling the order", async () => {
      const { order, paymentId } = await crashedBetweenTheTwoWrites();
      await services.payments.expireUnpaid(new Date(Date.now() + 31 * 60_000));
      expect(await orderOf(order.id)).toMatchObject({ state: "paid", paymentId });
      expect(await eventsOf(order.id, "expire")).toHaveLength(0);
    });

    it("an order the old expiry cancelled despite its succeeded payment is refunded by reconciliation", async () => {
      const { order, paymentId } = await crashedBetweenTheTwoWrites();
      // What the old expiry did: it skipped succeeded payments and cancelled the order.
      await applyOrderEvent(t.database.db, { orderId: order.id, eventKey: "expire", event: { type: "expire" }, actor: { kind: "system", id: null } });
      const report = await services.payments.reconcile(new Date(Date.now() - 60_000), new Date(Date.now() + 60_000));
      expect(report.healed).toContain(paymentId);
      expect(await orderOf(order.id)).toMatchObject({ state: "refunded", paidFen: order.amountFen, refundedFen: order.amountFen, paymentId });
      const [refund] = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
      expect(refund).toMatchObject({ id: `RF${order.orderNo}`, status: "succeeded" });
    });

    it("a refund owed but never asked for (a crash after the settlement) is asked again by reconciliation", async () => {
      const order = await newOrder();
      await paidAtCheckout(order.orderNo, "wechat");
      const [payment] = await paymentsOf(order.id);
      await applyOrderEvent(t.database.db, { orderId: order.id, eventKey: "expire", event: { type: "expire" }, actor: { kind: "system", id: null } });
      // The settlement commits (the order takes the payment and owes it back), then the process dies before the refund.
      await t.database.db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: "succeeded", settledAt: new Date() })
          .where(eq(payments.id, payment?.id ?? ""));
        await applyOrderEvent(tx, {
          orderId: order.id,
          eventKey: `pay:${payment?.id}`,
          event: { type: "payment-succeeded", paymentId: payment?.id ?? "", amountFen: order.amountFen },
          actor: { kind: "system", id: null },
        });
      });
      expect(await orderOf(order.id)).toMatchObject({ state: "refunding", refundApproved: true });
      const report = await services.payments.reconcile(new Date(Date.now() - 60_000), new Date(Date.now() + 60_000));
      expect(report.refundsResumed).toContain(order.orderNo);
      expect(await orderOf(order.id)).toMatchObject({ state: "refunded", refundedFen: order.amountFen });
    });
  });
}
