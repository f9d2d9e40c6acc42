import {
  type BidderState,
  bidRefusal,
  CLARIFICATION_TEXTS,
  DEPOSIT_METHOD_LABELS,
  groupRefusal,
  objectionRefusal,
  TENDER_SEALED_STATES,
  transitionDeposit,
} from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { noticeToBusiness } from "../../platform/notice/business-notices.ts";
import { applyEvent } from "../../platform/records/state-change.ts";
import type { SealedEnvelopes } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import { refuse } from "../../runtime/refusal.ts";
import { replaceAttachments } from "./attachment-repository.ts";
import { type BidContent, sealedBidContent } from "./bid-content.ts";
import { NOT_FOUND } from "./bidder-context.ts";
import { acknowledgeClarification, bidderOfBusiness, insertBidder, insertObjection, tendererGroup, updateBidder } from "./bidder-repository.ts";
import { blockingClarificationOf } from "./clarification-records.ts";
import type { BidderRow, TenderRow } from "./schema.ts";
import { objectionRefused } from "./tender-objections.ts";
import { bidderRecord, lockTender, logTenderEvent, refusalMessage, type TenderActor } from "./tender-records.ts";

/** A bidder's steps on a tender, each one transaction under the tender's lock: registering, the deposit's proof, the sealed bid, an objection. */

/** A business that has not registered bids as one that may register, with nothing held. */
const NOT_REGISTERED = { state: "eligible", version: 0, depositHeld: false } as const;

const isSealed = (tender: TenderRow) => (TENDER_SEALED_STATES as readonly string[]).includes(tender.state);
const tendererPage = (tenderId: number) => `/user/invite-tenders/subPage/default?id=${tenderId}`;

/** Who acts for the bidder, from where, and when. */
interface BidderStep {
  tenderId: number;
  businessId: number;
  memberId: number;
  actor: TenderActor;
  /** Where the call came from (the caller's address and the browser's device id), kept with what it attaches. */
  origin: { uploadIp: string; deviceId: string };
  now: Date;
}

/** The tender locked, with this business's bidder row locked (or none yet). */
async function lockForBidder(tx: Database, tenderId: number, businessId: number): Promise<{ tender: TenderRow; bidder: BidderRow | undefined }> {
  const tender = await lockTender(tx, tenderId);
  if (tender?.mode !== "public" || !tender.publishedAt || tender.state === "withdrawn") throw refuse("not_found", NOT_FOUND);
  return { tender, bidder: await bidderOfBusiness(tx, tenderId, businessId, true) };
}

/** The tenderer's group as the domain compares it (ids as text). */
const groupOf = async (tx: Database, tender: TenderRow) => new Set([...(await tendererGroup(tx, tender.tendererBusinessId))].map(String));

/** 报名 with the qualification documents, until registration closes; never from the tenderer's own group. */
export function registerBidder(db: Database, { tenderId, businessId, memberId, actor, origin, now }: BidderStep, documentIds: readonly number[]) {
  return db.transaction(async (tx) => {
    const { tender, bidder: existing } = await lockForBidder(tx, tenderId, businessId);
    if (tender.state !== "registering" || tender.registrationEnd <= now) throw refuse("state", "报名已截止");
    const refusal = groupRefusal(String(businessId), await groupOf(tx, tender));
    if (refusal) throw refuse("state", refusalMessage(refusal));
    const row = existing ?? (await insertBidder(tx, tenderId, businessId));
    const next = await applyEvent(tx, bidderRecord, row, { event: { type: "register" }, patch: { rejectReason: "", registeredAt: now } });
    await replaceAttachments(tx, row.id, "qualification", documentIds, { memberId, at: now, ...origin });
    await logTenderEvent(tx, tenderId, { type: "register", eventKey: `register:${row.id}:${now.getTime()}`, actor, at: now, note: "报名" });
    await noticeToBusiness(tx, tender.tendererBusinessId, {
      title: "新的投标报名",
      content: `《${tender.title}》收到一家企业报名，请审核资格。`,
      jumpUrl: tendererPage(tenderId),
    });
    return next;
  });
}

/** The deposit's proof paid offline (a transfer's reference, a guarantee's number, a voucher), for the tenderer to confirm. */
export function submitDepositProof(
  db: Database,
  { tenderId, businessId, memberId, actor, origin, now }: BidderStep,
  proof: { method: "voucher" | "guarantee"; reference: string; voucherIds: readonly number[] },
) {
  return db.transaction(async (tx) => {
    const { tender, bidder: row } = await lockForBidder(tx, tenderId, businessId);
    if (row?.state !== "awaiting_deposit") throw refuse("state", "报名审核通过后才能缴纳保证金");
    if (!isSealed(tender)) throw refuse("state", "投标已截止");
    const moved = transitionDeposit(row.depositState as never, { type: "submit-proof", method: proof.method, reference: proof.reference });
    if (!moved.ok) throw refuse("state", refusalMessage(moved.code));
    const updated = await updateBidder(tx, row.id, { depositState: moved.value.state, depositMethod: proof.method, depositReference: proof.reference });
    await replaceAttachments(tx, row.id, "voucher", proof.voucherIds, { memberId, at: now, ...origin });
    await logTenderEvent(tx, tenderId, {
      type: "submit-deposit-proof",
      eventKey: `deposit-proof:${row.id}:${now.getTime()}`,
      actor,
      at: now,
      note: `提交保证金凭证（${DEPOSIT_METHOD_LABELS[proof.method]}）`,
    });
    await noticeToBusiness(tx, tender.tendererBusinessId, {
      title: "保证金待确认",
      content: `《${tender.title}》有投标人提交了保证金凭证（${DEPOSIT_METHOD_LABELS[proof.method]}：${proof.reference}），请确认。`,
      jumpUrl: tendererPage(tenderId),
    });
    return updated ?? row;
  });
}

