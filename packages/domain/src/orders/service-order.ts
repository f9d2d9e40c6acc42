/**
 * The life of a paid order (services, legal packages, lessons, VIP; later shop orders and
 * deposits): 待支付 → 已支付 → 服务中 → 已完成, 已取消 before payment (by the buyer or the payment
 * timeout), 退款中 → 已退款 / 拒绝退款. Amounts are integer fen. A company's service (shop_service)
 * is accepted by its buyer: the seller's 服务已完成 (`deliver`) leaves it 待验收, the buyer's 确认验收
 * (or the system's after ORDER_AUTO_ACCEPT_DAYS) makes it 已完成, and the buyer's 售后 request sends
 * it to 售后中 until the seller serves again (服务中) or agrees to refund (退款中).
 *
 * `transitionOrder` is the only way an order changes. It is pure: the server applies its result in
 * the transaction that records the event (with actor and server time) under a unique event key,
 * so one event — a notification delivered twice, a query that races it — changes an order once.
 * Events that repeat what already happened are accepted without change, so a retried delivery is
 * acknowledged instead of failing for ever.
 */
import { keysOf } from "../labelled-keys.ts";
import type { Result } from "../result.ts";

/** An order not paid within this time is cancelled (已取消, 超时未支付). */
export const ORDER_PAY_TIMEOUT_MINUTES = 30;

/** 待验收 this long without the buyer's word, the order is accepted for them (自动确认验收). */
export const ORDER_AUTO_ACCEPT_DAYS = 7;

/** The shortest reason a buyer gives for 售后. */
export const AFTER_SALE_REASON_MIN = 2;

/** The states as the member center shows them. */
export const ORDER_STATE_LABELS = {
  pending_payment: "待支付",
  paid: "已支付",
  in_service: "服务中",
  completed: "已完成",
  cancelled: "已取消",
  refunding: "退款中",
  refunded: "已退款",
  refund_rejected: "拒绝退款",
  awaiting_acceptance: "待验收",
  after_sale: "售后中",
} as const;

export const ORDER_STATES = keysOf(ORDER_STATE_LABELS);
export type OrderState = (typeof ORDER_STATES)[number];

/** What the rules need of an order. */
export interface OrderMoney {
  readonly state: OrderState;
  /** The price fixed by the server when the order was made. */
  readonly amountFen: number;
  /** Money received: 0 or amountFen, never counted twice. */
  readonly paidFen: number;
  readonly refundedFen: number;
  /** The provider's payment that paid the order. */
  readonly paymentId: string | null;
  /** In 退款中: whether the refund is decided (approved by the seller, or owed) and under way. */
  readonly refundApproved: boolean;
}

export type OrderEvent =
  | { readonly type: "payment-succeeded"; readonly paymentId: string; readonly amountFen: number }
  | { readonly type: "cancel" }
  | { readonly type: "expire" }
  | { readonly type: "start-service" }
  | { readonly type: "complete" }
  | { readonly type: "request-refund" }
  | { readonly type: "approve-refund" }
  | { readonly type: "refund-succeeded"; readonly amountFen: number }
  | { readonly type: "refund-rejected" }
  | { readonly type: "deliver" }
  | { readonly type: "accept" }
  | { readonly type: "auto-accept" }
  | { readonly type: "request-after-sale" }
  | { readonly type: "redo" };

export type OrderEventType = OrderEvent["type"];

/**
 * Whether the buyer has paid for the order and keeps what was paid for: money received, and the
 * order neither cancelled nor refunded. A pay result page says 支付成功 (and leads on to the lesson
 * or the membership) only then; a refunded order says 已退款 instead.
 */
export function paidAndKept(order: Pick<OrderMoney, "state" | "paidFen">): boolean {
  return order.paidFen > 0 && order.state !== "cancelled" && order.state !== "refunded";
}

/** Who may cause each event: the server checks the caller against it before applying one. */
export const ORDER_EVENT_ACTORS: Readonly<Record<OrderEventType, "buyer" | "seller" | "system">> = {
  "payment-succeeded": "system",
  cancel: "buyer",
  expire: "system",
  "start-service": "seller",
  complete: "seller",
  "request-refund": "buyer",
  "approve-refund": "seller",
  "refund-succeeded": "system",
  "refund-rejected": "seller",
  deliver: "seller",
  accept: "buyer",
  "auto-accept": "system",
  "request-after-sale": "buyer",
  redo: "seller",
};

/** Something the server must do after applying a transition. */
export type OrderEffect = "refund-payment";

export interface OrderTransition {
  readonly order: OrderMoney;
  /** False when the event repeated what had already happened: record nothing, acknowledge. */
  readonly changed: boolean;
  readonly effects: readonly OrderEffect[];
}

export type OrderRefusalCode = "order.transition-forbidden" | "order.amount-mismatch" | "order.paid-by-another-payment";

