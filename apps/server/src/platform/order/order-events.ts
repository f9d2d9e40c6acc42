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
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { noticeToMember } from "../notice/business-notices.ts";
import { lockRow, STALE_ROW, type StateChangeRecord, tryApplyEvent } from "../records/state-change.ts";
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

/** What the buyer reads in the 订单服务 tab when an event changed their order. */
export interface BuyerNotice {
  title: string;
  content: string;
  jumpUrl: string;
}

/** Who caused an order's event and why, as its log entry keeps them. */
interface OrderLogEntry {
  actor: OrderActor;
  note?: string;
}

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
 * Orders as a state-change record: `transitionOrder` decides and names what must follow (a refund
 * through the provider); each change is logged with its actor, and its key makes it happen once.
 * The log lists changes only: an event that repeats what already happened (a notification retried,
 * a query racing it, a double click) is accepted and leaves no trace.
 */
const orderRecord: StateChangeRecord<typeof serviceOrders, OrderEvent, OrderRefusalCode, typeof serviceOrderEvents, OrderLogEntry, OrderEffect> = {
  table: serviceOrders,
  transition: (row, event) => {
    const result = transitionOrder(moneyOf(row), event);
    if (!result.ok) return result;
    const { order, changed, effects } = result.value;
    const { state, paidFen, refundedFen, paymentId, refundApproved } = order;
    // An order is paid once (a second payment is refused): its payment's time is kept on the row, the
    // database's now() as the event's own entry has it, so 服务授权 orders and pages by it in SQL.
    const paid = event.type === "payment-succeeded" && changed ? { paidAt: sql`now()` } : {};
    return { ok: true, value: { set: { state, paidFen, refundedFen, paymentId, refundApproved, ...paid }, changed, effects } };
  },
  // Every caller answers a refusal itself (its own status and message); this one is for a caller that does not.
  refusal: (code) => new Error(`order event refused: ${code}`),
  touch: (at) => ({ updatedAt: at }),
  log: {
    table: serviceOrderEvents,
    changesOnly: true,
    seen: (orderId, eventKey) => and(eq(serviceOrderEvents.orderId, orderId), eq(serviceOrderEvents.eventKey, eventKey)),
    // The entry's time is the database's (its default), as for the order's first event.
    entry: ({ before, after, event, eventKey, actor, note = "" }) => ({
      orderId: before.id,
      eventKey,
      type: event.type,
      actorKind: actor.kind,
      actorId: actor.id,
      fromState: before.state,
      toState: after.state,
      note: note.slice(0, 500),
    }),
  },
};

/** What follows a change of an order in its transaction: the kind's own step (an entitlement), the listeners, the buyer's notice. */
async function afterChange(tx: Database, order: OrderRow, from: OrderState, notice: BuyerNotice | undefined): Promise<void> {
  await orderableKinds[order.itemKind as OrderItemKind]?.onStateChange?.(tx, order, from);
  for (const listener of orderStateListeners) await listener(tx, order, from);
  if (notice) await noticeToMember(tx, order.buyerMemberId, { ...notice, businessId: order.buyerBusinessId });
}

/**
 * Applies one event to an order through `orderRecord`, under the order's row lock, in one
 * transaction with what follows the change: the kind's step and the listeners, and — with
 * `buyerNotice` — the buyer's notice, so no step is made that the buyer never hears of. The event
 * key is unique per order, so an event that arrives again finds its row and changes nothing.
 */
export async function applyOrderEvent(
  db: Database,
  {
    orderId,
    eventKey,
    event,
    actor,
    note = "",
    buyerNotice,
  }: { orderId: number; eventKey: string; event: OrderEvent; actor: OrderActor; note?: string; buyerNotice?: (order: OrderRow) => BuyerNotice },
): Promise<AppliedEvent> {
  if (!mayCause(actor, event)) return { ok: false, code: "order.actor-forbidden", order: null };
  return db.transaction(async (tx): Promise<AppliedEvent> => {
    const row = await lockRow(tx, serviceOrders, orderId);
    if (!row) return { ok: false, code: "order.missing", order: null };
    const applied = await tryApplyEvent(tx, orderRecord, row, { event, eventKey, actor, note });
    // Under the lock nobody moves the order between the read and the write, so a stale row cannot happen here.
    if (!applied.ok) return { ok: false, code: applied.code === STALE_ROW ? "order.transition-forbidden" : applied.code, order: row };
    if (applied.changed) await afterChange(tx, applied.row, row.state as OrderState, buyerNotice?.(applied.row));
    return { ok: true, order: applied.row, changed: applied.changed, effects: applied.effects };
  });
}
