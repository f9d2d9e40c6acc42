import type { Database } from "../../db/database.ts";
import { noticesToBusinesses } from "../../platform/notice/business-notices.ts";
import { refuse } from "../../runtime/refusal.ts";
import { bidderPage } from "./bidder-page.ts";
import { moveDeposits, refundHeldDeposits } from "./deposit-refunds.ts";
import type { TenderRow } from "./schema.ts";
import { applyTenderEvent, lockOwnTender, type TenderActor } from "./tender-records.ts";
import { biddersOf, noticeToBidders } from "./tender-repository.ts";

/** The tenderer's steps from registration to completion and its withdrawal of a tender, each one transaction; online deposits are refunded after it (deposit-refunds.ts). */

/** A step the tenderer takes from registration to completion (its tender event's type). */
export type TendererStep = "close-registration" | "start-bidding" | "start-evaluation" | "notify" | "start-refund" | "complete";

const STEP_NOTES: Readonly<Record<TendererStep, string>> = {
  "close-registration": "报名截止，进入资格审查",
  "start-bidding": "资格审查结束，进入投标",
  "start-evaluation": "开始评标",
  notify: "发出中标通知书，发布中标结果公告",
  "start-refund": "开始退还投标保证金",
  complete: "保证金退还完毕，招标完成",
};

interface TendererMove {
  tenderId: number;
  businessId: number;
  actor: TenderActor;
  now: Date;
}

/** One step of the tender: 开始退还 moves the deposits, 完成 waits for online refunds and returns the offline ones, 发出通知书 tells each bidder its outcome. */
export function advanceTender(db: Database, { tenderId, businessId, actor, now, step }: TendererMove & { step: TendererStep }): Promise<TenderRow> {
  return db.transaction(async (tx) => {
    const tender = await lockOwnTender(tx, tenderId, businessId);
    const next = await applyTenderEvent(tx, tender, { event: { type: step }, eventKey: step, actor, at: now, note: STEP_NOTES[step] });
    const bidders = await biddersOf(tx, tenderId);
    if (step === "complete" && bidders.some((b) => b.depositMethod === "online" && b.depositState === "refunding"))
      throw refuse("state", "在线缴纳的保证金仍在退款中，请待退款到账后再完成");
    if (step === "start-refund") await moveDeposits(tx, bidders, { type: "start-refund" });
    if (step === "complete") await refundHeldDeposits(tx, next, bidders);
    if (step === "notify")
      await noticesToBusinesses(
        tx,
        bidders
          .filter((x) => x.state === "won" || x.state === "lost")
          .map((b) => ({
            businessId: b.businessId,
            title: b.state === "won" ? "中标通知书" : "中标结果通知",
            content: b.state === "won" ? `贵司已被确定为《${tender.title}》的中标人，请下载中标通知书。` : `《${tender.title}》中标结果已公告，贵司未中标。`,
            jumpUrl: bidderPage(tenderId),
          })),
      );
    return next;
  });
}

/** 撤回: the tender ends with the reason; every deposit held goes back (offline ones at once) and the bidders are told. */
export function withdrawTender(db: Database, { tenderId, businessId, actor, now, reason }: TendererMove & { reason: string }): Promise<TenderRow> {
  return db.transaction(async (tx) => {
    const tender = await lockOwnTender(tx, tenderId, businessId);
    const event = { type: "withdraw", reason } as const;
    const next = await applyTenderEvent(tx, tender, { event, eventKey: "withdraw", actor, at: now, note: reason, patch: { failReason: reason } });
    const bidders = await biddersOf(tx, tender.id);
    await moveDeposits(tx, bidders, { type: "start-refund" });
    await refundHeldDeposits(tx, next, await biddersOf(tx, tender.id));
    await noticeToBidders(tx, bidders, {
      title: "招标项目已撤回",
      content: `《${tender.title}》已由招标人撤回：${reason}。已缴纳的保证金将退还。`,
      jumpUrl: bidderPage(tender.id),
    });
    return next;
  });
}
