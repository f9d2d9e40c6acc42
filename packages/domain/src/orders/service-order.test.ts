import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type OutcomeTable, refusedEverywhere } from "../testing/transition-cases.ts";
import {
  ORDER_EVENT_ACTORS,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  type OrderEvent,
  type OrderMoney,
  type OrderState,
  paidAndKept,
  transitionOrder,
} from "./service-order.ts";

const AMOUNT = 1_280_000;
const paid = { paidFen: AMOUNT, paymentId: "p1" };
/** One order in each state, as the rules leave it there. */
const orderIn: Record<OrderState, OrderMoney> = {
  pending_payment: { state: "pending_payment", amountFen: AMOUNT, paidFen: 0, refundedFen: 0, paymentId: null, refundApproved: false },
  paid: { state: "paid", amountFen: AMOUNT, ...paid, refundedFen: 0, refundApproved: false },
  in_service: { state: "in_service", amountFen: AMOUNT, ...paid, refundedFen: 0, refundApproved: false },
  completed: { state: "completed", amountFen: AMOUNT, ...paid, refundedFen: 0, refundApproved: false },
  cancelled: { state: "cancelled", amountFen: AMOUNT, paidFen: 0, refundedFen: 0, paymentId: null, refundApproved: false },
  refunding: { state: "refunding", amountFen: AMOUNT, ...paid, refundedFen: 0, refundApproved: false },
  refunded: { state: "refunded", amountFen: AMOUNT, ...paid, refundedFen: AMOUNT, refundApproved: true },
  refund_rejected: { state: "refund_rejected", amountFen: AMOUNT, ...paid, refundedFen: 0, refundApproved: false },
  awaiting_acceptance: { state: "awaiting_acceptance", amountFen: AMOUNT, ...paid, refundedFen: 0, refundApproved: false },
  after_sale: { state: "after_sale", amountFen: AMOUNT, ...paid, refundedFen: 0, refundApproved: false },
};

const events = {
  pay: { type: "payment-succeeded", paymentId: "p1", amountFen: AMOUNT },
  cancel: { type: "cancel" },
  expire: { type: "expire" },
  start: { type: "start-service" },
  complete: { type: "complete" },
  requestRefund: { type: "request-refund" },
  approveRefund: { type: "approve-refund" },
  refunded: { type: "refund-succeeded", amountFen: AMOUNT },
  rejectRefund: { type: "refund-rejected" },
  deliver: { type: "deliver" },
  accept: { type: "accept" },
  autoAccept: { type: "auto-accept" },
  afterSale: { type: "request-after-sale" },
  redo: { type: "redo" },
} satisfies Record<string, OrderEvent>;

const none = refusedEverywhere(events);
/** Every state × every event: where it goes, "same" (already happened: accepted, no change), or refused (every event a row leaves out). */
const table: OutcomeTable<OrderState, keyof typeof events> = {
  pending_payment: { ...none, pay: "paid", cancel: "cancelled", expire: "cancelled" },
  paid: { ...none, pay: "same", start: "in_service", requestRefund: "refunding" },
  in_service: { ...none, pay: "same", start: "same", complete: "completed", requestRefund: "refunding", deliver: "awaiting_acceptance" },
  completed: { ...none, pay: "same", complete: "same", accept: "same", autoAccept: "same" },
  cancelled: { ...none, pay: "refunding", cancel: "same", expire: "same" },
  refunding: { ...none, pay: "same", requestRefund: "same", approveRefund: "refunding", rejectRefund: "refund_rejected" },
  refunded: { ...none, pay: "same", refunded: "same" },
  refund_rejected: { ...none, pay: "same", complete: "completed", rejectRefund: "same", deliver: "awaiting_acceptance" },
  awaiting_acceptance: { ...none, pay: "same", deliver: "same", accept: "completed", autoAccept: "completed", afterSale: "after_sale" },
  after_sale: { ...none, pay: "same", afterSale: "same", redo: "in_service", approveRefund: "refunding" },
};

