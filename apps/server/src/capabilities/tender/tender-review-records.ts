import { answerRefusal, deadlineAfterClarification, documentVersionLabel, nextDocumentVersion, TENDER_SEALED_STATES, transitionDeposit } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { noticeToBusiness } from "../../platform/notice/business-notices.ts";
import { applyEvent } from "../../platform/records/state-change.ts";
import { refuse } from "../../runtime/refusal.ts";
import { bidderPage } from "./bidder-page.ts";
import { setDepositState } from "./deposit-repository.ts";
import { insertDocuments, latestDocumentVersion } from "./document-repository.ts";
import type { BidderRow } from "./schema.ts";
import { objectionRefused } from "./tender-objections.ts";
import { scheduleOpening } from "./tender-opening.ts";
import { bidderRecord, lockOwnTender, logTenderEvent, refusalMessage, type TenderActor } from "./tender-records.ts";
import {
  answerObjection,
  biddersOf,
  businessOfBidder,
  insertClarification,
  lockObjection,
  lockOwnBidder,
  namesOf,
  noticeToBidders,
  updateTender,
} from "./tender-repository.ts";

/** The tenderer's review of registrations and deposits, its clarifications and its answers to objections; each one transaction with its notices. */

const isSealed = (state: string) => (TENDER_SEALED_STATES as readonly string[]).includes(state);

/** A registration approved (the bidder then owes its deposit, if the tender asks one) or rejected with a reason. */
export function reviewRegistration(
  db: Database,
  {
    bidderId,
    businessId,
    actor,
    now,
    approve,
    reason,
  }: { bidderId: number; businessId: number; actor: TenderActor; now: Date; approve: boolean; reason: string },
): Promise<BidderRow> {
  return db.transaction(async (tx) => {
    const { tender, bidder: row } = await lockOwnBidder(tx, bidderId, businessId);
    if (!isSealed(tender.state)) throw refuse("state", "当前阶段不能审核报名");
    const depositRequired = tender.depositFen > 0;
    const next = approve
      ? await applyEvent(tx, bidderRecord, row, { event: { type: "approve", depositRequired } })
      : await applyEvent(tx, bidderRecord, row, { event: { type: "reject", reason }, patch: { rejectReason: reason } });
    const bidderName = (await namesOf(tx, [row.businessId])).get(row.businessId) ?? "";
    await logTenderEvent(tx, tender.id, {
      type: approve ? "approve-registration" : "reject-registration",
      eventKey: `review:${row.id}:${now.getTime()}`,
      actor,
      at: now,
      note: approve ? `${bidderName}：报名审核通过` : `${bidderName}：报名被驳回，${reason}`,
    });
    await noticeToBusiness(tx, row.businessId, {
      title: approve ? "报名审核通过" : "报名被驳回",
      content: approve
        ? `贵司对《${tender.title}》的报名已审核通过${depositRequired ? "，请缴纳投标保证金" : ""}。`
        : `贵司对《${tender.title}》的报名被驳回：${reason}`,
      jumpUrl: bidderPage(tender.id),
    });
    return next;
  });
}

/** A deposit's proof confirmed (the bidder may bid) or returned with a reason (the bidder stays 待缴保证金). */
export function reviewDeposit(
  db: Database,
  {
    bidderId,
    businessId,
    actor,
    now,
    confirm,
    reason,
  }: { bidderId: number; businessId: number; actor: TenderActor; now: Date; confirm: boolean; reason: string },
): Promise<BidderRow> {
  return db.transaction(async (tx) => {
    const { tender, bidder: row } = await lockOwnBidder(tx, bidderId, businessId);
    const moved = transitionDeposit(row.depositState as never, confirm ? { type: "confirm" } : { type: "reject-proof", reason });
    if (!moved.ok) throw refuse("state", refusalMessage(moved.code));
    const depositState = moved.value.state;
    // Returning a proof leaves the bidder where it was (待缴保证金); only the deposit moves.
    const next = confirm
      ? await applyEvent(tx, bidderRecord, row, { event: { type: "deposit-paid" }, patch: { depositState } })
      : ((await setDepositState(tx, row.id, depositState)) ?? row);
    const bidderName = (await namesOf(tx, [row.businessId])).get(row.businessId) ?? "";
    await logTenderEvent(tx, tender.id, {
      type: confirm ? "confirm-deposit" : "return-deposit-proof",
      eventKey: `deposit:${row.id}:${now.getTime()}`,
      actor,
      at: now,
      note: confirm ? `${bidderName}：保证金已确认到账` : `${bidderName}：保证金凭证被退回，${reason}`,
    });
    await noticeToBusiness(tx, row.businessId, {
      title: confirm ? "保证金已确认" : "保证金凭证被退回",
      content: confirm ? `《${tender.title}》的投标保证金已确认到账。` : `《${tender.title}》的保证金凭证被退回：${reason}`,
      jumpUrl: `/user/invite-tenders/btbt-pay?id=${tender.id}`,
    });
    return next;
  });
}

