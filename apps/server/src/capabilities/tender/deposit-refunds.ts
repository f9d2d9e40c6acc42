import { transitionDeposit } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { applyOrderEvent } from "../../platform/order/order-events.ts";
import type { Payments } from "../../platform/payment/payments.ts";
import { bidderPage } from "./bidder-page.ts";
import { depositOrderOf, refundingOnlineDeposits, setDepositState } from "./deposit-repository.ts";
import type { BidderRow, TenderRow } from "./schema.ts";
import { applyToAllBidders } from "./tender-records.ts";
import { noticeToBidders } from "./tender-repository.ts";

/** Moves each bidder's deposit by `event` where the domain accepts it (others stay as they are). */
export async function moveDeposits(tx: Database, bidders: readonly BidderRow[], event: Parameters<typeof transitionDeposit>[1]): Promise<void> {
  for (const b of bidders) {
    const moved = transitionDeposit(b.depositState as never, event);
    if (moved.ok && moved.value.changed) await setDepositState(tx, b.id, moved.value.state);
  }
}

/** Every held deposit paid offline is returned (退还中 → 已退还) and each bidder's state follows. */
export async function refundHeldDeposits(tx: Database, tender: TenderRow, bidders: readonly BidderRow[]): Promise<void> {
  await moveDeposits(
    tx,
    bidders.filter((x) => x.depositMethod !== "online"),
    { type: "refunded" },
  );
  // Online deposits were refunded by their orders (and their bidders moved then).
  await applyToAllBidders(tx, bidders, (b) => (b.depositHeld && b.depositMethod !== "online" ? { type: "refund" } : null));
  await noticeToBidders(
    tx,
    bidders.filter((x) => x.depositHeld),
    { title: "投标保证金已退还", content: `《${tender.title}》的投标保证金已退还。`, jumpUrl: bidderPage(tender.id) },
  );
}

/**
 * Deposits paid online go back the way they came: their order is refunded through the payment
 * provider (after the tender's own transaction, as the order runs its own), and the order's
 * state change marks the deposit 已退还 (tender-deposit-kind.ts).
 */
export async function refundOnlineDeposits(db: Database, payments: Payments | undefined, tenderId: number): Promise<void> {
  if (!payments) return;
  for (const { orderNo } of await refundingOnlineDeposits(db, tenderId)) {
    const order = await depositOrderOf(db, orderNo);
    if (!order) continue;
    const note = "招标结束，退还投标保证金";
    await applyOrderEvent(db, {
      orderId: order.id,
      eventKey: "deposit-refund-request",
      event: { type: "request-refund" },
      actor: { kind: "buyer", id: order.buyerMemberId },
      note,
    });
    const approved = await applyOrderEvent(db, {
      orderId: order.id,
      eventKey: "deposit-refund-approve",
      event: { type: "approve-refund" },
      actor: { kind: "operator", id: null },
      note,
    });
    if (approved.ok && approved.effects.includes("refund-payment")) await payments.refundOrder(approved.order, note);
  }
}