/**
 * Why this business may not submit or revise its bid now (in Chinese, with what stops it), or null
 * when it may: the test 递交投标 makes, and what the bid page reads to offer its form or show the
 * bid read-only. Once the bids are opened the deadline has passed, whatever the bidder's state
 * (a bidder that won was told "当前状态不能进行此操作").
 */
export async function bidRefusalFor(db: Database, tender: TenderRow, row: BidderRow | undefined, businessId: number, now: Date): Promise<string | null> {
  if (!isSealed(tender) && row) return refusalMessage("bid.deadline-passed");
  const refusal = bidRefusal({
    bidder: row ? { state: row.state as BidderState, version: row.version, depositHeld: row.depositHeld } : NOT_REGISTERED,
    companyId: String(businessId),
    tendererGroup: await groupOf(db, tender),
    now: now.getTime(),
    deadline: isSealed(tender) ? tender.bidDeadline.getTime() : 0,
  });
  return refusal ? refusalMessage(refusal) : null;
}

/**
 * 递交投标文件 before the deadline (a later version replaces the earlier): the bid is sealed to the
 * tender's key and, for the bidder alone, to its own; the log says a version arrived, never its price.
 */
export function submitBid(
  db: Database,
  seal: SealedEnvelopes,
  { tenderId, businessId, memberId, actor, origin, now }: BidderStep,
  bid: Omit<BidContent, "technicalFileIds">,
  technicalFileIds: readonly number[],
): Promise<BidderRow> {
  return db.transaction(async (tx) => {
    const { tender, bidder: row } = await lockForBidder(tx, tenderId, businessId);
    const refusal = await bidRefusalFor(tx, tender, row, businessId, now);
    if (refusal || !row) throw refuse("state", refusal ?? refusalMessage("bid.registration-not-approved"));
    // A bid priced without a substantive clarification is not a bid on this tender.
    if ((await blockingClarificationOf(tx, tenderId, [businessId])).has(businessId)) throw refuse("state", CLARIFICATION_TEXTS.bidBlocked);
    const content = sealedBidContent(bid, technicalFileIds, tender.sections.length);
    if (!content) throw refuse("invalid", "请为每个标段各报一个价格");
    const next = await applyEvent(tx, bidderRecord, row, {
      event: { type: "submit-bid", now: now.getTime(), deadline: tender.bidDeadline.getTime() },
      patch: {
        sealedForTenderer: seal.sealForBuyer({ id: tender.id, publicKey: tender.publicKey }, content),
        sealedForAuthor: seal.sealForAuthor(tender.id, businessId, content),
        submittedBy: memberId,
        submittedAt: now,
        ...origin,
      },
    });
    await replaceAttachments(tx, row.id, "technical", technicalFileIds, { memberId, at: now, ...origin });
    await logTenderEvent(tx, tenderId, { type: "bid", eventKey: `bid:${row.id}:${next.version}`, actor, at: now, note: `递交投标文件（第${next.version}版）` });
    return next;
  });
}

/** 异议 to the candidates' publicity, by a business that bid; the tenderer is told, and may not award before answering. */
export function fileObjection(db: Database, { tenderId, businessId, memberId, actor, now }: Omit<BidderStep, "origin">, content: string) {
  return db.transaction(async (tx) => {
    const tender = await lockTender(tx, tenderId);
    if (!tender?.publishedAt || tender.state === "withdrawn") throw refuse("not_found", NOT_FOUND);
    const bidder = await bidderOfBusiness(tx, tenderId, businessId);
    const refusal = objectionRefusal({
      content,
      state: tender.state,
      publicityEndsAt: tender.publicityEnd?.getTime() ?? null,
      now: now.getTime(),
      // Taking part means having bid: a registration alone has no stake in the evaluation.
      bidder: bidder?.submittedAt != null,
    });
    if (refusal || !bidder) throw objectionRefused(refusal ?? "objection.not-a-bidder");
    const row = await insertObjection(tx, { tenderId, bidderId: bidder.id, filedBy: memberId, content, filedAt: now });
    await logTenderEvent(tx, tenderId, { type: "objection", eventKey: `objection:${row.id}`, actor, at: now, note: "对中标候选人公示提出异议" });
    await noticeToBusiness(tx, tender.tendererBusinessId, {
      title: "中标候选人公示收到异议",
      content: `《${tender.title}》的中标候选人公示收到一条异议，请及时答复；答复前不能定标。`,
      jumpUrl: tendererPage(tenderId),
    });
    return row;
  });
}

/** A bidder confirms it has read a clarification: recorded once, and logged with the person who confirmed it. */
export function acknowledgeAsBidder(
  db: Database,
  {
    clarification,
    businessId,
    actor,
    now,
  }: { clarification: { id: number; tenderId: number; issuedAt: Date }; businessId: number; actor: TenderActor; now: Date },
): Promise<void> {
  return db.transaction(async (tx) => {
    await acknowledgeClarification(tx, clarification.id, businessId, now);
    await logTenderEvent(tx, clarification.tenderId, {
      type: "acknowledge-clarification",
      eventKey: `acknowledge:${clarification.id}:${businessId}`,
      actor,
      at: now,
      note: `确认收到${formatDateTime(clarification.issuedAt)}发布的澄清`,
    });
  });
}