/** 澄清 / 补遗 before the opening: a substantive one moves the bid deadline (and the opening) to leave bidders time; every bidder is told. */
export function issueClarification(
  db: Database,
  {
    tenderId,
    businessId,
    actor,
    content,
    substantive,
    fileIds,
    memberId,
    now,
  }: {
    tenderId: number;
    businessId: number;
    actor: TenderActor;
    content: string;
    substantive: boolean;
    /** 补遗文件, already checked as the member's own: the tender's documents' next version. */
    fileIds: readonly number[];
    memberId: number;
    now: Date;
  },
) {
  return db.transaction(async (tx) => {
    const tender = await lockOwnTender(tx, tenderId, businessId);
    if (!isSealed(tender.state)) throw refuse("state", "开标后不能再发布澄清或补遗");
    const deadline = new Date(deadlineAfterClarification(tender.bidDeadline.getTime(), now.getTime(), substantive));
    const moved = deadline.getTime() !== tender.bidDeadline.getTime();
    const clarification = await insertClarification(tx, { tenderId, content, substantive, issuedAt: now });
    if (moved) {
      await updateTender(tx, tenderId, { bidDeadline: deadline });
      await scheduleOpening(tx, tenderId, deadline);
    }
    const extended = moved ? `，投标截止时间顺延至 ${formatDateTime(deadline)}` : "";
    let attached = "";
    if (fileIds.length > 0) {
      const version = nextDocumentVersion([await latestDocumentVersion(tx, tenderId)]);
      await insertDocuments(tx, { tenderId, clarificationId: clarification.id, version }, fileIds, { memberId, at: now });
      attached = `，附补遗文件${fileIds.length}个（${documentVersionLabel(version)}）`;
    }
    await logTenderEvent(tx, tenderId, { type: "clarify", eventKey: `clarify:${clarification.id}`, actor, at: now, note: `发布澄清${attached}${extended}` });
    await noticeToBidders(tx, await biddersOf(tx, tenderId), {
      title: "澄清 / 补遗，请确认",
      content: `《${tender.title}》发布了澄清${extended}，请查看并确认收到。`,
      jumpUrl: bidderPage(tenderId),
    });
    return { id: clarification.id, bidDeadline: deadline, deadlineMoved: moved };
  });
}

/** The tenderer's one answer to an objection; the objector is told. */
export async function answerObjectionOnce(
  db: Database,
  {
    tenderId,
    objectionId,
    businessId,
    memberId,
    actor,
    answer,
    now,
  }: {
    tenderId: number;
    objectionId: number;
    businessId: number;
    memberId: number;
    actor: TenderActor;
    answer: string;
    now: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const tender = await lockOwnTender(tx, tenderId, businessId);
    const objection = await lockObjection(tx, objectionId);
    if (!objection) throw refuse("not_found", "异议不存在");
    const refusal = answerRefusal(answer, objection.answer !== null);
    if (refusal) throw objectionRefused(refusal);
    await answerObjection(tx, objectionId, { answer, answeredBy: memberId, answeredAt: now });
    await logTenderEvent(tx, tender.id, { type: "objection-answer", eventKey: `objection-answer:${objectionId}`, actor, at: now, note: "答复异议" });
    const objector = await businessOfBidder(tx, objection.bidderId);
    if (objector !== undefined)
      await noticeToBusiness(tx, objector, {
        title: "异议已答复",
        content: `贵司对《${tender.title}》中标候选人公示提出的异议，招标人已答复：${answer}`,
        jumpUrl: bidderPage(tender.id),
      });
  });
}
