import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { cappedStateCounts } from "../../db/capped-state-counts.ts";
import type { Database } from "../../db/database.ts";
import { boundedPage, cappedCount, offsetPage } from "../../db/paging.ts";
import { members } from "../member/schema.ts";
import type { OrderRow } from "./order-events.ts";
import type { OrderableItem, OrderBuyer } from "./orderable-kinds.ts";
import { serviceOrderEvents, serviceOrders } from "./schema.ts";

/** An order as the buyer asks for it; the title and price come from the item, read in the order's transaction. */
interface NewOrder {
  orderNo: string;
  buyer: OrderBuyer;
  itemKind: string;
  itemId: number;
  createdAt: Date;
  payBefore: Date;
}

/** Which waiting orders a page of the platform's service queue shows. */
interface ServedQueueFilter {
  itemKinds: readonly string[];
  states: readonly string[];
  /** One order by its number (the queue's search). */
  orderNo?: string;
}

/** Refund requests the platform (the seller of its service packages) has not decided; a company's services' are its own to decide. */
const undecidedRefund: SQL | undefined = and(
  eq(serviceOrders.state, "refunding"),
  eq(serviceOrders.refundApproved, false),
  ne(serviceOrders.itemKind, "shop_service"),
);

/** The orders' reads and their creation; every change of an order after that is an event (order-events.ts). */
export function createOrderRepository(db: Database) {
  return {
    /**
     * Gives an unpaid order until `payBefore` to be paid (a slow method of payment was chosen), never
     * less time than it had; the order as it is now.
     */
    async payableUntil(id: number, payBefore: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(serviceOrders)
        .set({ payBefore: sql`greatest(${serviceOrders.payBefore}, ${payBefore.toISOString()}::timestamptz)` })
        .where(and(eq(serviceOrders.id, id), eq(serviceOrders.state, "pending_payment")))
        .returning();
      return row ?? this.byId(id);
    },

    async byId(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(serviceOrders).where(eq(serviceOrders.id, id));
      return row;
    },

    /** The buyer's order by its number, bought for the business they act for; anyone else's is not found. */
    async ofBuyer(orderNo: string, buyer: OrderBuyer): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(serviceOrders)
        .where(and(eq(serviceOrders.orderNo, orderNo), eq(serviceOrders.buyerMemberId, buyer.memberId), eq(serviceOrders.buyerBusinessId, buyer.businessId)));
      return row;
    },

    /**
     * A page of the buyer's orders (of one state tab or all), newest first, over the (buyer, business,
     * state, id) and (buyer, business, id) indexes, with the total capped and the depth bounded as
     * every list's (paging.ts).
     */
    async buyerPage(buyer: OrderBuyer, { current, size, state }: { current: number; size: number; state?: string | undefined }) {
      const mine = and(
        eq(serviceOrders.buyerMemberId, buyer.memberId),
        eq(serviceOrders.buyerBusinessId, buyer.businessId),
        state ? eq(serviceOrders.state, state) : undefined,
      );
      const { rows, total } = await boundedPage(db, serviceOrders, mine, [desc(serviceOrders.id)], current, size);
      return { rows, total };
    },

    /** A page of every order bought for a business (any member), newest first along service_order_buyer_business_idx; capped total. */
    async businessPage(businessId: number, { current, size, state }: { current: number; size: number; state?: string | undefined }) {
      const ours = and(eq(serviceOrders.buyerBusinessId, businessId), state ? eq(serviceOrders.state, state) : undefined);
      return boundedPage(db, serviceOrders, ours, [desc(serviceOrders.id)], current, size);
    },

    /** An order's log, oldest first. */
    eventsOf(orderId: number) {
      return db.select().from(serviceOrderEvents).where(eq(serviceOrderEvents.orderId, orderId)).orderBy(asc(serviceOrderEvents.id));
    },

    /**
     * The order and its first event, committed together. `priced` reads the item in the same
     * transaction (and throws the buyer's refusal), so a kind that allows one open order per item
     * (a tender deposit) locks the item there while it looks.
     */
    create(order: NewOrder, priced: (tx: Database) => Promise<OrderableItem>): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        const item = await priced(tx);
        const { buyer, ...values } = order;
        const [created] = await tx
          .insert(serviceOrders)
          .values({
            ...values,
            buyerMemberId: buyer.memberId,
            buyerBusinessId: buyer.businessId,
            sellerBusinessId: item.sellerBusinessId ?? null,
            title: item.title,
            amountFen: item.priceFen,
            listFen: item.listFen ?? null,
            discountNote: item.discountNote ?? null,
          })
          .returning();
        if (!created) throw new Error("order insert returned nothing");
        await tx.insert(serviceOrderEvents).values({
          orderId: created.id,
          eventKey: "create",
          type: "create",
          actorKind: "buyer",
          actorId: buyer.memberId,
          fromState: "pending_payment",
          toState: "pending_payment",
          note: "提交订单",
        });
        return created;
      });
    },

    /** Orders of these kinds waiting in these states, the longest waiting first, with their buyer's name and phone. */
    /**
     * A page of the orders of `itemKinds` waiting for the platform in `states` (one order when
     * `orderNo` names it), the longest waiting first: what the page shows rides in
     * service_order_fulfilment_idx, so a page is read from the index and the buyers by key.
     */
    servedQueuePage(filter: ServedQueueFilter, current: number, size: number) {
      const matching = and(
        inArray(serviceOrders.itemKind, [...filter.itemKinds]),
        inArray(serviceOrders.state, [...filter.states]),
        filter.orderNo ? eq(serviceOrders.orderNo, filter.orderNo) : undefined,
      );
      const readPage = (limit: number, offset: number) =>
        db
          .select({
            order: {
              id: serviceOrders.id,
              orderNo: serviceOrders.orderNo,
              title: serviceOrders.title,
              paidFen: serviceOrders.paidFen,
              listFen: serviceOrders.listFen,
              discountNote: serviceOrders.discountNote,
              state: serviceOrders.state,
              updatedAt: serviceOrders.updatedAt,
            },
            buyer: members.realName,
            phone: members.phone,
          })
          .from(serviceOrders)
          .innerJoin(members, eq(members.id, serviceOrders.buyerMemberId))
          .where(matching)
          .orderBy(asc(serviceOrders.updatedAt), asc(serviceOrders.id))
          .limit(limit)
          .offset(offset);
      return offsetPage(db, current, size, readPage, db.select({ id: serviceOrders.id }).from(serviceOrders).where(matching));
    },

    /** How many orders of `itemKinds` wait in each of `states`, each counted up to the lists' cap (service_order_kind_state_idx). */
    waitingByState(itemKinds: readonly string[], states: readonly string[]) {
      return cappedStateCounts(db, serviceOrders, serviceOrders.state, inArray(serviceOrders.itemKind, [...itemKinds]), states);
    },

    /** The refund requests waiting for the platform's decision, the longest waiting first, with their count. */
    async undecidedRefunds(limit: number) {
      const [rows, waiting] = await Promise.all([
        db
          .select({ id: serviceOrders.id, title: serviceOrders.title, orderNo: serviceOrders.orderNo, at: serviceOrders.updatedAt })
          .from(serviceOrders)
          .where(undecidedRefund)
          .orderBy(asc(serviceOrders.updatedAt))
          .limit(limit),
        // How many wait, up to the list's count cap: the queue shows "1000+" beyond it.
        cappedCount(db, db.select({ id: serviceOrders.id }).from(serviceOrders).where(undecidedRefund)),
      ]);
      return { rows, waiting };
    },

    /** An order with its buyer's name and phone, and the buyer's latest refund request (its reason and time). */
    async withRefundRequest(id: number) {
      const [row] = await db
        .select({ order: serviceOrders, buyer: members.realName, phone: members.phone })
        .from(serviceOrders)
        .innerJoin(members, eq(members.id, serviceOrders.buyerMemberId))
        .where(eq(serviceOrders.id, id));
      if (!row) return undefined;
      const [request] = await db
        .select({ note: serviceOrderEvents.note, at: serviceOrderEvents.at })
        .from(serviceOrderEvents)
        .where(and(eq(serviceOrderEvents.orderId, id), eq(serviceOrderEvents.type, "request-refund")))
        .orderBy(desc(serviceOrderEvents.id))
        .limit(1);
      return { ...row, request };
    },
  };
}
