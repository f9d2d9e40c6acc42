import { tenderCalls, tenderDownloads } from "@cidp/api-client/contract";
import { CANDIDATE_PUBLICITY_DAYS } from "@cidp/domain";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { downloadRoute, sendFile } from "../../http/download-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { renderAwardNotice } from "./award-notice.ts";
import { openBid } from "./bid-content.ts";
import { bidderOfBusiness } from "./bidder-repository.ts";
import { announceCandidates, awardTender, saveEvaluatorScores } from "./tender-award-records.ts";
import { rankingOf } from "./tender-ranking.ts";
import { refusalMessage } from "./tender-records.ts";
import { awardTimeOf, biddersOf, findTender, namesOf } from "./tender-repository.ts";
import { mutationView, type TenderRoutesOptions, tendererOf } from "./tenderer-context.ts";

/** The tenderer's evaluation: scores, the candidates' publicity, the award and its 中标通知书. */
export async function tendererAwardRoutes(app: FastifyInstance, { db, seal, now = () => new Date() }: TenderRoutesOptions) {
  contractRoute(app, tenderCalls.score, async (request) => {
    const { businessId, memberId, actor } = tendererOf(request);
    const { id, bidderId, scores } = request.body;
    await saveEvaluatorScores(db, { tenderId: id, businessId, memberId, actor, now: now(), bidderId, scores });
    const tender = await findTender(db, id);
    const ranking = tender ? await rankingOf(db, tender, await biddersOf(db, id)) : null;
    return ok({ complete: ranking?.complete ?? false, missing: ranking?.missing.length ?? 0 });
  });

  contractRoute(app, tenderCalls.announceCandidates, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const { id, days, candidates, objectionContact } = request.body;
    if (days < CANDIDATE_PUBLICITY_DAYS) throw refuse("invalid", refusalMessage("tender.publicity-too-short"));
    const row = await announceCandidates(db, { tenderId: id, businessId, actor, now: now(), days, candidates, objectionContact });
    return ok(await mutationView(db, row));
  });

  contractRoute(app, tenderCalls.award, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const { id, bidderId, reason } = request.body;
    const row = await awardTender(db, { tenderId: id, businessId, actor, now: now(), bidderId, reason });
    return ok(await mutationView(db, row));
  });

  // 中标通知书: for the tenderer and for the winner, once the award is made.
  downloadRoute(app, tenderDownloads.awardNoticePdf, async (request, reply, { id }) => {
    const businessId = authOf(request).business?.businessId;
    const tender = await findTender(db, id);
    if (!tender || (businessId !== tender.tendererBusinessId && businessId !== tender.winnerBusinessId)) throw refuse("not_found", "招标项目不存在");
    if (!tender.winnerBusinessId) throw new HttpError(409, "尚未确定中标人");
    const [winner, names, awardedAt] = await Promise.all([
      bidderOfBusiness(db, tender.id, tender.winnerBusinessId),
      namesOf(db, [tender.tendererBusinessId, tender.winnerBusinessId]),
      awardTimeOf(db, tender.id),
    ]);
    const bid = winner?.sealedForTenderer ? openBid(seal, tender, winner.sealedForTenderer) : null;
    const pdf = await renderAwardNotice({
      tenderNo: tender.tenderNo,
      title: tender.title,
      tendererName: names.get(tender.tendererBusinessId) ?? "",
      winnerName: names.get(tender.winnerBusinessId) ?? "",
      priceFen: winner?.openedPriceFen ?? 0,
      durationDays: bid?.durationDays ?? null,
      sections: tender.sections.map((s) => s.name),
      openingTime: tender.openedAt ? formatDateTime(tender.openedAt) : "",
      awardTime: formatDateTime(awardedAt ?? now()).slice(0, 10),
    });
    return sendFile(reply, { type: "application/pdf", name: `中标通知书-${tender.tenderNo}.pdf`, asciiName: `award-notice-${tender.tenderNo}.pdf`, body: pdf });
  });
}
