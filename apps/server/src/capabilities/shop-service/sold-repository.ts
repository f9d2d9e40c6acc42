import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { cappedCount, pageLimit, pageOffset } from "../../db/paging.ts";
import { invoices } from "../../platform/invoice/schema.ts";
import { businesses, members } from "../../platform/member/schema.ts";
import { serviceOrderEvents, serviceOrders } from "../../platform/order/schema.ts";

/** An order's history, oldest first, as `db` (or a transaction) sees it. */
const eventsIn = (db: Database, orderId: number) =>
  db.select().from(serviceOrderEvents).where(eq(serviceOrderEvents.orderId, orderId)).orderBy(asc(serviceOrderEvents.id));

/** The orders of a seller's services (已售服务), each with its buyer: the member, their phone and business. */
export function createSoldOrderRepository(db: Database) {
  /** The seller's orders: the order names its seller (service_order.seller_business_id), so no join decides them. */
  const soldBy = (businessId: number) => eq(serviceOrders.sellerBusinessId, businessId);

  const withBuyer = () =>
    db
      .select({
        order: serviceOrders,
        buyerName: members.realName,
        buyerPhone: members.phone,
        buyerBusiness: businesses.name,
        invoiceState: invoices.state,
      })
      .from(serviceOrders)
      .innerJoin(members, eq(members.id, serviceOrders.buyerMemberId))
      .innerJoin(businesses, eq(businesses.id, serviceOrders.buyerBusinessId))
      // The order's invoice, when the buyer asked for one (one an order: the invoice's unique order id).
      .leftJoin(invoices, eq(invoices.orderId, serviceOrders.id));

  return {
    /**
     * A page of the seller's orders (optionally in one state), newest first, with the total capped
     * and the depth bounded as every list's (paging.ts).
     */
    async page(businessId: number, state: string | undefined, current: number, size: number) {
      const where = and(soldBy(businessId), state ? eq(serviceOrders.state, state) : undefined);
      const offset = pageOffset(current, size);
      const [rows, total] = await Promise.all([
        offset === null ? [] : withBuyer().where(where).orderBy(desc(serviceOrders.id)).limit(pageLimit(offset, size)).offset(offset),
        cappedCount(db, db.select({ one: sql<number>`1` }).from(serviceOrders).where(where)),
      ]);
      return { rows, total };
    },

    /** One order of the seller's services; anyone else's is none. */
    async one(businessId: number, orderNo: string) {
      const [row] = await withBuyer().where(and(soldBy(businessId), eq(serviceOrders.orderNo, orderNo)));
      return row;
    },

    /** An order's history, oldest first. */
    eventsOf: (orderId: number) => eventsIn(db, orderId),

    /** An order's history, oldest first, as a transaction sees it. */
    eventsIn,
  };
}

/** A sold order with its buyer, as the repository reads it. */
export type SoldOrderRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createSoldOrderRepository>["one"]>>>;
