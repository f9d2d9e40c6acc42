import { tenderCalls, tenderDownloads } from "@cidp/api-client/contract";
import {
  answerRefusal,
  awardObjectionRefusal,
  CANDIDATE_PUBLICITY_DAYS,
  checkDepositAmount,
  checkScoringSheet,
  deadlineAfterClarification,
  rankBids,
  scoreInRange,
  TENDER_SEALED_STATES,
  type TenderState,
  transitionDeposit,
} from "@cidp/domain";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { downloadRoute } from "../../http/download-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime, parseDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { noticeToBusiness } from "../../platform/notice/business-notices.ts";
import { applyOrderEvent } from "../../platform/order/order-events.ts";
import { serviceOrders } from "../../platform/order/schema.ts";
import type { Payments } from "../../platform/payment/payments.ts";
import { applyEvent } from "../../platform/records/state-change.ts";
import type { SealedEnvelopes } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { authOf } from "../../plugins/auth.ts";
import { renderAwardNotice } from "./award-notice.ts";
import { openBid } from "./bid-content.ts";
import {
  type BidderRow,
  type TenderRow,
  tenderAcknowledgements,
  tenderBidders,
  tenderClarifications,
  tenderEvents,
  tenderObjections,
  tenderScores,
  tenders,
} from "./schema.ts";
import { attachedFilesOf } from "./tender-attachments.ts";
import { objectionRefused, objectionViews } from "./tender-objections.ts";
import { scheduleOpening } from "./tender-opening.ts";
import {
  applyTenderEvent,
  applyToAllBidders,
  bidderRecord,
  lockOwnTender,
  logTenderEvent,
  newTenderNo,
  refusalMessage,
  type TenderActor,
  tenderSummary,
} from "./tender-records.ts";
import { alertViews, bidderRow, namesOf, publicDetail, scoreText } from "./tender-views.ts";

export interface TenderRoutesOptions {
  db: Database;
  seal: SealedEnvelopes;
  /** The upload engine's files: bidders' documents are checked against it and linked from it. */
  files: StoredFiles;
  /** Refunds of deposits paid online go back through the payment provider. */
  payments?: Payments;
  now?: () => Date;
}

/** `yyyy-MM-dd HH:mm[:ss]` (China time) → Date, or a 400 naming the field. */
function timeOf(text: string, message: string): Date {
  const date = parseDateTime(text.length === 16 ? `${text}:00` : text.replace("T", " "));
  if (!date) throw new HttpError(400, message);
  return date;
}

function tendererOf(request: FastifyRequest) {
  const auth = authOf(request);
  if (!auth.business) throw new HttpError(403, "请先选择企业");
  const businessId = auth.business.businessId;
  return { businessId, memberId: auth.member.id, actor: { kind: "tenderer", businessId, memberId: auth.member.id } as TenderActor };
}

const mutation = (row: { id: number; state: string }, label: string) => ({ id: row.id, state: row.state, stateLabel: label });

