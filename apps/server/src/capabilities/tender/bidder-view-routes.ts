import { tenderCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { refuse } from "../../runtime/refusal.ts";
import type { BidContent } from "./bid-content.ts";
import { bidderOf, NOT_FOUND } from "./bidder-context.ts";
import { bidRefusalFor } from "./bidder-records.ts";
import { bidderOfBusiness, bidsOnSealedTenderOf, myTenderPage, pendingClarifications, publicTendersOf } from "./bidder-repository.ts";
import { attachedFilesOf } from "./tender-attachments.ts";
import { documentRefusalFor } from "./tender-documents.ts";
import { objectionViews } from "./tender-objections.ts";
import { bidderStateView, tenderSummary } from "./tender-records.ts";
import { findTender, namesOf } from "./tender-repository.ts";
import { bidderRow, publicDetail } from "./tender-views.ts";
import type { TenderRoutesOptions } from "./tenderer-context.ts";

/** What a bidder reads: the tenders it takes part in, one of them in detail, and a tenderer's profile. */
export async function bidderViewRoutes(app: FastifyInstance, { db, seal, files, now = () => new Date() }: TenderRoutesOptions) {
  contractRoute(app, tenderCalls.myList, async (request) => {
    const { businessId } = bidderOf(request);
    const { current, size } = request.query;
    const { rows, total } = await myTenderPage(db, businessId, { current, size });
    const names = await namesOf(
      db,
      rows.map((r) => r.tender.tendererBusinessId),
    );
    const records = rows.map(({ tender, bidder }) => {
      const view = bidderStateView(bidder.state);
      return { ...tenderSummary(tender, names.get(tender.tendererBusinessId) ?? ""), myState: view.state, myStateLabel: view.stateLabel };
    });
    return ok({ records, total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, tenderCalls.tendererProfile, async (request) => {
    const { businessId } = bidderOf(request);
    const tender = await findTender(db, request.query.id);
    const bidder = tender && (await bidderOfBusiness(db, tender.id, businessId));
    // A published public tender, or one this business takes part in (an invited tender).
    if (!tender?.publishedAt || tender.state === "withdrawn" || (!bidder && tender.mode !== "public")) throw refuse("not_found", NOT_FOUND);
    const tendererId = tender.tendererBusinessId;
    const [others, chatClosed, names] = await Promise.all([
      publicTendersOf(db, tendererId),
      bidsOnSealedTenderOf(db, tendererId, businessId),
      namesOf(db, [tendererId]),
    ]);
    const name = names.get(tendererId) ?? "";
    return ok({
      tenderId: tender.id,
      tenderTitle: tender.title,
      businessId: tendererId,
      name,
      contactName: tender.contactName,
      contactPhone: tender.contactPhone,
      chatClosed,
      tenders: others.map((row) => tenderSummary(row, name)),
    });
  });

  contractRoute(app, tenderCalls.myDetail, async (request) => {
    const { businessId } = bidderOf(request);
    const tender = await findTender(db, request.query.id);
    if (!tender?.publishedAt) throw refuse("not_found", NOT_FOUND);
    const bidder = await bidderOfBusiness(db, tender.id, businessId);
    if (!bidder && tender.mode !== "public") throw refuse("not_found", NOT_FOUND);
    const names = await namesOf(db, [businessId]);
    // The bidder's own copy of its bid, sealed for it alone.
    const bid = bidder?.sealedForAuthor ? (seal.openForAuthor(tender.id, businessId, bidder.sealedForAuthor) as BidContent | null) : null;
    return ok({
      tender: await publicDetail(db, tender),
      bidder: bidder ? bidderRow(bidder, names.get(businessId) ?? "", (await attachedFilesOf(db, files, [bidder.id], true)).get(bidder.id)) : null,
      bid,
      unacknowledged: bidder ? await pendingClarifications(db, tender.id, businessId) : [],
      documentRefusal: await documentRefusalFor(db, tender, businessId, bidder?.state ?? null),
      bidRefusal: await bidRefusalFor(db, tender, bidder, businessId, now()),
      objections: bidder ? await objectionViews(db, tender.id, businessId) : [],
    });
  });
}