const same = (order: OrderMoney): Result<OrderTransition, { code: OrderRefusalCode }> => ({
  ok: true,
  value: { order, changed: false, effects: [] },
});
const moveTo = (order: OrderMoney, patch: Partial<OrderMoney>, effects: readonly OrderEffect[] = []): Result<OrderTransition, { code: OrderRefusalCode }> => ({
  ok: true,
  value: { order: { ...order, ...patch }, changed: true, effects },
});
const refuse = (code: OrderRefusalCode): Result<OrderTransition, { code: OrderRefusalCode }> => ({ ok: false, code });

/** The states an event leaves as they are (it already happened). */
const alreadyDone: Readonly<Record<OrderEventType, readonly OrderState[]>> = {
  "payment-succeeded": [],
  cancel: ["cancelled"],
  expire: ["cancelled"],
  "start-service": ["in_service"],
  complete: ["completed"],
  "request-refund": ["refunding"],
  "approve-refund": [],
  "refund-succeeded": ["refunded"],
  "refund-rejected": ["refund_rejected"],
  deliver: ["awaiting_acceptance"],
  accept: ["completed"],
  "auto-accept": ["completed"],
  "request-after-sale": ["after_sale"],
  redo: [],
};

function applyPayment(order: OrderMoney, paymentId: string, amountFen: number): Result<OrderTransition, { code: OrderRefusalCode }> {
  if (amountFen !== order.amountFen) return refuse("order.amount-mismatch");
  if (order.paymentId === paymentId) return same(order);
  // A second, different payment for a paid order: the order keeps the first; the server refunds this one.
  if (order.paymentId !== null) return refuse("order.paid-by-another-payment");
  if (order.state === "pending_payment") return moveTo(order, { state: "paid", paidFen: amountFen, paymentId });
  // Paid after it was cancelled (the buyer paid as the timeout struck): take the money in and give it back.
  if (order.state === "cancelled") return moveTo(order, { state: "refunding", paidFen: amountFen, paymentId, refundApproved: true }, ["refund-payment"]);
  return refuse("order.transition-forbidden");
}

/** Applies one event to an order: the next order, or why the event is refused. */
export function transitionOrder(order: OrderMoney, event: OrderEvent): Result<OrderTransition, { code: OrderRefusalCode }> {
  if (event.type === "payment-succeeded") return applyPayment(order, event.paymentId, event.amountFen);
  if (alreadyDone[event.type].includes(order.state)) return same(order);
  switch (event.type) {
    case "cancel":
    case "expire":
      return order.state === "pending_payment" ? moveTo(order, { state: "cancelled" }) : refuse("order.transition-forbidden");
    case "start-service":
      return order.state === "paid" ? moveTo(order, { state: "in_service" }) : refuse("order.transition-forbidden");
    case "complete":
      return order.state === "in_service" || order.state === "refund_rejected" ? moveTo(order, { state: "completed" }) : refuse("order.transition-forbidden");
    case "request-refund":
      return order.state === "paid" || order.state === "in_service"
        ? moveTo(order, { state: "refunding", refundApproved: false })
        : refuse("order.transition-forbidden");
    case "deliver":
      return order.state === "in_service" || order.state === "refund_rejected"
        ? moveTo(order, { state: "awaiting_acceptance" })
        : refuse("order.transition-forbidden");
    case "accept":
    case "auto-accept":
      return order.state === "awaiting_acceptance" ? moveTo(order, { state: "completed" }) : refuse("order.transition-forbidden");
    case "request-after-sale":
      return order.state === "awaiting_acceptance" ? moveTo(order, { state: "after_sale" }) : refuse("order.transition-forbidden");
    case "redo":
      return order.state === "after_sale" ? moveTo(order, { state: "in_service" }) : refuse("order.transition-forbidden");
    case "approve-refund":
      // 售后 the seller settles by refunding: decided at once, so the refund is under way.
      if (order.state === "after_sale") return moveTo(order, { state: "refunding", refundApproved: true }, ["refund-payment"]);
      if (order.state !== "refunding") return refuse("order.transition-forbidden");
      return order.refundApproved ? same(order) : moveTo(order, { refundApproved: true }, ["refund-payment"]);
    case "refund-succeeded":
      if (order.state !== "refunding" || !order.refundApproved) return refuse("order.transition-forbidden");
      if (event.amountFen !== order.paidFen) return refuse("order.amount-mismatch");
      return moveTo(order, { state: "refunded", refundedFen: event.amountFen });
    case "refund-rejected":
      // Only an undecided request can be refused; a refund under way (or owed for a payment
      // that came after cancelling) cannot.
      return order.state === "refunding" && !order.refundApproved ? moveTo(order, { state: "refund_rejected" }) : refuse("order.transition-forbidden");
  }
}