const rows = ORDER_STATES.flatMap((state) =>
  Object.entries(events).map(([name, event]) => ({ state, name, event, outcome: table[state][name as keyof typeof events] })),
);

describe("transitionOrder: every state × every event", () => {
  it.each(rows)("$state + $name → $outcome", ({ state, event, outcome }) => {
    const result = transitionOrder(orderIn[state], event);
    if (outcome === "refused") {
      expect(result.ok).toBe(false);
      return;
    }
    if (!result.ok) throw new Error(result.code);
    expect(result.value.changed).toBe(outcome !== "same");
    expect(result.value.order.state).toBe(outcome === "same" ? state : outcome);
  });
});

describe("transitionOrder: money", () => {
  it("a payment of another amount is refused: amounts come from the server's order only", () => {
    expect(transitionOrder(orderIn.pending_payment, { ...events.pay, amountFen: AMOUNT - 1 })).toEqual({ ok: false, code: "order.amount-mismatch" });
  });
  it("a second, different payment of a paid order is refused so the server refunds it", () => {
    expect(transitionOrder(orderIn.paid, { ...events.pay, paymentId: "p2" })).toEqual({ ok: false, code: "order.paid-by-another-payment" });
  });
  it("a payment after cancelling takes the money in and owes it back at once", () => {
    const result = transitionOrder(orderIn.cancelled, events.pay);
    expect(result).toMatchObject({ ok: true, value: { order: { state: "refunding", paidFen: AMOUNT, refundApproved: true }, effects: ["refund-payment"] } });
  });
  it("an owed refund cannot be rejected; an approved one runs through the provider", () => {
    const approved = transitionOrder(orderIn.refunding, events.approveRefund);
    expect(approved).toMatchObject({ ok: true, value: { order: { refundApproved: true }, effects: ["refund-payment"] } });
    if (!approved.ok) return;
    expect(transitionOrder(approved.value.order, events.rejectRefund).ok).toBe(false);
    expect(transitionOrder(approved.value.order, events.approveRefund)).toMatchObject({ ok: true, value: { changed: false, effects: [] } });
    expect(transitionOrder(approved.value.order, events.refunded)).toMatchObject({ ok: true, value: { order: { state: "refunded", refundedFen: AMOUNT } } });
  });
  it("售后 settled by refunding is decided at once: the refund runs through the provider", () => {
    expect(transitionOrder(orderIn.after_sale, events.approveRefund)).toMatchObject({
      ok: true,
      value: { order: { state: "refunding", refundApproved: true }, effects: ["refund-payment"] },
    });
  });
  it("a refund of another amount than was paid is refused", () => {
    const owed = { ...orderIn.refunding, refundApproved: true };
    expect(transitionOrder(owed, { ...events.refunded, amountFen: 1 })).toEqual({ ok: false, code: "order.amount-mismatch" });
  });
});

describe("labels and actors", () => {
  it("every state has its Chinese label and every event its actor", () => {
    expect(Object.keys(ORDER_STATE_LABELS).sort()).toEqual([...ORDER_STATES].sort());
    expect(ORDER_STATE_LABELS.pending_payment).toBe("待支付");
    expect(ORDER_EVENT_ACTORS.cancel).toBe("buyer");
    expect(ORDER_EVENT_ACTORS["payment-succeeded"]).toBe("system");
    expect(ORDER_STATE_LABELS.awaiting_acceptance).toBe("待验收");
    expect(ORDER_EVENT_ACTORS.accept).toBe("buyer");
    expect(ORDER_EVENT_ACTORS["auto-accept"]).toBe("system");
    expect(ORDER_EVENT_ACTORS["request-after-sale"]).toBe("buyer");
    expect(ORDER_EVENT_ACTORS.redo).toBe("seller");
  });
});

