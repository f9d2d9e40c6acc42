import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { serviceOrders } from "../../platform/order/schema.ts";
import { type BidderRow, tenderBidders, tenders } from "./schema.ts";

/** The deposits' queries: the bidder and tender a deposit order pays for, its orders, and the deposits' states. */

/** A bidder (the item a deposit order is for) with its tender; with `lock`, the bidder's row stays locked until the caller's transaction ends (the tender's stays free). */
export async function bidderWithTender(db: Database, bidderId: number, { lock = false } = {}) {
  const query = db
    .select({ bidder: tenderBidders, tender: tenders })
    .from(tenderBidders)
    .innerJoin(tenders, eq(tenders.id, tenderBidders.tenderId))
    .where(eq(tenderBidders.id, bidderId));
  const [row] = lock ? await query.for("update", { of: tenderBidders }) : await query;
  return row;
}

/** The number of a deposit's order still waiting for payment, if there is one. */
export async function openDepositOrderNo(db: Database, bidderId: number, now: Date): Promise<string | undefined> {
  const [open] = await db
    .select({ orderNo: serviceOrders.orderNo })
    .from(serviceOrders)
    .where(
      and(
        eq(serviceOrders.itemKind, "tender_deposit"),
        eq(serviceOrders.itemId, bidderId),
        eq(serviceOrders.state, "pending_payment"),
        gt(serviceOrders.payBefore, now),
      ),
    )
    .limit(1);
  return open?.orderNo;
}

export async function depositOrderOf(db: Database, orderNo: string) {
  const [order] = await db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, orderNo));
  return order;
}

export async function setDepositState(tx: Database, bidderId: number, depositState: string): Promise<BidderRow | undefined> {
  const [row] = await tx.update(tenderBidders).set({ depositState }).where(eq(tenderBidders.id, bidderId)).returning();
  return row;
}

/** Writes what a deposit order's payment or refund moved on its bidder (its deposit, and the bidder's state where the domain moved it). */
export async function recordDepositMove(tx: Database, bidderId: number, values: Partial<typeof tenderBidders.$inferInsert>): Promise<void> {
  await tx.update(tenderBidders).set(values).where(eq(tenderBidders.id, bidderId));
}

/** The order numbers of the online deposits of a tender that are being refunded. */
export function refundingOnlineDeposits(db: Database, tenderId: number) {
  return db
    .select({ orderNo: tenderBidders.depositReference })
    .from(tenderBidders)
    .where(and(eq(tenderBidders.tenderId, tenderId), eq(tenderBidders.depositMethod, "online"), eq(tenderBidders.depositState, "refunding")));
}
