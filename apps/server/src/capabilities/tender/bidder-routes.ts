import { tenderCalls } from "@cidp/api-client/contract";
import { type BidderState, bidRefusal, DEPOSIT_METHOD_LABELS, groupRefusal, objectionRefusal, TENDER_SEALED_STATES, transitionDeposit } from "@cidp/domain";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { noticeToBusiness } from "../../platform/notice/business-notices.ts";
import { applyEvent } from "../../platform/records/state-change.ts";
import { sealedBidContent } from "./bid-content.ts";
import { bidderOf, NOT_FOUND } from "./bidder-context.ts";
import {
  acknowledgeClarification,
  bidderOfBusiness,
  findClarification,
  insertBidder,
  insertObjection,
  pendingClarifications,
  updateBidder,
} from "./bidder-repository.ts";
import { bidderViewRoutes } from "./bidder-view-routes.ts";
import type { BidderRow, TenderRow } from "./schema.ts";
import { originOf, ownDocuments, replaceAttachments } from "./tender-attachments.ts";
import { objectionRefused } from "./tender-objections.ts";
import { bidderRecord, bidderStateView, lockTender, logTenderEvent, refusalMessage } from "./tender-records.ts";
import { tendererGroup } from "./tenderer-group.ts";
import type { TenderRoutesOptions } from "./tenderer-routes.ts";

/** A business that has not registered bids as one that may register, with nothing held. */
const NOT_REGISTERED = { state: "eligible", version: 0, depositHeld: false } as const;

const isSealed = (tender: TenderRow) => (TENDER_SEALED_STATES as readonly string[]).includes(tender.state);

/** The bidder's calls: registration, deposit proofs, sealed bids, acknowledgements and objections; what it reads is in bidder-view-routes.ts. */
export async function bidderRoutes(app: FastifyInstance, { db, seal, files, now = () => new Date() }: TenderRoutesOptions) {
  /** The tender locked, with this business's bidder row locked (or none yet). */
  async function lockForBidder(tx: Database, tenderId: number, businessId: number): Promise<{ tender: TenderRow; bidder: BidderRow | undefined }> {
    const tender = await lockTender(tx, tenderId);
    if (tender?.mode !== "public" || !tender.publishedAt || tender.state === "withdrawn") throw new HttpError(404, NOT_FOUND);
    return { tender, bidder: await bidderOfBusiness(tx, tenderId, businessId, true) };
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
      const row = existing ?? (await insertBidder(tx, id, businessId));
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
      const updated = await updateBidder(tx, row.id, { depositState: moved.value.state, depositMethod: method, depositReference: reference });
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
      const refusal = bidRefusal({
        bidder: row ? { state: row.state as BidderState, version: row.version, depositHeld: row.depositHeld } : NOT_REGISTERED,
        companyId: String(businessId),
        tendererGroup: new Set([...(await tendererGroup(tx, tender.tendererBusinessId))].map(String)),
        now: at.getTime(),
        deadline: isSealed(tender) ? tender.bidDeadline.getTime() : 0,
      });
      if (refusal || !row) throw new HttpError(400, refusalMessage(refusal ?? "bid.registration-not-approved"));
      const content = sealedBidContent(
        bid,
        technical.map((f) => f.id),
        tender.sections.length,
      );
      if (!content) throw new HttpError(400, "请为每个标段各报一个价格");
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
    const clarification = await findClarification(db, request.body.clarificationId);
    const bidder = clarification && (await bidderOfBusiness(db, clarification.tenderId, businessId));
    if (!clarification || !bidder) throw new HttpError(404, "澄清不存在");
    await acknowledgeClarification(db, clarification.id, businessId, now());
    return ok({ unacknowledged: await pendingClarifications(db, clarification.tenderId, businessId) });
  });

  contractRoute(app, tenderCalls.fileObjection, async (request) => {
    const { businessId, memberId, actor } = bidderOf(request);
    const { id, content } = request.body;
    const objection = await db.transaction(async (tx) => {
      const tender = await lockTender(tx, id);
      if (!tender?.publishedAt || tender.state === "withdrawn") throw new HttpError(404, NOT_FOUND);
      const bidder = await bidderOfBusiness(tx, id, businessId);
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
      const row = await insertObjection(tx, { tenderId: id, bidderId: bidder.id, filedBy: memberId, content, filedAt: at });
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

  await bidderViewRoutes(app, { db, seal, files, now });
}
