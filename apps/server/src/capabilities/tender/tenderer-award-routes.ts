import { tenderCalls, tenderDownloads } from "@cidp/api-client/contract";
import { awardObjectionRefusal, CANDIDATE_PUBLICITY_DAYS, scoreInRange } from "@cidp/domain";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { downloadRoute } from "../../http/download-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { renderAwardNotice } from "./award-notice.ts";
import { openBid } from "./bid-content.ts";
import { objectionRefused } from "./tender-objections.ts";
import { rankingOf } from "./tender-ranking.ts";
import { applyTenderEvent, applyToAllBidders, lockOwnTender, refusalMessage } from "./tender-records.ts";
import { awardTimeOf, bidderOfTender, biddersOf, findTender, objectionAnswersOf, saveScores, winnerBidderOf } from "./tender-repository.ts";
import { namesOf } from "./tender-views.ts";
import { mutationView, type TenderRoutesOptions, tendererOf } from "./tenderer-context.ts";

/** The tenderer's evaluation: scores, the candidates' publicity, the award and its 中标通知书. */
export async function tendererAwardRoutes(app: FastifyInstance, { db, seal, now = () => new Date() }: TenderRoutesOptions) {
  contractRoute(app, tenderCalls.score, async (request) => {
    const { businessId, memberId } = tendererOf(request);
    const { id, bidderId, scores } = request.body;
    await db.transaction(async (tx) => {
      const tender = await lockOwnTender(tx, id, businessId);
      if (tender.state !== "evaluating") throw new HttpError(400, "评标阶段才能录入评分");
      if (tender.method !== "comprehensive") throw new HttpError(400, "最低评标价法无需评分");
      const bidder = await bidderOfTender(tx, id, bidderId);
      if (bidder?.state !== "opened") throw new HttpError(400, "只能对已开标的有效投标评分");
      const rows = scores.map((s) => {
        const criterion = tender.scoringSheet.find((c) => c.key === s.criterionKey);
        if (!criterion) throw new HttpError(400, "评分项不存在");
        const hundredths = Math.round(s.points * 100);
        if (!scoreInRange(criterion, hundredths)) throw new HttpError(400, `「${criterion.label}」得分须在0至${criterion.weight}分之间`);
        return { tenderId: id, evaluatorMemberId: memberId, bidderId, criterionKey: criterion.key, hundredths };
      });
      await saveScores(tx, rows);
    });
    const tender = await findTender(db, id);
    const ranking = tender ? await rankingOf(db, tender, await biddersOf(db, id)) : null;
    return ok({ complete: ranking?.complete ?? false, missing: ranking?.missing.length ?? 0 });
  });

  contractRoute(app, tenderCalls.announceCandidates, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const { id, days, candidates, objectionContact } = request.body;
    if (days < CANDIDATE_PUBLICITY_DAYS) throw new HttpError(400, refusalMessage("tender.publicity-too-short"));
    const row = await db.transaction(async (tx) => {
      const tender = await lockOwnTender(tx, id, businessId);
      const bidders = await biddersOf(tx, id);
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
    return ok(await mutationView(db, row));
  });

  contractRoute(app, tenderCalls.award, async (request) => {
    const { businessId, actor } = tendererOf(request);
    const { id, bidderId, reason } = request.body;
    const row = await db.transaction(async (tx) => {
      const tender = await lockOwnTender(tx, id, businessId);
      const winner = tender.candidates.find((c) => c.bidderId === bidderId);
      if (!winner) throw new HttpError(400, "中标人须为公示的中标候选人");
      const unanswered = awardObjectionRefusal((await objectionAnswersOf(tx, id)).map((o) => ({ answered: o.answer !== null })));
      if (unanswered) throw objectionRefused(unanswered);
      const first = Math.min(...tender.candidates.map((c) => c.rank));
      if (winner.rank !== first && reason === "") throw new HttpError(400, "确定排名第一以外的中标候选人为中标人，须说明理由");
      const bidders = await biddersOf(tx, id);
      const at = now();
      const next = await applyTenderEvent(tx, tender, {
        event: { type: "award", now: at.getTime() },
        eventKey: "award",
        actor,
        at,
        note: `确定中标人（第${winner.rank}名中标候选人）${reason ? `：${reason}` : ""}`,
        patch: { winnerBusinessId: bidders.find((b) => b.id === bidderId)?.businessId ?? null },
      });
      await applyToAllBidders(tx, bidders, (b) => (b.state === "candidate" || b.state === "opened" ? { type: "award", won: b.id === bidderId } : null));
      return next;
    });
    return ok(await mutationView(db, row));
  });

  // 中标通知书: for the tenderer and for the winner, once the award is made.
  downloadRoute(app, tenderDownloads.awardNoticePdf, async (request, reply, { id }) => {
    const businessId = authOf(request).business?.businessId;
    const tender = await findTender(db, id);
    if (!tender || (businessId !== tender.tendererBusinessId && businessId !== tender.winnerBusinessId)) throw new HttpError(404, "招标项目不存在");
    if (!tender.winnerBusinessId) throw new HttpError(409, "尚未确定中标人");
    const [winner, names, awardedAt] = await Promise.all([
      winnerBidderOf(db, tender.id, tender.winnerBusinessId),
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
    const fileName = `中标通知书-${tender.tenderNo}.pdf`;
    return reply
      .header("Content-Type", "application/pdf")
      .header("Content-Disposition", `attachment; filename="award-notice-${tender.tenderNo}.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      .send(pdf);
  });
}
