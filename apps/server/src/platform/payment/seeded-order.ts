import type { OrderState } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import type { OrderableItem } from "../order/orderable-kinds.ts";
import { serviceOrderEvents, serviceOrders } from "../order/schema.ts";
import { payments, sandboxTrades } from "./schema.ts";

/** A step of a seeded order's history, `hoursAfter` the order was placed. */
export interface SeededOrderStep {
  type: string;
  actorKind: "buyer" | "seller" | "system";
  to: OrderState;
  hoursAfter: number;
  note?: string;
}

/** The steps seeded histories are made of, each as the live call that takes it records it. */
export const seededStep = {
  /** The payment's notice arrived (by default six minutes after the order). */
  paid: (hoursAfter = 0.1): SeededOrderStep => ({ type: "payment-succeeded", actorKind: "system", to: "paid", hoursAfter }),
  started: (hoursAfter: number, note: string): SeededOrderStep => ({ type: "start-service", actorKind: "seller", to: "in_service", hoursAfter, note }),
  completed: (hoursAfter: number, note: string): SeededOrderStep => ({ type: "complete", actorKind: "seller", to: "completed", hoursAfter, note }),
  refundRequested: (hoursAfter: number, note: string): SeededOrderStep => ({ type: "request-refund", actorKind: "buyer", to: "refunding", hoursAfter, note }),
  expired: (hoursAfter: number, note: string): SeededOrderStep => ({ type: "expire", actorKind: "system", to: "cancelled", hoursAfter, note }),
};

/** A demo order as the seeds write it: who bought what, how long ago, and the history that led to its state. */
export interface SeededOrder {
  buyerMemberId: number;
  buyerBusinessId: number;
  item: { kind: string; id: number } & OrderableItem;
  /** The random part of the order number (its date part is the day it was placed). */
  suffix: string;
  daysAgo: number;
  /** How it was paid (empty when it never was). */
  method: string;
  steps: readonly SeededOrderStep[];
}

/** The key of an event row; by default the keys the live calls use, so a repeated step is recognised. */
type EventKeyOf = (step: SeededOrderStep, index: number, paymentId: string | null) => string;

const liveEventKey: EventKeyOf = (step, _index, paymentId) => (step.type === "payment-succeeded" ? `pay:${paymentId}` : step.type);

/**
 * The placing of the order every seeded history starts with: the buyer's own step, before payment.
 */
const placed: SeededOrderStep = { type: "create", actorKind: "buyer", to: "pending_payment", hoursAfter: 0, note: "提交订单" };

/**
 * Writes a demo order as the live calls would have left it: the order in the state of its last
 * step, the sandbox payment and the provider's trade when it was paid (so reconciliation and a
 * refund find both books agreeing), and one event row a step. Returns nothing when the order row
 * is not written.
 */
export async function insertSeededOrder(tx: Database, order: SeededOrder, now: number, eventKeyOf: EventKeyOf = liveEventKey): Promise<void> {
  const { item, steps } = order;
  const createdAt = new Date(now - order.daysAgo * 86_400_000);
  // The order number says the day it was placed, like one made by the order call.
  const orderNo = `${formatDateTime(createdAt).slice(0, 10).replaceAll("-", "")}${order.suffix}`;
  const at = (hours: number) => new Date(createdAt.getTime() + hours * 3_600_000);
  const paidStep = steps.find((step) => step.type === "payment-succeeded");
  const paid = paidStep !== undefined;
  const paymentId = paid ? `PSEED${orderNo}` : null;
  const [row] = await tx
    .insert(serviceOrders)
    .values({
      orderNo,
      buyerMemberId: order.buyerMemberId,
      buyerBusinessId: order.buyerBusinessId,
      itemKind: item.kind,
      itemId: item.id,
      sellerBusinessId: item.sellerBusinessId ?? null,
      title: item.title,
      amountFen: item.priceFen,
      state: steps.at(-1)?.to ?? "pending_payment",
      paidFen: paid ? item.priceFen : 0,
      paymentId,
      payBefore: at(0.5),
      // The time of its payment event, as a live payment keeps it (order-events.ts).
      paidAt: paidStep ? at(paidStep.hoursAfter) : null,
      createdAt,
      updatedAt: at(steps.at(-1)?.hoursAfter ?? 0),
    })
    .returning();
  if (!row) return;
  if (paymentId)
    await insertSandboxPayment(tx, { paymentId, orderId: row.id, orderNo, method: order.method, item, createdAt, paidAt: at(steps[0]?.hoursAfter ?? 0) });
  let from: OrderState = "pending_payment";
  for (const [index, step] of [placed, ...steps].entries()) {
    await tx.insert(serviceOrderEvents).values({
      orderId: row.id,
      eventKey: step.type === "create" ? "create" : eventKeyOf(step, index, paymentId),
      type: step.type,
      actorKind: step.actorKind,
      actorId: step.actorKind === "buyer" ? order.buyerMemberId : null,
      fromState: from,
      toState: step.to,
      note: step.note ?? "",
      at: at(step.hoursAfter),
    });
    from = step.to;
  }
}

/** The platform's payment record of a seeded order and the sandbox provider's side of it. */
async function insertSandboxPayment(
  tx: Database,
  payment: { paymentId: string; orderId: number; orderNo: string; method: string; item: SeededOrder["item"]; createdAt: Date; paidAt: Date },
): Promise<void> {
  const { paymentId, method, item, createdAt, paidAt } = payment;
  const tradeNo = `SBXSEED${payment.orderNo}`;
  await tx.insert(payments).values({
    id: paymentId,
    orderId: payment.orderId,
    provider: "sandbox",
    method,
    amountFen: item.priceFen,
    status: "succeeded",
    providerTradeNo: tradeNo,
    checkoutUrl: "",
    createdAt,
    settledAt: paidAt,
  });
  await tx.insert(sandboxTrades).values({
    tradeNo,
    merchantPaymentId: paymentId,
    method,
    subject: item.title,
    amountFen: item.priceFen,
    status: "SUCCESS",
    notifyUrl: "",
    returnUrl: "/",
    createdAt,
    paidAt,
  });
}
