import { tenderCalls } from "@cidp/api-client/contract";
import { answerRefusal, deadlineAfterClarification, TENDER_SEALED_STATES, transitionDeposit } from "@cidp/domain";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { noticeToBusiness } from "../../platform/notice/business-notices.ts";
import { applyEvent } from "../../platform/records/state-change.ts";
import { objectionRefused } from "./tender-objections.ts";
import { scheduleOpening } from "./tender-opening.ts";
import { bidderRecord, lockOwnTender, logTenderEvent, refusalMessage } from "./tender-records.ts";
import {
  answerObjection,
  biddersOf,
  businessOfBidder,
  insertClarification,
  lockObjection,
  lockOwnBidder,
  noticeToBidders,
  objectionTenderId,
  setDepositState,
  updateTender,
} from "./tender-repository.ts";
import { bidderRow } from "./tender-views.ts";
import { type TenderRoutesOptions, tendererOf } from "./tenderer-context.ts";

const isSealed = (state: string) => (TENDER_SEALED_STATES as readonly string[]).includes(state);
const bidderPage = (tenderId: number) => `/user/my-bid/bid-company-detail?id=${tenderId}`;

/** The tenderer's review of registrations and deposits, its clarifications and its answers to objections. */
export async function tendererReviewRoutes(app: FastifyInstance, { db, now = () => new Date() }: TenderRoutesOptions) {
  contractRoute(app, tenderCalls.reviewRegistration, async (request) => {
    const { businessId } = tendererOf(request);
    const { bidderId, approve, reason } = request.body;
    const bidder = await db.transaction(async (tx) => {
      const { tender, bidder: row } = await lockOwnBidder(tx, bidderId, businessId);
      if (!isSealed(tender.state)) throw new HttpError(400, "当前阶段不能审核报名");
      const depositRequired = tender.depositFen > 0;
      const next = approve
        ? await applyEvent(tx, bidderRecord, row, { event: { type: "approve", depositRequired } })
        : await applyEvent(tx, bidderRecord, row, { event: { type: "reject", reason }, patch: { rejectReason: reason } });
      await noticeToBusiness(tx, row.businessId, {
        title: approve ? "报名审核通过" : "报名被驳回",
        content: approve
          ? `贵司对《${tender.title}》的报名已审核通过${depositRequired ? "，请缴纳投标保证金" : ""}。`
          : `贵司对《${tender.title}》的报名被驳回：${reason}`,
        jumpUrl: bidderPage(tender.id),
      });
      return next;
    });
    return ok({ id: bidder.id, state: bidder.state, stateLabel: bidderRow(bidder, "").stateLabel });
  });

  contractRoute(app, tenderCalls.reviewDeposit, async (request) => {
    const { businessId } = tendererOf(request);
    const { bidderId, confirm, reason } = request.body;
    const bidder = await db.transaction(async (tx) => {
      const { tender, bidder: row } = await lockOwnBidder(tx, bidderId, businessId);
      const moved = transitionDeposit(row.depositState as never, confirm ? { type: "confirm" } : { type: "reject-proof", reason });
      if (!moved.ok) throw new HttpError(400, refusalMessage(moved.code));
      const depositState = moved.value.state;
      // Returning a proof leaves the bidder where it was (待缴保证金); only the deposit moves.
      const next = confirm
        ? await applyEvent(tx, bidderRecord, row, { event: { type: "deposit-paid" }, patch: { depositState } })
        : ((await setDepositState(tx, row.id, depositState)) ?? row);
      await noticeToBusiness(tx, row.businessId, {
        title: confirm ? "保证金已确认" : "保证金凭证被退回",
        content: confirm ? `《${tender.title}》的投标保证金已确认到账。` : `《${tender.title}》的保证金凭证被退回：${reason}`,
        jumpUrl: `/user/invite-tenders/btbt-pay?id=${tender.id}`,
      });
      return next;
    });
    return ok({ id: bidder.id, state: bidder.state, stateLabel: bidderRow(bidder, "").stateLabel });
  });

  contractRoute(app, tenderCalls.clarify, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const { id, content, substantive } = request.body;
    const result = await db.transaction(async (tx) => {
      const tender = await lockOwnTender(tx, id, businessId);
      if (!isSealed(tender.state)) throw new HttpError(400, "开标后不能再发布澄清或补遗");
      const at = now();
      const deadline = new Date(deadlineAfterClarification(tender.bidDeadline.getTime(), at.getTime(), substantive));
      const moved = deadline.getTime() !== tender.bidDeadline.getTime();
      const clarification = await insertClarification(tx, { tenderId: id, content, substantive, issuedAt: at });
      if (moved) {
        await updateTender(tx, id, { bidDeadline: deadline });
        await scheduleOpening(tx, id, deadline);
      }
      const extended = moved ? `，投标截止时间顺延至 ${formatDateTime(deadline)}` : "";
      await logTenderEvent(tx, id, { type: "clarify", eventKey: `clarify:${clarification.id}`, actor, at, note: `发布澄清${extended}` });
      await noticeToBidders(tx, await biddersOf(tx, id), {
        title: "澄清 / 补遗，请确认",
        content: `《${tender.title}》发布了澄清${extended}，请查看并确认收到。`,
        jumpUrl: bidderPage(id),
      });
      return { id: clarification.id, bidDeadline: formatDateTime(deadline), deadlineMoved: moved };
    });
    return ok(result);
  });

  contractRoute(app, tenderCalls.answerObjection, async (request) => {
    const { businessId, memberId, actor } = tendererOf(request);
    const { objectionId, answer } = request.body;
    const tenderId = await objectionTenderId(db, objectionId);
    if (tenderId === undefined) throw new HttpError(404, "异议不存在");
    await db.transaction(async (tx) => {
      const tender = await lockOwnTender(tx, tenderId, businessId);
      const objection = await lockObjection(tx, objectionId);
      if (!objection) throw new HttpError(404, "异议不存在");
      const refusal = answerRefusal(answer, objection.answer !== null);
      if (refusal) throw objectionRefused(refusal);
      const at = now();
      await answerObjection(tx, objectionId, { answer, answeredBy: memberId, answeredAt: at });
      await logTenderEvent(tx, tender.id, { type: "objection-answer", eventKey: `objection-answer:${objectionId}`, actor, at, note: "答复异议" });
      const objector = await businessOfBidder(tx, objection.bidderId);
      if (objector !== undefined)
        await noticeToBusiness(tx, objector, {
          title: "异议已答复",
          content: `贵司对《${tender.title}》中标候选人公示提出的异议，招标人已答复：${answer}`,
          jumpUrl: bidderPage(tender.id),
        });
    });
    return ok({ id: objectionId });
  });
}
