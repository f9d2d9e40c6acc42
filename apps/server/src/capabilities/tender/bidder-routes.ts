import { tenderCalls } from "@cidp/api-client/contract";
import {
  type BidderState,
  bidRefusal,
  DEPOSIT_METHOD_LABELS,
  groupRefusal,
  objectionRefusal,
  TENDER_PUBLIC_STATES,
  TENDER_SEALED_STATES,
  transitionDeposit,
  unacknowledgedClarifications,
} from "@cidp/domain";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { noticeToBusiness } from "../../platform/notice/business-notices.ts";
import { applyEvent } from "../../platform/records/state-change.ts";
import { authOf } from "../../plugins/auth.ts";
import type { BidContent } from "./bid-content.ts";
import { type BidderRow, type TenderRow, tenderAcknowledgements, tenderBidders, tenderClarifications, tenderObjections, tenders } from "./schema.ts";
import { attachedFilesOf, originOf, ownDocuments, replaceAttachments } from "./tender-attachments.ts";
import { objectionRefused, objectionViews } from "./tender-objections.ts";
import { bidderRecord, bidderStateView, lockTender, logTenderEvent, refusalMessage, type TenderActor, tenderSummary } from "./tender-records.ts";
import { bidderRow, namesOf, publicDetail } from "./tender-views.ts";
import { tendererGroup } from "./tenderer-group.ts";
import type { TenderRoutesOptions } from "./tenderer-routes.ts";

const NOT_FOUND = "招标项目不存在或未公开";

function bidderOf(request: FastifyRequest) {
  const auth = authOf(request);
  if (!auth.business) throw new HttpError(403, "请先选择企业");
  const businessId = auth.business.businessId;
  return { businessId, memberId: auth.member.id, actor: { kind: "bidder", businessId, memberId: auth.member.id } as TenderActor };
}

const isSealed = (tender: TenderRow) => (TENDER_SEALED_STATES as readonly string[]).includes(tender.state);

