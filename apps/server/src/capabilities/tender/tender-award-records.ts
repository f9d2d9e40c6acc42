import { awardObjectionRefusal, scoreInRange } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { refuse } from "../../runtime/refusal.ts";
import type { TenderRow } from "./schema.ts";
import { objectionRefused } from "./tender-objections.ts";
import { rankingOf } from "./tender-ranking.ts";
import { applyTenderEvent, applyToAllBidders, lockOwnTender, logTenderEvent, type TenderActor } from "./tender-records.ts";
import { bidderOfTender, biddersOf, namesOf, objectionAnswersOf, saveScores } from "./tender-repository.ts";

/** The tenderer's evaluation: an evaluator's scores, the candidates' publicity (公示) and the award; each one transaction. */

interface TendererMove {
  tenderId: number;
  businessId: number;
  actor: TenderActor;
  now: Date;
}

/** One evaluator's scores of an opened bid (综合评估法), each within its criterion's weight; a later score replaces an earlier one. */
export async function saveEvaluatorScores(
  db: Database,
  {
    tenderId,
    businessId,
    memberId,
    actor,
    now,
    bidderId,
    scores,
  }: {
    tenderId: number;
    businessId: number;
    memberId: number;
    actor: TenderActor;
    now: Date;
    bidderId: number;
    scores: readonly { criterionKey: string; points: number }[];
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const tender = await lockOwnTender(tx, tenderId, businessId);
    if (tender.state !== "evaluating") throw refuse("state", "评标阶段才能录入评分");
    if (tender.method !== "comprehensive") throw refuse("state", "最低评标价法无需评分");
    const bidder = await bidderOfTender(tx, tenderId, bidderId);
    if (bidder?.state !== "opened") throw refuse("state", "只能对已开标的有效投标评分");
    const rows = scores.map((s) => {
      const criterion = tender.scoringSheet.find((c) => c.key === s.criterionKey);
      if (!criterion) throw refuse("invalid", "评分项不存在");
      const hundredths = Math.round(s.points * 100);
      if (!scoreInRange(criterion, hundredths)) throw refuse("invalid", `「${criterion.label}」得分须在0至${criterion.weight}分之间`);
      return { tenderId, evaluatorMemberId: memberId, bidderId, criterionKey: criterion.key, hundredths };
    });
    await saveScores(tx, rows);
    // The log says who scored whom and when, never the points (the ranking is the evaluation's).
    const bidderName = (await namesOf(tx, [bidder.businessId])).get(bidder.businessId) ?? "";
    await logTenderEvent(tx, tenderId, {
      type: "score",
      eventKey: `score:${bidderId}:${memberId}:${now.getTime()}`,
      actor,
      at: now,
      note: `评分：${bidderName}`,
    });
  });
}

/** 中标候选人公示: the first `candidates` of the ranking (complete once evaluation is) are published for `days` days with the objection contact. */
export function announceCandidates(
  db: Database,
  { tenderId, businessId, actor, now, days, candidates, objectionContact }: TendererMove & { days: number; candidates: number; objectionContact: string },
): Promise<TenderRow> {
  return db.transaction(async (tx) => {
    const tender = await lockOwnTender(tx, tenderId, businessId);
    const bidders = await biddersOf(tx, tenderId);
    const ranking = await rankingOf(tx, tender, bidders);
    if (tender.state === "evaluating" && !ranking?.complete) throw refuse("state", "评分尚未完成，不能公示中标候选人");
    const chosen = (ranking?.ranked ?? []).slice(0, candidates);
    const next = await applyTenderEvent(tx, tender, {
      event: { type: "announce-candidates", now: now.getTime(), days },
      eventKey: "announce-candidates",
      actor,
      at: now,
      note: `发布中标候选人公示，公示期${days}日`,
      patch: {
        publicityStart: now,
        objectionContact,
        candidates: chosen.map((c) => ({ bidderId: Number(c.bidderId), rank: c.rank, priceFen: c.priceFen, averageHundredths: c.averageHundredths })),
      },
    });
    const chosenIds = new Set(chosen.map((c) => Number(c.bidderId)));
    await applyToAllBidders(tx, bidders, (b) => (chosenIds.has(b.id) ? { type: "shortlist" } : null));
    return next;
  });
}

/** 定标: a candidate of the publicity wins once every objection is answered; choosing one below the first needs a reason. */
export function awardTender(
  db: Database,
  { tenderId, businessId, actor, now, bidderId, reason }: TendererMove & { bidderId: number; reason: string },
): Promise<TenderRow> {
  return db.transaction(async (tx) => {
    const tender = await lockOwnTender(tx, tenderId, businessId);
    const winner = tender.candidates.find((c) => c.bidderId === bidderId);
    if (!winner) throw refuse("invalid", "中标人须为公示的中标候选人");
    const unanswered = awardObjectionRefusal((await objectionAnswersOf(tx, tenderId)).map((o) => ({ answered: o.answer !== null })));
    if (unanswered) throw objectionRefused(unanswered);
    const first = Math.min(...tender.candidates.map((c) => c.rank));
    if (winner.rank !== first && reason === "") throw refuse("invalid", "确定排名第一以外的中标候选人为中标人，须说明理由");
    const bidders = await biddersOf(tx, tenderId);
    const next = await applyTenderEvent(tx, tender, {
      event: { type: "award", now: now.getTime() },
      eventKey: "award",
      actor,
      at: now,
      note: `确定中标人（第${winner.rank}名中标候选人）${reason ? `：${reason}` : ""}`,
      patch: { winnerBusinessId: bidders.find((b) => b.id === bidderId)?.businessId ?? null },
    });
    await applyToAllBidders(tx, bidders, (b) => (b.state === "candidate" || b.state === "opened" ? { type: "award", won: b.id === bidderId } : null));
    return next;
  });
}