describe("paidAndKept", () => {
  it.each([
    ["pending_payment", false],
    ["paid", true],
    ["in_service", true],
    ["completed", true],
    ["cancelled", false],
    ["refunding", true],
    ["refunded", false],
    ["refund_rejected", true],
    ["awaiting_acceptance", true],
    ["after_sale", true],
  ] as const)("an order in %s: %s", (state, expected) => {
    expect(paidAndKept(orderIn[state])).toBe(expected);
  });

  it("an order cancelled after a payment arrived late (money received, then refunded) is not paid", () => {
    expect(paidAndKept({ state: "cancelled", paidFen: AMOUNT })).toBe(false);
  });
});

/** The events the outside world sends an order while it is being paid for. */
const racingEvent: fc.Arbitrary<OrderEvent> = fc.oneof(
  // A notification or a query result for the buyer's payment, or for a second payment of the same order.
  fc.constantFrom("p1", "p2").map((paymentId) => ({ type: "payment-succeeded" as const, paymentId, amountFen: AMOUNT })),
  fc.constant({ type: "cancel" as const }),
  fc.constant({ type: "expire" as const }),
  fc.constant({ type: "approve-refund" as const }),
  fc.constant({ type: "refund-succeeded" as const, amountFen: AMOUNT }),
);

describe("transitionOrder: any interleaving of notify / query / cancel / timeout", () => {
  it("ends consistent, with money counted once", () => {
    fc.assert(
      fc.property(fc.array(racingEvent, { maxLength: 30 }), (sequence) => {
        let order = orderIn.pending_payment;
        let refundsOwed = 0;
        for (const event of sequence) {
          const result = transitionOrder(order, event);
          if (!result.ok) continue;
          if (result.value.changed === false) expect(result.value.order).toBe(order);
          refundsOwed += result.value.effects.filter((e) => e === "refund-payment").length;
          order = result.value.order;
        }
        // Paid once or not at all; refunded at most what was paid, and asked of the provider at most once.
        expect([0, AMOUNT]).toContain(order.paidFen);
        expect(order.refundedFen).toBeLessThanOrEqual(order.paidFen);
        expect(refundsOwed).toBeLessThanOrEqual(1);
        if (order.state === "cancelled" || order.state === "pending_payment") expect(order.paidFen).toBe(0);
        if (order.state === "paid") expect(order.paymentId).not.toBeNull();
        if (order.state === "refunded") expect(order.refundedFen).toBe(order.paidFen);
        if (order.paidFen > 0 && order.paymentId === null) throw new Error("money without a payment");
      }),
      { numRuns: 2000 },
    );
  });
});

/** What the buyer and the seller (and the clock) do to a delivered service order, in any order. */
const acceptanceEvent: fc.Arbitrary<OrderEvent> = fc.constantFrom<OrderEvent>(
  { type: "deliver" },
  { type: "accept" },
  { type: "auto-accept" },
  { type: "request-after-sale" },
  { type: "redo" },
  { type: "approve-refund" },
  { type: "refund-succeeded", amountFen: AMOUNT },
);

describe("transitionOrder: 验收 and 售后 in any order", () => {
  it("never leaves the served states but for 已完成 or a refund, and refunds at most once", () => {
    fc.assert(
      fc.property(fc.array(acceptanceEvent, { maxLength: 30 }), (sequence) => {
        let order = orderIn.in_service;
        let refundsOwed = 0;
        for (const event of sequence) {
          const result = transitionOrder(order, event);
          if (!result.ok) continue;
          refundsOwed += result.value.effects.filter((e) => e === "refund-payment").length;
          // Once accepted, nothing of these moves the order again.
          if (order.state === "completed") expect(result.value.changed).toBe(false);
          order = result.value.order;
        }
        expect(["in_service", "awaiting_acceptance", "after_sale", "completed", "refunding", "refunded"]).toContain(order.state);
        expect(refundsOwed).toBeLessThanOrEqual(1);
        expect(order.paidFen).toBe(AMOUNT);
      }),
      { numRuns: 1000 },
    );
  });
});
