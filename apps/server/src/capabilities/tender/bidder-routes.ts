import { tenderCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { refuse } from "../../runtime/refusal.ts";
import { bidderOf } from "./bidder-context.ts";
import { acknowledgeAsBidder, fileObjection, registerBidder, submitBid, submitDepositProof } from "./bidder-records.ts";
import { bidderOfBusiness, findClarification, pendingClarifications } from "./bidder-repository.ts";
import { bidderViewRoutes } from "./bidder-view-routes.ts";
import type { BidderRow } from "./schema.ts";
import { originOf, ownDocuments } from "./tender-attachments.ts";
import { bidderStateView } from "./tender-records.ts";
import type { TenderRoutesOptions } from "./tenderer-routes.ts";

const mine = (bidder: BidderRow) => ({ id: bidder.id, ...bidderStateView(bidder.state) });

/** The bidder's calls: registration, deposit proofs, sealed bids, acknowledgements and objections; what it reads is in bidder-view-routes.ts. */
export async function bidderRoutes(app: FastifyInstance, { db, seal, files, now = () => new Date() }: TenderRoutesOptions) {
  contractRoute(app, tenderCalls.register, async (request) => {
    const { businessId, memberId, actor } = bidderOf(request);
    const { id, qualificationFileIds, deviceId } = request.body;
    const documents = await ownDocuments(files, memberId, qualificationFileIds, "qualification");
    const step = { tenderId: id, businessId, memberId, actor, origin: originOf(request, deviceId), now: now() };
    const bidder = await registerBidder(
      db,
      step,
      documents.map((d) => d.id),
    );
    return ok(mine(bidder));
  });

  contractRoute(app, tenderCalls.depositProof, async (request) => {
    const { businessId, memberId, actor } = bidderOf(request);
    const { id, method, reference, voucherFileId, deviceId } = request.body;
    if (method === "voucher" && voucherFileId === undefined) throw refuse("invalid", "请上传转账凭证");
    const voucher = method === "voucher" && voucherFileId !== undefined ? await ownDocuments(files, memberId, [voucherFileId], "voucher") : [];
    const step = { tenderId: id, businessId, memberId, actor, origin: originOf(request, deviceId), now: now() };
    const bidder = await submitDepositProof(db, step, { method, reference, voucherIds: voucher.map((v) => v.id) });
    return ok(mine(bidder));
  });

  contractRoute(app, tenderCalls.submitBid, async (request) => {
    const { businessId, memberId, actor } = bidderOf(request);
    const { id, bid, deviceId } = request.body;
    // Technical files are checked here; their ids travel sealed inside the bid as well.
    const technical = await ownDocuments(files, memberId, bid.technicalFileIds, "technical");
    const step = { tenderId: id, businessId, memberId, actor, origin: originOf(request, deviceId), now: now() };
    const next = await submitBid(
      db,
      seal,
      step,
      bid,
      technical.map((f) => f.id),
    );
    return ok({ id: next.id, version: next.version, submitTime: formatDateTime(step.now) });
  });

  contractRoute(app, tenderCalls.acknowledge, async (request) => {
    const { businessId, actor } = bidderOf(request);
    const clarification = await findClarification(db, request.body.clarificationId);
    const bidder = clarification && (await bidderOfBusiness(db, clarification.tenderId, businessId));
    if (!clarification || !bidder) throw refuse("not_found", "澄清不存在");
    await acknowledgeAsBidder(db, { clarification, businessId, actor, now: now() });
    return ok({ unacknowledged: await pendingClarifications(db, clarification.tenderId, businessId) });
  });

  contractRoute(app, tenderCalls.fileObjection, async (request) => {
    const { businessId, memberId, actor } = bidderOf(request);
    const { id, content } = request.body;
    const objection = await fileObjection(db, { tenderId: id, businessId, memberId, actor, now: now() }, content);
    return ok({ id: objection.id });
  });

  await bidderViewRoutes(app, { db, seal, files, now });
}
