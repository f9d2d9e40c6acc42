/**
 * Evaluation (评标): 最低评标价 ranks valid bids by price; 综合评估法 has each evaluator score every
 * bidder on a scoring sheet whose weights sum to 100, and ranks by the average of the evaluators'
 * totals. Scores are kept in hundredths of a point (integers) so sums and averages are exact.
 *
 * Stated tie rule: a higher average ranks first; equal averages go to the lower price; bidders
 * still equal share the rank (1, 2, 2, 4). A bidder missing any evaluator's score on any criterion
 * is not ranked: it is listed with what is missing, and the ranking is not complete.
 */
import { keysOf } from "../labelled-keys.ts";
import type { Result } from "../result.ts";

export const EVALUATION_METHOD_LABELS = {
  lowest_price: "经评审的最低投标价法",
  comprehensive: "综合评估法",
} as const;
export const EVALUATION_METHODS = keysOf(EVALUATION_METHOD_LABELS);
export type EvaluationMethod = (typeof EVALUATION_METHODS)[number];

export interface ScoringCriterion {
  readonly key: string;
  readonly label: string;
  /** Most points this criterion gives; the weights of a sheet sum to 100. */
  readonly weight: number;
}

export type ScoringSheetCode = "sheet.empty" | "sheet.weights-not-100" | "sheet.weight-invalid" | "sheet.duplicate-key" | "sheet.label-required";

/** Why a scoring sheet is refused, as people read it. */
export const SCORING_SHEET_TEXTS: Readonly<Record<ScoringSheetCode, string>> = {
  "sheet.empty": "综合评估法须设置评分表",
  "sheet.weights-not-100": "评分表各项分值合计须为100分",
  "sheet.weight-invalid": "评分项分值须为正整数",
  "sheet.duplicate-key": "评分项重复",
  "sheet.label-required": "请填写评分项名称",
};

/** Checks a scoring sheet: labelled criteria, unique keys, positive whole weights summing to 100. */
export function checkScoringSheet(sheet: readonly ScoringCriterion[]): Result<readonly ScoringCriterion[], { readonly code: ScoringSheetCode }> {
  if (sheet.length === 0) return { ok: false, code: "sheet.empty" };
  if (new Set(sheet.map((c) => c.key)).size !== sheet.length) return { ok: false, code: "sheet.duplicate-key" };
  if (sheet.some((c) => c.label.trim() === "")) return { ok: false, code: "sheet.label-required" };
  if (sheet.some((c) => !Number.isInteger(c.weight) || c.weight <= 0)) return { ok: false, code: "sheet.weight-invalid" };
  if (sheet.reduce((sum, c) => sum + c.weight, 0) !== 100) return { ok: false, code: "sheet.weights-not-100" };
  return { ok: true, value: sheet };
}

/** A score in hundredths of a point, valid when within 0 and the criterion's weight. */
export function scoreInRange(criterion: ScoringCriterion, hundredths: number): boolean {
  return Number.isInteger(hundredths) && hundredths >= 0 && hundredths <= criterion.weight * 100;
}

export interface EvaluatedBid {
  readonly bidderId: string;
  readonly priceFen: number;
}

/** One evaluator's score for one bidder on one criterion, in hundredths of a point. */
export interface Score {
  readonly evaluatorId: string;
  readonly bidderId: string;
  readonly criterionKey: string;
  readonly hundredths: number;
}

export interface RankedBid {
  readonly bidderId: string;
  readonly priceFen: number;
  /** 1-based; equal bids share a rank. */
  readonly rank: number;
  /** Each evaluator's total, in hundredths (综合评估法 only, else empty). */
  readonly evaluatorTotals: readonly { readonly evaluatorId: string; readonly hundredths: number }[];
  /** Average of the evaluators' totals in hundredths, rounded half up; null under 最低评标价. */
  readonly averageHundredths: number | null;
}

export interface MissingScore {
  readonly bidderId: string;
  readonly evaluatorId: string;
  readonly criterionKey: string;
}

export interface Ranking {
  readonly ranked: readonly RankedBid[];
  readonly missing: readonly MissingScore[];
  /** True when every bid is ranked; candidates may be announced only then. */
  readonly complete: boolean;
}

/** Competition ranks ("1224") over sorted items, `equal` telling ties apart. */
function assignRanks<T>(sorted: readonly T[], equal: (a: T, b: T) => boolean): number[] {
  const ranks: number[] = [];
  sorted.forEach((item, i) => {
    const previous = sorted[i - 1];
    ranks.push(i > 0 && previous !== undefined && equal(previous, item) ? (ranks[i - 1] ?? 1) : i + 1);
  });
  return ranks;
}

const byBidder = (a: { bidderId: string }, b: { bidderId: string }) => (a.bidderId < b.bidderId ? -1 : a.bidderId > b.bidderId ? 1 : 0);

/** Ranks the valid bids under the tender's method. */
export function rankBids(input: {
  readonly method: EvaluationMethod;
  readonly bids: readonly EvaluatedBid[];
  readonly sheet: readonly ScoringCriterion[];
  readonly evaluatorIds: readonly string[];
  readonly scores: readonly Score[];
}): Ranking {
  if (input.method === "lowest_price") {
    const sorted = [...input.bids].sort((a, b) => a.priceFen - b.priceFen || byBidder(a, b));
    const ranks = assignRanks(sorted, (a, b) => a.priceFen === b.priceFen);
    return {
      ranked: sorted.map((bid, i) => ({ ...bid, rank: ranks[i] ?? i + 1, evaluatorTotals: [], averageHundredths: null })),
      missing: [],
      complete: true,
    };
  }
  const given = new Map(input.scores.map((s) => [`${s.evaluatorId}\u0000${s.bidderId}\u0000${s.criterionKey}`, s.hundredths]));
  const missing: MissingScore[] = [];
  const scored: Omit<RankedBid, "rank">[] = [];
  for (const bid of input.bids) {
    const evaluatorTotals: { evaluatorId: string; hundredths: number }[] = [];
    let incomplete = input.evaluatorIds.length === 0;
    for (const evaluatorId of input.evaluatorIds) {
      let total = 0;
      for (const criterion of input.sheet) {
        const score = given.get(`${evaluatorId}\u0000${bid.bidderId}\u0000${criterion.key}`);
        if (score === undefined) {
          missing.push({ bidderId: bid.bidderId, evaluatorId, criterionKey: criterion.key });
          incomplete = true;
        } else total += score;
      }
      evaluatorTotals.push({ evaluatorId, hundredths: total });
    }
    if (incomplete) continue;
    const sum = evaluatorTotals.reduce((s, t) => s + t.hundredths, 0);
    // Half up, in integers: floor((2·sum + n) / 2n).
    const n = evaluatorTotals.length;
    scored.push({ ...bid, evaluatorTotals, averageHundredths: Math.floor((2 * sum + n) / (2 * n)) });
  }
  const average = (bid: Omit<RankedBid, "rank">) => bid.averageHundredths ?? 0;
  const sorted = scored.sort((a, b) => average(b) - average(a) || a.priceFen - b.priceFen || byBidder(a, b));
  const ranks = assignRanks(sorted, (a, b) => average(a) === average(b) && a.priceFen === b.priceFen);
  return {
    ranked: sorted.map((bid, i) => ({ ...bid, rank: ranks[i] ?? i + 1 })),
    missing,
    complete: missing.length === 0 && input.evaluatorIds.length > 0,
  };
}
