import { tenderCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { refuse } from "../../runtime/refusal.ts";
import { ownDocuments } from "./tender-attachments.ts";
import { objectionTenderId } from "./tender-repository.ts";
import { answerObjectionOnce, issueClarification, reviewDeposit, reviewRegistration } from "./tender-review-records.ts";
import { bidderRow } from "./tender-views.ts";
import { type TenderRoutesOptions, tendererOf } from "./tenderer-context.ts";

/** The tenderer's review of registrations and deposits, its clarifications and its answers to objections. */
export async function tendererReviewRoutes(app: FastifyInstance, { db, files, now = () => new Date() }: TenderRoutesOptions) {
  contractRoute(app, tenderCalls.reviewRegistration, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const { bidderId, approve, reason } = request.body;
    const bidder = await reviewRegistration(db, { bidderId, businessId, actor, now: now(), approve, reason });
    return ok({ id: bidder.id, state: bidder.state, stateLabel: bidderRow(bidder, "").stateLabel });
  });

  contractRoute(app, tenderCalls.reviewDeposit, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const { bidderId, confirm, reason } = request.body;
    const bidder = await reviewDeposit(db, { bidderId, businessId, actor, now: now(), confirm, reason });
    return ok({ id: bidder.id, state: bidder.state, stateLabel: bidderRow(bidder, "").stateLabel });
  });

  contractRoute(app, tenderCalls.clarify, async (request) => {
    const { businessId, memberId, actor } = tendererOf(request);
    const { id, content, substantive, fileIds } = request.body;
    const attached = await ownDocuments(files, memberId, fileIds, "addendum");
    const result = await issueClarification(db, {
      tenderId: id,
      businessId,
      actor,
      content,
      substantive,
      fileIds: attached.map((file) => file.id),
      memberId,
      now: now(),
    });
    return ok({ ...result, bidDeadline: formatDateTime(result.bidDeadline) });
  });

  contractRoute(app, tenderCalls.answerObjection, async (request) => {
    const { businessId, memberId, actor } = tendererOf(request);
    const { objectionId, answer } = request.body;
    const tenderId = await objectionTenderId(db, objectionId);
    if (tenderId === undefined) throw refuse("not_found", "异议不存在");
    await answerObjectionOnce(db, { tenderId, objectionId, businessId, memberId, actor, answer, now: now() });
    return ok({ id: objectionId });
  });
}