/** The bidder's calls: registration, deposit proofs, sealed bids, acknowledgements and its own view. */
export async function bidderRoutes(app: FastifyInstance, { db, seal, files, now = () => new Date() }: TenderRoutesOptions) {
  /** The tender locked, with this business's bidder row locked (or none yet). */
  async function lockForBidder(tx: Database, tenderId: number, businessId: number): Promise<{ tender: TenderRow; bidder: BidderRow | undefined }> {
    const tender = await lockTender(tx, tenderId);
    if (tender?.mode !== "public" || !tender.publishedAt || tender.state === "withdrawn") throw new HttpError(404, NOT_FOUND);
    const [bidder] = await tx
      .select()
      .from(tenderBidders)
      .where(and(eq(tenderBidders.tenderId, tenderId), eq(tenderBidders.businessId, businessId)))
      .for("update");
    return { tender, bidder };
  }

  const mine = (bidder: BidderRow) => ({ id: bidder.id, ...bidderStateView(bidder.state) });

  contractRoute(app, tenderCalls.register, async (request) => {
    const { businessId, memberId, actor } = bidderOf(request);
    const { id, qualificationFileIds, deviceId } = request.body;
    const documents = await ownDocuments(files, memberId, qualificationFileIds, "qualification");
    const bidder = await db.transaction(async (tx) => {
      const { tender, bidder: existing } = await lockForBidder(tx, id, businessId);
      const at = now();
      if (tender.state !== "registering" || tender.registrationEnd <= at) throw new HttpError(400, "报名已截止");
      const refusal = groupRefusal(String(businessId), new Set([...(await tendererGroup(tx, tender.tendererBusinessId))].map(String)));
      if (refusal) throw new HttpError(400, refusalMessage(refusal));
      const row = existing ?? (await tx.insert(tenderBidders).values({ tenderId: id, businessId, state: "eligible" }).returning())[0];
      if (!row) throw new Error("bidder insert returned nothing");
      const next = await applyEvent(tx, bidderRecord, row, { event: { type: "register" }, patch: { rejectReason: "", registeredAt: at } });
      await replaceAttachments(
        tx,
        row.id,
        "qualification",
        documents.map((d) => d.id),
        { memberId, at, ...originOf(request, deviceId) },
      );
      await logTenderEvent(tx, id, { type: "register", eventKey: `register:${row.id}:${at.getTime()}`, actor, at, note: "报名" });
      await noticeToBusiness(tx, tender.tendererBusinessId, {
        title: "新的投标报名",
        content: `《${tender.title}》收到一家企业报名，请审核资格。`,
        jumpUrl: `/user/invite-tenders/subPage/default?id=${id}`,
      });
      return next;
    });
    return ok(mine(bidder));
  });

  contractRoute(app, tenderCalls.depositProof, async (request) => {
    const { businessId, memberId } = bidderOf(request);
    const { id, method, reference, voucherFileId, deviceId } = request.body;
    if (method === "voucher" && voucherFileId === undefined) throw new HttpError(400, "请上传转账凭证");
    const voucher = method === "voucher" && voucherFileId !== undefined ? await ownDocuments(files, memberId, [voucherFileId], "voucher") : [];
    const bidder = await db.transaction(async (tx) => {
      const { tender, bidder: row } = await lockForBidder(tx, id, businessId);
      if (row?.state !== "awaiting_deposit") throw new HttpError(400, "报名审核通过后才能缴纳保证金");
      if (!isSealed(tender)) throw new HttpError(400, "投标已截止");
      const moved = transitionDeposit(row.depositState as never, { type: "submit-proof", method, reference });
      if (!moved.ok) throw new HttpError(400, refusalMessage(moved.code));
      const [updated] = await tx
        .update(tenderBidders)
        .set({ depositState: moved.value.state, depositMethod: method, depositReference: reference })
        .where(eq(tenderBidders.id, row.id))
        .returning();
      await replaceAttachments(
        tx,
        row.id,
        "voucher",
        voucher.map((v) => v.id),
        { memberId, at: now(), ...originOf(request, deviceId) },
      );
      await noticeToBusiness(tx, tender.tendererBusinessId, {
        title: "保证金待确认",
        content: `《${tender.title}》有投标人提交了保证金凭证（${DEPOSIT_METHOD_LABELS[method]}：${reference}），请确认。`,
        jumpUrl: `/user/invite-tenders/subPage/default?id=${id}`,
      });
      return updated ?? row;
    });
    return ok(mine(bidder));
  });

  contractRoute(app, tenderCalls.submitBid, async (request) => {
    const { businessId, memberId, actor } = bidderOf(request);
    const { id, bid, deviceId } = request.body;
    // Technical files are checked here; their ids travel sealed inside the bid as well.
    const technical = await ownDocuments(files, memberId, bid.technicalFileIds, "technical");
    const result = await db.transaction(async (tx) => {
      const { tender, bidder: row } = await lockForBidder(tx, id, businessId);
      const at = now();
      const status = row
        ? { state: row.state as BidderState, version: row.version, depositHeld: row.depositHeld }
        : { state: "eligible" as const, version: 0, depositHeld: false };
      const refusal = bidRefusal({
        bidder: status,
        companyId: String(businessId),
        tendererGroup: new Set([...(await tendererGroup(tx, tender.tendererBusinessId))].map(String)),
        now: at.getTime(),
        deadline: isSealed(tender) ? tender.bidDeadline.getTime() : 0,
      });
      if (refusal || !row) throw new HttpError(400, refusalMessage(refusal ?? "bid.registration-not-approved"));
      const sections = new Set(bid.lines.map((l) => l.section));
      if (sections.size !== bid.lines.length || bid.lines.some((l) => l.section > tender.sections.length) || sections.size !== tender.sections.length)
        throw new HttpError(400, "请为每个标段各报一个价格");
      const content: BidContent = { ...bid, technicalFileIds: technical.map((f) => f.id), lines: [...bid.lines].sort((a, b) => a.section - b.section) };
      const next = await applyEvent(tx, bidderRecord, row, {
        event: { type: "submit-bid", now: at.getTime(), deadline: tender.bidDeadline.getTime() },
        patch: {
          sealedForTenderer: seal.sealForBuyer({ id: tender.id, publicKey: tender.publicKey }, content),
          sealedForAuthor: seal.sealForAuthor(tender.id, businessId, content),
          submittedBy: memberId,
          submittedAt: at,
          uploadIp: request.ip.slice(0, 64),
          deviceId,
        },
      });
      await replaceAttachments(
        tx,
        row.id,
        "technical",
        technical.map((f) => f.id),
        { memberId, at, ...originOf(request, deviceId) },
      );
      // The log says that a version arrived, never its price.
      await logTenderEvent(tx, id, { type: "bid", eventKey: `bid:${row.id}:${next.version}`, actor, at, note: `递交投标文件（第${next.version}版）` });
      return { id: next.id, version: next.version, submitTime: formatDateTime(at) };
    });
    return ok(result);
  });

  contractRoute(app, tenderCalls.acknowledge, async (request) => {
    const { businessId } = bidderOf(request);
    const [clarification] = await db.select().from(tenderClarifications).where(eq(tenderClarifications.id, request.body.clarificationId));
    const [bidder] = clarification
      ? await db
          .select()
          .from(tenderBidders)
          .where(and(eq(tenderBidders.tenderId, clarification.tenderId), eq(tenderBidders.businessId, businessId)))
      : [];
    if (!clarification || !bidder) throw new HttpError(404, "澄清不存在");
    await db.insert(tenderAcknowledgements).values({ clarificationId: clarification.id, businessId, at: now() }).onConflictDoNothing();
    return ok({ unacknowledged: await pendingOf(db, clarification.tenderId, businessId) });
  });

  contractRoute(app, tenderCalls.fileObjection, async (request) => {
    const { businessId, memberId, actor } = bidderOf(request);
    const { id, content } = request.body;
    const objection = await db.transaction(async (tx) => {
      const tender = await lockTender(tx, id);
      if (!tender?.publishedAt || tender.state === "withdrawn") throw new HttpError(404, NOT_FOUND);
      const [bidder] = await tx
        .select()
        .from(tenderBidders)
        .where(and(eq(tenderBidders.tenderId, id), eq(tenderBidders.businessId, businessId)));
      const at = now();
      const refusal = objectionRefusal({
        content,
        state: tender.state,
        publicityEndsAt: tender.publicityEnd?.getTime() ?? null,
        now: at.getTime(),
        // Taking part means having bid: a registration alone has no stake in the evaluation.
        bidder: bidder?.submittedAt != null,
      });
      if (refusal || !bidder) throw objectionRefused(refusal ?? "objection.not-a-bidder");
      const [row] = await tx.insert(tenderObjections).values({ tenderId: id, bidderId: bidder.id, filedBy: memberId, content, filedAt: at }).returning();
      if (!row) throw new Error("objection insert returned nothing");
      await logTenderEvent(tx, id, { type: "objection", eventKey: `objection:${row.id}`, actor, at, note: "对中标候选人公示提出异议" });
      await noticeToBusiness(tx, tender.tendererBusinessId, {
        title: "中标候选人公示收到异议",
        content: `《${tender.title}》的中标候选人公示收到一条异议，请及时答复；答复前不能定标。`,
        jumpUrl: `/user/invite-tenders/subPage/default?id=${id}`,
      });
      return row;
    });
    return ok({ id: objection.id });
  });

  contractRoute(app, tenderCalls.myList, async (request) => {
    const { businessId } = bidderOf(request);
    const { current, size } = request.query;
    const where = eq(tenderBidders.businessId, businessId);
    const [rows, [total]] = await Promise.all([
      db
        .select({ tender: tenders, bidder: tenderBidders })
        .from(tenderBidders)
        .innerJoin(tenders, eq(tenders.id, tenderBidders.tenderId))
        .where(where)
        .orderBy(desc(tenderBidders.id))
        .limit(size)
        .offset((current - 1) * size),
      db.select({ n: count() }).from(tenderBidders).where(where),
    ]);
    const names = await namesOf(
      db,
      rows.map((r) => r.tender.tendererBusinessId),
    );
    const records = rows.map(({ tender, bidder }) => {
      const view = bidderStateView(bidder.state);
      return { ...tenderSummary(tender, names.get(tender.tendererBusinessId) ?? ""), myState: view.state, myStateLabel: view.stateLabel };
    });
    const n = total?.n ?? 0;
    return ok({ records, total: n, current, size, pages: Math.ceil(n / size) });
  });

  contractRoute(app, tenderCalls.tendererProfile, async (request) => {
    const { businessId } = bidderOf(request);
    const [tender] = await db.select().from(tenders).where(eq(tenders.id, request.query.id));
    const [bidder] = tender
      ? await db
          .select({ id: tenderBidders.id })
          .from(tenderBidders)
          .where(and(eq(tenderBidders.tenderId, tender.id), eq(tenderBidders.businessId, businessId)))
      : [];
    // A published public tender, or one this business takes part in (an invited tender).
    if (!tender?.publishedAt || tender.state === "withdrawn" || (!bidder && tender.mode !== "public")) throw new HttpError(404, NOT_FOUND);
    const tendererId = tender.tendererBusinessId;
    const [others, sealedMine] = await Promise.all([
      db
        .select()
        .from(tenders)
        .where(and(eq(tenders.tendererBusinessId, tendererId), eq(tenders.mode, "public"), inArray(tenders.state, [...TENDER_PUBLIC_STATES])))
        .orderBy(desc(tenders.id))
        .limit(20),
      db
        .select({ id: tenders.id })
        .from(tenders)
        .innerJoin(tenderBidders, eq(tenderBidders.tenderId, tenders.id))
        .where(and(eq(tenders.tendererBusinessId, tendererId), eq(tenderBidders.businessId, businessId), inArray(tenders.state, [...TENDER_SEALED_STATES])))
        .limit(1),
    ]);
    const name = (await namesOf(db, [tendererId])).get(tendererId) ?? "";
    return ok({
      tenderId: tender.id,
      tenderTitle: tender.title,
      businessId: tendererId,
      name,
      contactName: tender.contactName,
      contactPhone: tender.contactPhone,
      chatClosed: sealedMine.length > 0,
      tenders: others.map((row) => tenderSummary(row, name)),
    });
  });

  contractRoute(app, tenderCalls.myDetail, async (request) => {
    const { businessId } = bidderOf(request);
    const [tender] = await db.select().from(tenders).where(eq(tenders.id, request.query.id));
    if (!tender?.publishedAt) throw new HttpError(404, NOT_FOUND);
    const [bidder] = await db
      .select()
      .from(tenderBidders)
      .where(and(eq(tenderBidders.tenderId, tender.id), eq(tenderBidders.businessId, businessId)));
    if (!bidder && tender.mode !== "public") throw new HttpError(404, NOT_FOUND);
    const names = await namesOf(db, [businessId]);
    const bid = bidder?.sealedForAuthor ? (seal.openForAuthor(tender.id, businessId, bidder.sealedForAuthor) as BidContent | null) : null;
    return ok({
      tender: await publicDetail(db, tender),
      bidder: bidder ? bidderRow(bidder, names.get(businessId) ?? "", (await attachedFilesOf(db, files, [bidder.id], true)).get(bidder.id)) : null,
      bid,
      unacknowledged: bidder ? await pendingOf(db, tender.id, businessId) : [],
      objections: bidder ? await objectionViews(db, tender.id, businessId) : [],
    });
  });
}

/** Clarifications of a tender this business has not yet acknowledged. */
async function pendingOf(db: Database, tenderId: number, businessId: number): Promise<number[]> {
  const issued = await db
    .select({ id: tenderClarifications.id })
    .from(tenderClarifications)
    .where(eq(tenderClarifications.tenderId, tenderId))
    .orderBy(asc(tenderClarifications.id));
  if (issued.length === 0) return [];
  const acked = await db
    .select({ id: tenderAcknowledgements.clarificationId })
    .from(tenderAcknowledgements)
    .where(
      and(
        eq(tenderAcknowledgements.businessId, businessId),
        inArray(
          tenderAcknowledgements.clarificationId,
          issued.map((c) => c.id),
        ),
      ),
    );
  return unacknowledgedClarifications(
    issued.map((c) => String(c.id)),
    new Set(acked.map((a) => String(a.id))),
  ).map(Number);
}