/** The tenderer's calls: drafts, publishing, registrations, deposits, clarifications, evaluation, publicity, award and refunds. */
export async function tendererRoutes(app: FastifyInstance, { db, seal, files, payments, now = () => new Date() }: TenderRoutesOptions) {
  const summaryOf = async (row: TenderRow) => tenderSummary(row, (await namesOf(db, [row.tendererBusinessId])).get(row.tendererBusinessId) ?? "");
  const stateLabel = async (row: TenderRow) => (await summaryOf(row)).stateLabel;

  /** A bidder of the tenderer's own tender, both locked (tender first, always the same order). */
  async function lockOwnBidder(tx: Database, bidderId: number, businessId: number): Promise<{ tender: TenderRow; bidder: BidderRow }> {
    const [found] = await tx.select({ tenderId: tenderBidders.tenderId }).from(tenderBidders).where(eq(tenderBidders.id, bidderId));
    if (!found) throw new HttpError(404, "投标人不存在");
    const tender = await lockOwnTender(tx, found.tenderId, businessId);
    const [bidder] = await tx.select().from(tenderBidders).where(eq(tenderBidders.id, bidderId)).for("update");
    if (!bidder) throw new HttpError(404, "投标人不存在");
    return { tender, bidder };
  }

  contractRoute(app, tenderCalls.saveDraft, async (request) => {
    const { businessId, memberId } = tendererOf(request);
    const { id, registrationEnd, bidDeadline, sections, scoringSheet, ...header } = request.body;
    const registrationEndAt = timeOf(registrationEnd, "请选择报名截止时间");
    const deadlineAt = timeOf(bidDeadline, "请选择投标截止时间");
    if (registrationEndAt > deadlineAt) throw new HttpError(400, "报名截止时间不能晚于投标截止时间");
    const estimateFen = sections.reduce((sum, s) => sum + s.estimateFen, 0);
    const deposit = checkDepositAmount(header.depositFen, estimateFen);
    if (!deposit.ok) throw new HttpError(400, refusalMessage(deposit.code));
    if (header.method === "comprehensive") {
      const sheet = checkScoringSheet(scoringSheet);
      if (!sheet.ok) throw new HttpError(400, refusalMessage(sheet.code));
    }
    const values = {
      ...header,
      sections,
      estimateFen,
      scoringSheet: header.method === "comprehensive" ? scoringSheet : [],
      registrationEnd: registrationEndAt,
      bidDeadline: deadlineAt,
    };
    const row = await db.transaction(async (tx) => {
      if (id) {
        const own = await lockOwnTender(tx, id, businessId);
        if (own.state !== "draft") throw new HttpError(400, "已发布的招标项目不能直接修改，请发布澄清或补遗");
        const [updated] = await tx.update(tenders).set(values).where(eq(tenders.id, id)).returning();
        return updated;
      }
      const [created] = await tx
        .insert(tenders)
        .values({ ...values, tenderNo: newTenderNo(now()), tendererBusinessId: businessId, createdBy: memberId, ...seal.newSheetKeys() })
        .returning();
      return created;
    });
    if (!row) throw new Error("tender write returned nothing");
    return ok(await summaryOf(row));
  });

  contractRoute(app, tenderCalls.publish, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const row = await db.transaction(async (tx) => {
      const tender = await lockOwnTender(tx, request.body.id, businessId);
      const at = now();
      if (tender.registrationEnd <= at || tender.bidDeadline <= at) throw new HttpError(400, "报名截止和投标截止时间须晚于当前时间");
      // 审批: the publishing member holds 招标管理, which is the business's approval of the tender.
      const submitted = await applyTenderEvent(tx, tender, { event: { type: "submit" }, eventKey: "submit", actor, at, note: "提交审批" });
      const published = await applyTenderEvent(tx, submitted, {
        event: { type: "approve" },
        eventKey: "approve",
        actor,
        at,
        note: "审批通过，发布招标公告",
        patch: { publishedAt: at },
      });
      await scheduleOpening(tx, tender.id, tender.bidDeadline);
      return published;
    });
    return ok(mutation(row, await stateLabel(row)));
  });

  contractRoute(app, tenderCalls.tendererList, async (request) => {
    const { businessId } = tendererOf(request);
    const { current, size, state } = request.query;
    const where = and(eq(tenders.tendererBusinessId, businessId), state ? eq(tenders.state, state) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(tenders)
        .where(where)
        .orderBy(desc(tenders.id))
        .limit(size)
        .offset((current - 1) * size),
      db.select({ n: count() }).from(tenders).where(where),
    ]);
    const n = total?.n ?? 0;
    return ok({ records: await Promise.all(rows.map(summaryOf)), total: n, current, size, pages: Math.ceil(n / size) });
  });

  /** The ranking as evaluation stands (综合评估法 from the scores; 最低评标价 from the opened prices). */
  async function rankingOf(q: Database, tender: TenderRow, bidders: readonly BidderRow[]) {
    if (!tender.openedAt) return null;
    const opened = bidders.filter((b) => b.openedPriceFen !== null && ["opened", "candidate", "won", "lost", "refunded"].includes(b.state));
    const scores = await q.select().from(tenderScores).where(eq(tenderScores.tenderId, tender.id));
    const evaluatorIds = [...new Set(scores.map((s) => String(s.evaluatorMemberId)))].sort();
    return rankBids({
      method: tender.method as "lowest_price" | "comprehensive",
      bids: opened.map((b) => ({ bidderId: String(b.id), priceFen: b.openedPriceFen ?? 0 })),
      sheet: tender.scoringSheet,
      evaluatorIds,
      scores: scores.map((s) => ({
        evaluatorId: String(s.evaluatorMemberId),
        bidderId: String(s.bidderId),
        criterionKey: s.criterionKey,
        hundredths: s.hundredths,
      })),
    });
  }

  contractRoute(app, tenderCalls.tendererDetail, async (request) => {
    const { businessId, memberId } = tendererOf(request);
    const [tender] = await db.select().from(tenders).where(eq(tenders.id, request.query.id));
    if (!tender || tender.tendererBusinessId !== businessId) throw new HttpError(404, "招标项目不存在");
    const bidders = await db.select().from(tenderBidders).where(eq(tenderBidders.tenderId, tender.id)).orderBy(asc(tenderBidders.id));
    const names = await namesOf(
      db,
      bidders.map((b) => b.businessId),
    );
    const nameOfBidder = (id: number) => names.get(bidders.find((b) => b.id === id)?.businessId ?? 0) ?? "";
    const ranking = await rankingOf(db, tender, bidders);
    // Registration documents and vouchers are the tenderer's to read; technical files only once opened.
    const documents = await attachedFilesOf(
      db,
      files,
      bidders.map((b) => b.id),
      tender.openedAt !== null,
    );
    const acks = await db
      .select({ clarificationId: tenderAcknowledgements.clarificationId, businessId: tenderAcknowledgements.businessId })
      .from(tenderAcknowledgements)
      .innerJoin(tenderClarifications, eq(tenderClarifications.id, tenderAcknowledgements.clarificationId))
      .where(eq(tenderClarifications.tenderId, tender.id))
      .orderBy(asc(tenderAcknowledgements.at));
    const detail = await publicDetail(db, tender);
    return ok({
      ...detail,
      scoringSheet: tender.scoringSheet,
      acknowledgements: detail.clarifications.map((c) => ({
        clarificationId: c.id,
        bidderNames: acks.filter((a) => a.clarificationId === c.id).map((a) => names.get(a.businessId) ?? ""),
      })),
      bidders: bidders.map((b) => bidderRow(b, names.get(b.businessId) ?? "", documents.get(b.id))),
      alerts: alertViews(tender.collusionAlerts, nameOfBidder),
      ranking: ranking && {
        complete: ranking.complete,
        missing: ranking.missing.length,
        ranked: ranking.ranked.map((r) => ({
          bidderId: Number(r.bidderId),
          bidderName: nameOfBidder(Number(r.bidderId)),
          rank: r.rank,
          priceFen: r.priceFen,
          averageScore: scoreText(r.averageHundredths),
        })),
      },
      failReason: tender.failReason,
      objections: await objectionViews(db, tender.id),
      myScores: (
        await db
          .select()
          .from(tenderScores)
          .where(and(eq(tenderScores.tenderId, tender.id), eq(tenderScores.evaluatorMemberId, memberId)))
      ).map((s) => ({ bidderId: s.bidderId, criterionKey: s.criterionKey, points: s.hundredths / 100 })),
    });
  });

  contractRoute(app, tenderCalls.answerObjection, async (request) => {
    const { businessId, memberId, actor } = tendererOf(request);
    const { objectionId, answer } = request.body;
    const [found] = await db.select({ tenderId: tenderObjections.tenderId }).from(tenderObjections).where(eq(tenderObjections.id, objectionId));
    if (!found) throw new HttpError(404, "异议不存在");
    await db.transaction(async (tx) => {
      const tender = await lockOwnTender(tx, found.tenderId, businessId);
      const [objection] = await tx.select().from(tenderObjections).where(eq(tenderObjections.id, objectionId)).for("update");
      if (!objection) throw new HttpError(404, "异议不存在");
      const refusal = answerRefusal(answer, objection.answer !== null);
      if (refusal) throw objectionRefused(refusal);
      const at = now();
      await tx.update(tenderObjections).set({ answer, answeredBy: memberId, answeredAt: at }).where(eq(tenderObjections.id, objectionId));
      await logTenderEvent(tx, tender.id, { type: "objection-answer", eventKey: `objection-answer:${objectionId}`, actor, at, note: "答复异议" });
      const [bidder] = await tx.select({ businessId: tenderBidders.businessId }).from(tenderBidders).where(eq(tenderBidders.id, objection.bidderId));
      if (bidder) {
        await noticeToBusiness(tx, bidder.businessId, {
          title: "异议已答复",
          content: `贵司对《${tender.title}》中标候选人公示提出的异议，招标人已答复：${answer}`,
          jumpUrl: `/user/my-bid/bid-company-detail?id=${tender.id}`,
        });
      }
    });
    return ok({ id: objectionId });
  });

  const STEP_NOTES: Readonly<Record<string, string>> = {
    "close-registration": "报名截止，进入资格审查",
    "start-bidding": "资格审查结束，进入投标",
    "start-evaluation": "开始评标",
    notify: "发出中标通知书，发布中标结果公告",
    "start-refund": "开始退还投标保证金",
    complete: "保证金退还完毕，招标完成",
  };

  contractRoute(app, tenderCalls.advance, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const { id, step } = request.body;
    const row = await db.transaction(async (tx) => {
      const tender = await lockOwnTender(tx, id, businessId);
      const at = now();
      const next = await applyTenderEvent(tx, tender, { event: { type: step }, eventKey: step, actor, at, note: STEP_NOTES[step] ?? "" });
      const bidders = await tx.select().from(tenderBidders).where(eq(tenderBidders.tenderId, id));
      if (step === "complete" && bidders.some((b) => b.depositMethod === "online" && b.depositState === "refunding"))
        throw new HttpError(400, "在线缴纳的保证金仍在退款中，请待退款到账后再完成");
      if (step === "start-refund") {
        for (const b of bidders) {
          const moved = transitionDeposit(b.depositState as never, { type: "start-refund" });
          if (moved.ok && moved.value.changed) await tx.update(tenderBidders).set({ depositState: moved.value.state }).where(eq(tenderBidders.id, b.id));
        }
      }
      if (step === "complete") await refundAll(tx, next, bidders);
      if (step === "notify") {
        for (const b of bidders.filter((x) => x.state === "won" || x.state === "lost")) {
          await noticeToBusiness(tx, b.businessId, {
            title: b.state === "won" ? "中标通知书" : "中标结果通知",
            content: b.state === "won" ? `贵司已被确定为《${tender.title}》的中标人，请下载中标通知书。` : `《${tender.title}》中标结果已公告，贵司未中标。`,
            jumpUrl: `/user/my-bid/bid-company-detail?id=${id}`,
          });
        }
      }
      return next;
    });
    if (step === "start-refund") await refundOnline(id);
    return ok(mutation(row, await stateLabel(row)));
  });

  /**
   * Deposits paid online go back the way they came: their order is refunded through the payment
   * provider (after the tender's own transaction, as the order runs its own), and the order's
   * state change marks the deposit 已退还 (tender-deposit-kind.ts).
   */
  async function refundOnline(tenderId: number) {
    if (!payments) return;
    const online = await db
      .select({ orderNo: tenderBidders.depositReference })
      .from(tenderBidders)
      .where(and(eq(tenderBidders.tenderId, tenderId), eq(tenderBidders.depositMethod, "online"), eq(tenderBidders.depositState, "refunding")));
    for (const { orderNo } of online) {
      const [order] = await db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, orderNo));
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

  /** Every held deposit is returned (退还中 → 已退还) and each bidder's state follows. */
  async function refundAll(tx: Database, tender: TenderRow, bidders: readonly BidderRow[]) {
    for (const b of bidders.filter((x) => x.depositMethod !== "online")) {
      const moved = transitionDeposit(b.depositState as never, { type: "refunded" });
      if (moved.ok && moved.value.changed) await tx.update(tenderBidders).set({ depositState: moved.value.state }).where(eq(tenderBidders.id, b.id));
    }
    // Online deposits were refunded by their orders (and their bidders moved then).
    await applyToAllBidders(tx, bidders, (b) => (b.depositHeld && b.depositMethod !== "online" ? { type: "refund" } : null));
    for (const b of bidders.filter((x) => x.depositHeld)) {
      await noticeToBusiness(tx, b.businessId, {
        title: "投标保证金已退还",
        content: `《${tender.title}》的投标保证金已退还。`,
        jumpUrl: `/user/my-bid/bid-company-detail?id=${tender.id}`,
      });
    }
  }

  contractRoute(app, tenderCalls.withdraw, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const row = await db.transaction(async (tx) => {
      const tender = await lockOwnTender(tx, request.body.id, businessId);
      const at = now();
      const next = await applyTenderEvent(tx, tender, {
        event: { type: "withdraw", reason: request.body.reason },
        eventKey: "withdraw",
        actor,
        at,
        note: request.body.reason,
        patch: { failReason: request.body.reason },
      });
      const bidders = await tx.select().from(tenderBidders).where(eq(tenderBidders.tenderId, tender.id));
      // Every deposit held goes back: offline ones at once, online ones through their orders below.
      for (const b of bidders) {
        const moved = transitionDeposit(b.depositState as never, { type: "start-refund" });
        if (moved.ok && moved.value.changed) await tx.update(tenderBidders).set({ depositState: moved.value.state }).where(eq(tenderBidders.id, b.id));
      }
      await refundAll(tx, next, await tx.select().from(tenderBidders).where(eq(tenderBidders.tenderId, tender.id)));
      for (const b of bidders) {
        await noticeToBusiness(tx, b.businessId, {
          title: "招标项目已撤回",
          content: `《${tender.title}》已由招标人撤回：${request.body.reason}。已缴纳的保证金将退还。`,
          jumpUrl: `/user/my-bid/bid-company-detail?id=${tender.id}`,
        });
      }
      return next;
    });
    await refundOnline(row.id);
    return ok(mutation(row, await stateLabel(row)));
  });

  contractRoute(app, tenderCalls.reviewRegistration, async (request) => {
    const { businessId } = tendererOf(request);
    const { bidderId, approve, reason } = request.body;
    const bidder = await db.transaction(async (tx) => {
      const found = await lockOwnBidder(tx, bidderId, businessId);
      if (!(TENDER_SEALED_STATES as readonly string[]).includes(found.tender.state)) throw new HttpError(400, "当前阶段不能审核报名");
      const next = approve
        ? await applyEvent(tx, bidderRecord, found.bidder, { event: { type: "approve", depositRequired: found.tender.depositFen > 0 } })
        : await applyEvent(tx, bidderRecord, found.bidder, { event: { type: "reject", reason }, patch: { rejectReason: reason } });
      await noticeToBusiness(tx, found.bidder.businessId, {
        title: approve ? "报名审核通过" : "报名被驳回",
        content: approve
          ? `贵司对《${found.tender.title}》的报名已审核通过${found.tender.depositFen > 0 ? "，请缴纳投标保证金" : ""}。`
          : `贵司对《${found.tender.title}》的报名被驳回：${reason}`,
        jumpUrl: `/user/my-bid/bid-company-detail?id=${found.tender.id}`,
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
      // Returning a proof leaves the bidder where it was (待缴保证金); only the deposit moves.
      const next = confirm
        ? await applyEvent(tx, bidderRecord, row, { event: { type: "deposit-paid" }, patch: { depositState: moved.value.state } })
        : ((await tx.update(tenderBidders).set({ depositState: moved.value.state }).where(eq(tenderBidders.id, row.id)).returning())[0] ?? row);
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
      if (!(TENDER_SEALED_STATES as readonly TenderState[]).includes(tender.state as TenderState)) throw new HttpError(400, "开标后不能再发布澄清或补遗");
      const at = now();
      const deadline = new Date(deadlineAfterClarification(tender.bidDeadline.getTime(), at.getTime(), substantive));
      const moved = deadline.getTime() !== tender.bidDeadline.getTime();
      const [clarification] = await tx.insert(tenderClarifications).values({ tenderId: id, content, substantive, issuedAt: at }).returning();
      if (!clarification) throw new Error("clarification insert returned nothing");
      if (moved) {
        await tx.update(tenders).set({ bidDeadline: deadline }).where(eq(tenders.id, id));
        await scheduleOpening(tx, id, deadline);
      }
      await logTenderEvent(tx, id, {
        type: "clarify",
        eventKey: `clarify:${clarification.id}`,
        actor,
        at,
        note: moved ? `发布澄清，投标截止时间顺延至 ${formatDateTime(deadline)}` : "发布澄清",
      });
      const bidders = await tx.select().from(tenderBidders).where(eq(tenderBidders.tenderId, id));
      for (const b of bidders) {
        await noticeToBusiness(tx, b.businessId, {
          title: "澄清 / 补遗，请确认",
          content: `《${tender.title}》发布了澄清${moved ? `，投标截止时间顺延至 ${formatDateTime(deadline)}` : ""}，请查看并确认收到。`,
          jumpUrl: `/user/my-bid/bid-company-detail?id=${id}`,
        });
      }
      return { id: clarification.id, bidDeadline: formatDateTime(deadline), deadlineMoved: moved };
    });
    return ok(result);
  });

  contractRoute(app, tenderCalls.score, async (request) => {
    const { businessId, memberId } = tendererOf(request);
    const { id, bidderId, scores } = request.body;
    await db.transaction(async (tx) => {
      const tender = await lockOwnTender(tx, id, businessId);
      if (tender.state !== "evaluating") throw new HttpError(400, "评标阶段才能录入评分");
      if (tender.method !== "comprehensive") throw new HttpError(400, "最低评标价法无需评分");
      const [bidder] = await tx
        .select()
        .from(tenderBidders)
        .where(and(eq(tenderBidders.id, bidderId), eq(tenderBidders.tenderId, id)));
      if (bidder?.state !== "opened") throw new HttpError(400, "只能对已开标的有效投标评分");
      const rows = scores.map((s) => {
        const criterion = tender.scoringSheet.find((c) => c.key === s.criterionKey);
        if (!criterion) throw new HttpError(400, "评分项不存在");
        const hundredths = Math.round(s.points * 100);
        if (!scoreInRange(criterion, hundredths)) throw new HttpError(400, `「${criterion.label}」得分须在0至${criterion.weight}分之间`);
        return { tenderId: id, evaluatorMemberId: memberId, bidderId, criterionKey: criterion.key, hundredths };
      });
      for (const row of rows) {
        await tx
          .insert(tenderScores)
          .values(row)
          .onConflictDoUpdate({
            target: [tenderScores.tenderId, tenderScores.evaluatorMemberId, tenderScores.bidderId, tenderScores.criterionKey],
            set: { hundredths: row.hundredths },
          });
      }
    });
    const [tender] = await db.select().from(tenders).where(eq(tenders.id, id));
    const bidders = await db.select().from(tenderBidders).where(eq(tenderBidders.tenderId, id));
    const ranking = tender ? await rankingOf(db, tender, bidders) : null;
    return ok({ complete: ranking?.complete ?? false, missing: ranking?.missing.length ?? 0 });
  });

  contractRoute(app, tenderCalls.announceCandidates, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const { id, days, candidates, objectionContact } = request.body;
    if (days < CANDIDATE_PUBLICITY_DAYS) throw new HttpError(400, refusalMessage("tender.publicity-too-short"));
    const row = await db.transaction(async (tx) => {
      const tender = await lockOwnTender(tx, id, businessId);
      const bidders = await tx.select().from(tenderBidders).where(eq(tenderBidders.tenderId, id));
      const ranking = await rankingOf(tx, tender, bidders);
      if (tender.state === "evaluating" && !ranking?.complete) throw new HttpError(400, "评分尚未完成，不能公示中标候选人");
      const chosen = (ranking?.ranked ?? []).slice(0, candidates);
      const at = now();
      const next = await applyTenderEvent(tx, tender, {
        event: { type: "announce-candidates", now: at.getTime(), days },
        eventKey: "announce-candidates",
        actor,
        at,
        note: `发布中标候选人公示，公示期${days}日`,
        patch: {
          publicityStart: at,
          objectionContact,
          candidates: chosen.map((c) => ({ bidderId: Number(c.bidderId), rank: c.rank, priceFen: c.priceFen, averageHundredths: c.averageHundredths })),
        },
      });
      const chosenIds = new Set(chosen.map((c) => Number(c.bidderId)));
      await applyToAllBidders(tx, bidders, (b) => (chosenIds.has(b.id) ? { type: "shortlist" } : null));
      return next;
    });
    return ok(mutation(row, await stateLabel(row)));
  });

  // 中标通知书: for the tenderer and for the winner, once the award is made.
  downloadRoute(app, tenderDownloads.awardNoticePdf, async (request, reply, { id }) => {
    const auth = authOf(request);
    const [tender] = await db.select().from(tenders).where(eq(tenders.id, id));
    const businessId = auth.business?.businessId;
    if (!tender || (businessId !== tender.tendererBusinessId && businessId !== tender.winnerBusinessId)) throw new HttpError(404, "招标项目不存在");
    if (!tender.winnerBusinessId) throw new HttpError(409, "尚未确定中标人");
    const [winner] = await db
      .select()
      .from(tenderBidders)
      .where(and(eq(tenderBidders.tenderId, tender.id), eq(tenderBidders.businessId, tender.winnerBusinessId)));
    const names = await namesOf(db, [tender.tendererBusinessId, tender.winnerBusinessId]);
    const bid = winner?.sealedForTenderer ? openBid(seal, tender, winner.sealedForTenderer) : null;
    const [awardEvent] = await db
      .select({ at: tenderEvents.at })
      .from(tenderEvents)
      .where(and(eq(tenderEvents.tenderId, tender.id), eq(tenderEvents.type, "award")));
    const pdf = await renderAwardNotice({
      tenderNo: tender.tenderNo,
      title: tender.title,
      tendererName: names.get(tender.tendererBusinessId) ?? "",
      winnerName: names.get(tender.winnerBusinessId) ?? "",
      priceFen: winner?.openedPriceFen ?? 0,
      durationDays: bid?.durationDays ?? null,
      sections: tender.sections.map((s) => s.name),
      openingTime: tender.openedAt ? formatDateTime(tender.openedAt) : "",
      awardTime: formatDateTime(awardEvent?.at ?? now()).slice(0, 10),
    });
    return reply
      .header("Content-Type", "application/pdf")
      .header(
        "Content-Disposition",
        `attachment; filename="award-notice-${tender.tenderNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`中标通知书-${tender.tenderNo}.pdf`)}`,
      )
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      .send(pdf);
  });

  contractRoute(app, tenderCalls.award, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const { id, bidderId, reason } = request.body;
    const row = await db.transaction(async (tx) => {
      const tender = await lockOwnTender(tx, id, businessId);
      const winner = tender.candidates.find((c) => c.bidderId === bidderId);
      if (!winner) throw new HttpError(400, "中标人须为公示的中标候选人");
      const first = Math.min(...tender.candidates.map((c) => c.rank));
      const objections = await tx.select({ answer: tenderObjections.answer }).from(tenderObjections).where(eq(tenderObjections.tenderId, id));
      const unanswered = awardObjectionRefusal(objections.map((o) => ({ answered: o.answer !== null })));
      if (unanswered) throw objectionRefused(unanswered);
      if (winner.rank !== first && reason === "") throw new HttpError(400, "确定排名第一以外的中标候选人为中标人，须说明理由");
      const bidders = await tx.select().from(tenderBidders).where(eq(tenderBidders.tenderId, id));
      const winnerRow = bidders.find((b) => b.id === bidderId);
      const at = now();
      const next = await applyTenderEvent(tx, tender, {
        event: { type: "award", now: at.getTime() },
        eventKey: "award",
        actor,
        at,
        note: `确定中标人（第${winner.rank}名中标候选人）${reason ? `：${reason}` : ""}`,
        patch: { winnerBusinessId: winnerRow?.businessId ?? null },
      });
      await applyToAllBidders(tx, bidders, (b) => (b.state === "candidate" || b.state === "opened" ? { type: "award", won: b.id === bidderId } : null));
      return next;
    });
    return ok(mutation(row, await stateLabel(row)));
  });
}
