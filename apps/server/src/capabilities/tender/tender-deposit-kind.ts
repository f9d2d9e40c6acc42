import { type BidderState, type DepositState, isPayableFen, transitionBidder, transitionDeposit } from "@cidp/domain";
import type { OrderableKind } from "../../platform/order/orderable-kinds.ts";
import { bidderWithTender, openDepositOrderNo, recordDepositMove } from "./deposit-repository.ts";

/**
 * 投标保证金 paid online (对公) through the order and payment machinery: the item is the bidder's
 * registration and the price the tender's deposit. When the order is paid, the deposit and the
 * bidder become 已缴纳 in the order's own transaction; a refunded order returns the deposit.
 */
export const tenderDepositKind: OrderableKind = {
  async find(db, itemId, buyer) {
    // Locked: two orders made at once for one deposit wait for each other here, so the second sees
    // the first's open order below and is refused (the order is written in this same transaction).
    const found = await bidderWithTender(db, itemId, { lock: true });
    if (!found || found.bidder.businessId !== buyer.businessId) return undefined;
    if (found.bidder.state !== "awaiting_deposit" || found.bidder.depositState !== "unpaid") return { refused: "当前无需缴纳投标保证金" };
    if (!["registering", "qualifying", "bidding"].includes(found.tender.state) || found.tender.bidDeadline <= new Date())
      return { refused: "投标已截止，不能再缴纳保证金" };
    if (!isPayableFen(found.tender.depositFen)) return { refused: "该保证金暂不可在线支付，请线下转账或提交电子保函" };
    // One open order per deposit: a second one paid as well would take the deposit twice.
    const open = await openDepositOrderNo(db, itemId, new Date());
    if (open) return { refused: `该保证金已有待支付的订单（${open}），请在订单中继续支付或取消后重新下单` };
    return { title: `投标保证金：${found.tender.title}`, priceFen: found.tender.depositFen };
  },
  // Paying a deposit is bidding: only a certified business does (the calls of registering and bidding are gated alike).
  certification: "tender.deposit",
  // The deposit is held as long as the bid: the tenderer returns it after the outcome (or a withdrawal), never the bidder.
  buyerRefundRefusal: "投标保证金由招标人在定标后（或招标终止时）统一退还，不能自行申请退款",
  returnPath: (orderNo) => `/user/pay/success?orderNo=${encodeURIComponent(orderNo)}`,
  // A deposit counts only when it arrives before bids close.
  async payableUntil(db, itemId) {
    return (await bidderWithTender(db, itemId))?.tender.bidDeadline ?? null;
  },
  async onStateChange(tx, order, from) {
    const found = await bidderWithTender(tx, order.itemId);
    if (!found) return;
    const { bidder } = found;
    if (order.state === "paid" && from === "pending_payment") {
      const deposit = transitionDeposit(bidder.depositState as DepositState, { type: "paid-online" });
      const next = transitionBidder({ state: bidder.state as BidderState, version: bidder.version, depositHeld: bidder.depositHeld }, { type: "deposit-paid" });
      if (!deposit.ok || !next.ok) return;
      await recordDepositMove(tx, bidder.id, {
        depositState: deposit.value.state,
        depositMethod: "online",
        depositReference: order.orderNo,
        state: next.value.bidder.state,
        depositHeld: true,
      });
    }
    if (order.state === "refunded") {
      const deposit = transitionDeposit(bidder.depositState as DepositState, { type: "refunded" });
      const next = transitionBidder({ state: bidder.state as BidderState, version: bidder.version, depositHeld: bidder.depositHeld }, { type: "refund" });
      if (!deposit.ok) return;
      await recordDepositMove(tx, bidder.id, {
        depositState: deposit.value.state,
        ...(next.ok ? { state: next.value.bidder.state, depositHeld: next.value.bidder.depositHeld } : {}),
      });
    }
  },
};
