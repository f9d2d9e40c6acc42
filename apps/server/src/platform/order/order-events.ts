import {
  ORDER_EVENT_ACTORS,
  type OrderEffect,
  type OrderEvent,
  type OrderItemKind,
  type OrderMoney,
  type OrderRefusalCode,
  type OrderState,
  transitionOrder,
} from "@cidp/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { orderableKinds, orderStateListeners } from "./orderable-kinds.ts";
import { serviceOrderEvents, serviceOrders } from "./schema.ts";

export type OrderRow = typeof serviceOrders.$inferSelect;

export interface OrderActor {
  kind: "buyer" | "seller" | "system" | "operator";
  id: number | null;
}

export type AppliedEvent =
  | { ok: true; order: OrderRow; changed: boolean; effects: readonly OrderEffect[] }
  | { ok: false; code: OrderRefusalCode | "order.missing" | "order.actor-forbidden"; order: OrderRow | null };

/** Whether an actor may cause an event: the domain names the party; an operator acts for the seller (the platform). */
function mayCause(actor: OrderActor, event: OrderEvent): boolean {
  const party = ORDER_EVENT_ACTORS[event.type];
  return actor.kind === party || (party === "seller" && actor.kind === "operator");
}

const moneyOf = (row: OrderRow): OrderMoney => ({
  state: row.state as OrderState,
  amountFen: row.amountFen,
  paidFen: row.paidFen,
  refundedFen: row.refundedFen,
  paymentId: row.paymentId,
  refundApproved: row.refundApproved,
});

/**
 * Applies one event to an order: the domain's rule decides, and the change and its log row
 * (actor, server time) are written in one transaction under the order's row lock. The event key
 * is unique per order, so an event that arrives again (a notification retried, a query racing
 * it, a double click) finds its row and changes nothing.
 */
export async function applyOrderEvent(
  db: Database,
  { orderId, eventKey, event, actor, note = "" }: { orderId: number; eventKey: string; event: OrderEvent; actor: OrderActor; note?: string },
): Promise<AppliedEvent> {
  if (!mayCause(actor, event)) return { ok: false, code: "order.actor-forbidden", order: null };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(serviceOrders).where(eq(serviceOrders.id, orderId)).for("update");
    if (!row) return { ok: false, code: "order.missing", order: null };
    const [seen] = await tx
      .select({ id: serviceOrderEvents.id })
      .from(serviceOrderEvents)
      .where(and(eq(serviceOrderEvents.orderId, orderId), eq(serviceOrderEvents.eventKey, eventKey)));
    if (seen) return { ok: true, order: row, changed: false, effects: [] };
    const result = transitionOrder(moneyOf(row), event);
    if (!result.ok) return { ok: false, code: result.code, order: row };
    if (!result.value.changed) return { ok: true, order: row, changed: false, effects: [] };
    const next = result.value.order;
    const [updated] = await tx
      .update(serviceOrders)
      .set({
        state: next.state,
        paidFen: next.paidFen,
        refundedFen: next.refundedFen,
        paymentId: next.paymentId,
        refundApproved: next.refundApproved,
        updatedAt: new Date(),
      })
      .where(eq(serviceOrders.id, orderId))
      .returning();
    if (!updated) throw new Error("order update returned nothing");
    await orderableKinds[row.itemKind as OrderItemKind]?.onStateChange?.(tx, updated, row.state as OrderState);
    for (const listener of orderStateListeners) await listener(tx, updated, row.state as OrderState);
    await tx.insert(serviceOrderEvents).values({
      orderId,
      eventKey,
      type: event.type,
      actorKind: actor.kind,
      actorId: actor.id,
      fromState: row.state,
      toState: next.state,
      note: note.slice(0, 500),
    });
    return { ok: true, order: updated, changed: true, effects: result.value.effects };
  });
}
