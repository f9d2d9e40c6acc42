import { tenderCalls } from "@cidp/api-client/contract";
import { checkDepositAmount, checkScoringSheet } from "@cidp/domain";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { refuse } from "../../runtime/refusal.ts";
import { documentsOf } from "./document-repository.ts";
import { attachedFilesOf, ownDocuments } from "./tender-attachments.ts";
import { publishTender, saveDraftTender } from "./tender-draft-records.ts";
import { objectionViews } from "./tender-objections.ts";
import { rankingOf } from "./tender-ranking.ts";
import { refusalMessage } from "./tender-records.ts";
import { acknowledgementsOf, biddersOf, findTender, namesOf, scoresOf, tenderPageOf } from "./tender-repository.ts";
import { publicDetail, tendererDetailView } from "./tender-views.ts";
import { mutationView, summaryOf, type TenderRoutesOptions, tendererOf, timeOf } from "./tenderer-context.ts";

/** The tenderer's drafts, publishing, its list and its detail view of one tender. */
export async function tendererDraftRoutes(app: FastifyInstance, { db, seal, files, now = () => new Date() }: TenderRoutesOptions) {
  contractRoute(app, tenderCalls.saveDraft, async (request) => {
    const { businessId, memberId } = tendererOf(request);
    const { id, registrationEnd, bidDeadline, sections, scoringSheet, documentFileIds, ...header } = request.body;
    const registrationEndAt = timeOf(registrationEnd, "请选择报名截止时间");
    const deadlineAt = timeOf(bidDeadline, "请选择投标截止时间");
    if (registrationEndAt > deadlineAt) throw refuse("invalid", "报名截止时间不能晚于投标截止时间");
    const estimateFen = sections.reduce((sum, s) => sum + s.estimateFen, 0);
    const deposit = checkDepositAmount(header.depositFen, estimateFen);
    if (!deposit.ok) throw refuse("invalid", refusalMessage(deposit.code));
    if (header.method === "comprehensive") {
      const sheet = checkScoringSheet(scoringSheet);
      if (!sheet.ok) throw refuse("invalid", refusalMessage(sheet.code));
    }
    const scoring = header.method === "comprehensive" ? scoringSheet : [];
    const values = { ...header, sections, estimateFen, scoringSheet: scoring, registrationEnd: registrationEndAt, bidDeadline: deadlineAt };
    // Files the draft already holds may be a colleague's uploads; new ones must be the caller's own.
    const held = new Set(id ? (await documentsOf(db, id)).map((d) => d.resourceId) : []);
    await ownDocuments(
      files,
      memberId,
      documentFileIds.filter((fileId) => !held.has(fileId)),
      "tender-document",
    );
    const documentIds = [...new Set(documentFileIds)];
    const row = await saveDraftTender(db, seal, { id, businessId, memberId, values, documentIds, now: now() });
    return ok(await summaryOf(db, row));
  });

  contractRoute(app, tenderCalls.publish, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const row = await publishTender(db, { tenderId: request.body.id, businessId, actor, now: now() });
    return ok(await mutationView(db, row));
  });

  contractRoute(app, tenderCalls.tendererList, async (request) => {
    const { businessId } = tendererOf(request);
    const { current, size, state } = request.query;
    const { rows, total } = await tenderPageOf(db, businessId, { current, size, state });
    return ok({ records: await Promise.all(rows.map((row) => summaryOf(db, row))), total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, tenderCalls.tendererDetail, async (request) => {
    const { businessId, memberId } = tendererOf(request);
    const tender = await findTender(db, request.query.id);
    if (!tender || tender.tendererBusinessId !== businessId) throw refuse("not_found", "招标项目不存在");
    const bidders = await biddersOf(db, tender.id);
    const bidderIds = bidders.map((b) => b.id);
    // Registration documents and vouchers are the tenderer's to read; technical files only once opened.
    const [names, ranking, documents, acks, detail, objections, myScores, documentRows] = await Promise.all([
      namesOf(
        db,
        bidders.map((b) => b.businessId),
      ),
      rankingOf(db, tender, bidders),
      attachedFilesOf(db, files, bidderIds, tender.openedAt !== null),
      acknowledgementsOf(db, tender.id),
      publicDetail(db, tender),
      objectionViews(db, tender.id),
      scoresOf(db, tender.id, memberId),
      documentsOf(db, tender.id),
    ]);
    const nameOf = new Map(detail.documents.map((d) => [d.id, d.name]));
    const documentFiles = documentRows.filter((row) => row.version === 1).map((row) => ({ fileId: row.resourceId, name: nameOf.get(row.id) ?? "" }));
    return ok({ ...tendererDetailView({ tender, bidders, names, ranking, documents, acks, detail, objections, myScores }), documentFiles });
  });
}
