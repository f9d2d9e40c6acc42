import { type BidderState, type DepositState, isPayableFen, transitionBidder, transitionDeposit } from "@cidp/domain";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import type { OrderableKind } from "../../platform/order/orderable-kinds.ts";
import { serviceOrders } from "../../platform/order/schema.ts";
import { tenderBidders, tenders } from "./schema.ts";

/** The bidder row of an order (the item is the bidder's registration), with its tender. */
async function bidderOf(db: Database, bidderId: number) {
  const [row] = await db
    .select({ bidder: tenderBidders, tender: tenders })
    .from(tenderBidders)
    .innerJoin(tenders, eq(tenders.id, tenderBidders.tenderId))
    .where(eq(tenderBidders.id, bidderId));
  return row;
}

/** The same, with the bidder's row locked until the caller's transaction ends (the tender's row stays free). */
async function lockedBidderOf(tx: Database, bidderId: number) {
  const [row] = await tx
    .select({ bidder: tenderBidders, tender: tenders })
    .from(tenderBidders)
    .innerJoin(tenders, eq(tenders.id, tenderBidders.tenderId))
    .where(eq(tenderBidders.id, bidderId))
    .for("update", { of: tenderBidders });
  return row;
}

/**
 * 投标保证金 paid online (对公) through the order and payment machinery: the item is the bidder's
 * registration and the price the tender's deposit. When the order is paid, the deposit and the
 * bidder become 已缴纳 in the order's own transaction; a refunded order returns the deposit.
 */
export const tenderDepositKind: OrderableKind = {
  async find(db, itemId, buyer) {
    // Locked: two orders made at once for one deposit wait for each other here, so the second sees
    // the first's open order below and is refused (the order is written in this same transaction).
    const found = await lockedBidderOf(db, itemId);
    if (!found || found.bidder.businessId !== buyer.businessId) return undefined;
    if (found.bidder.state !== "awaiting_deposit" || found.bidder.depositState !== "unpaid") return { refused: "当前无需缴纳投标保证金" };
    if (!["registering", "qualifying", "bidding"].includes(found.tender.state) || found.tender.bidDeadline <= new Date())
      return { refused: "投标已截止，不能再缴纳保证金" };
    if (!isPayableFen(found.tender.depositFen)) return { refused: "该保证金暂不可在线支付，请线下转账或提交电子保函" };
    // One open order per deposit: a second one paid as well would take the deposit twice.
    const [open] = await db
      .select({ orderNo: serviceOrders.orderNo })
      .from(serviceOrders)
      .where(
        and(
          eq(serviceOrders.itemKind, "tender_deposit"),
          eq(serviceOrders.itemId, itemId),
          eq(serviceOrders.state, "pending_payment"),
          gt(serviceOrders.payBefore, new Date()),
        ),
      )
      .limit(1);
    if (open) return { refused: `该保证金已有待支付的订单（${open.orderNo}），请在订单中继续支付或取消后重新下单` };
    return { title: `投标保证金：${found.tender.title}`, priceFen: found.tender.depositFen };
  },
  // The deposit is held as long as the bid: the tenderer returns it after the outcome (or a withdrawal), never the bidder.
  buyerRefundRefusal: "投标保证金由招标人在定标后（或招标终止时）统一退还，不能自行申请退款",
  returnPath: (orderNo) => `/user/pay/success?orderNo=${encodeURIComponent(orderNo)}`,
  async onStateChange(tx, order, from) {
    const found = await bidderOf(tx, order.itemId);
    if (!found) return;
    const { bidder } = found;
    if (order.state === "paid" && from === "pending_payment") {
      const deposit = transitionDeposit(bidder.depositState as DepositState, { type: "paid-online" });
      const next = transitionBidder({ state: bidder.state as BidderState, version: bidder.version, depositHeld: bidder.depositHeld }, { type: "deposit-paid" });
      if (!deposit.ok || !next.ok) return;
      await tx
        .update(tenderBidders)
        .set({ depositState: deposit.value.state, depositMethod: "online", depositReference: order.orderNo, state: next.value.bidder.state, depositHeld: true })
        .where(eq(tenderBidders.id, bidder.id));
    }
    if (order.state === "refunded") {
      const deposit = transitionDeposit(bidder.depositState as DepositState, { type: "refunded" });
      const next = transitionBidder({ state: bidder.state as BidderState, version: bidder.version, depositHeld: bidder.depositHeld }, { type: "refund" });
      if (!deposit.ok) return;
      await tx
        .update(tenderBidders)
        .set({ depositState: deposit.value.state, ...(next.ok ? { state: next.value.bidder.state, depositHeld: next.value.bidder.depositHeld } : {}) })
        .where(eq(tenderBidders.id, bidder.id));
    }
  },
};
