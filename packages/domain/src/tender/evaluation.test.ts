import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkScoringSheet, type EvaluatedBid, rankBids, SCORING_SHEET_TEXTS, type Score, type ScoringCriterion, scoreInRange } from "./evaluation.ts";

const SHEET: ScoringCriterion[] = [
  { key: "price", label: "投标报价", weight: 60 },
  { key: "tech", label: "技术方案", weight: 30 },
  { key: "credit", label: "企业信誉", weight: 10 },
];

describe("scoring sheet", () => {
  it("words every refusal", () => {
    expect(Object.values(SCORING_SHEET_TEXTS).every((text) => text.length > 0)).toBe(true);
    expect(SCORING_SHEET_TEXTS["sheet.weights-not-100"]).toBe("评分表各项分值合计须为100分");
  });

  it.each([
    ["an empty sheet", [], "sheet.empty"],
    ["weights not summing to 100", [{ key: "a", label: "报价", weight: 90 }], "sheet.weights-not-100"],
    [
      "a fractional weight",
      [
        { key: "a", label: "报价", weight: 50.5 },
        { key: "b", label: "技术", weight: 49.5 },
      ],
      "sheet.weight-invalid",
    ],
    [
      "a zero weight",
      [
        { key: "a", label: "报价", weight: 100 },
        { key: "b", label: "技术", weight: 0 },
      ],
      "sheet.weight-invalid",
    ],
    [
      "a repeated key",
      [
        { key: "a", label: "报价", weight: 50 },
        { key: "a", label: "技术", weight: 50 },
      ],
      "sheet.duplicate-key",
    ],
    ["a blank label", [{ key: "a", label: " ", weight: 100 }], "sheet.label-required"],
  ] as const)("refuses %s", (_name, sheet, code) => {
    expect(checkScoringSheet(sheet)).toEqual({ ok: false, code });
  });
  it("accepts a sheet whose weights sum to 100", () => {
    expect(checkScoringSheet(SHEET).ok).toBe(true);
  });
  it("keeps each score within 0 and the criterion's weight", () => {
    expect(scoreInRange(SHEET[2] as ScoringCriterion, 1000)).toBe(true);
    expect(scoreInRange(SHEET[2] as ScoringCriterion, 1001)).toBe(false);
    expect(scoreInRange(SHEET[2] as ScoringCriterion, -1)).toBe(false);
    expect(scoreInRange(SHEET[2] as ScoringCriterion, 1.5)).toBe(false);
  });
});

const full = (evaluators: string[], bidder: string, points: [number, number, number]): Score[] =>
  evaluators.flatMap((evaluatorId) => SHEET.map((c, i) => ({ evaluatorId, bidderId: bidder, criterionKey: c.key, hundredths: points[i] ?? 0 })));

describe("rankBids", () => {
  const bids: EvaluatedBid[] = [
    { bidderId: "a", priceFen: 300 },
    { bidderId: "b", priceFen: 100 },
    { bidderId: "c", priceFen: 200 },
    { bidderId: "d", priceFen: 100 },
  ];

  it("最低评标价: lowest price first, equal prices share the rank", () => {
    const ranking = rankBids({ method: "lowest_price", bids, sheet: [], evaluatorIds: [], scores: [] });
    expect(ranking.ranked.map((r) => [r.bidderId, r.rank])).toEqual([
      ["b", 1],
      ["d", 1],
      ["c", 3],
      ["a", 4],
    ]);
    expect(ranking.complete).toBe(true);
  });

  it("综合评估法: averages the evaluators' totals, breaks ties by the lower price, then shares the rank", () => {
    const scores = [
      ...full(["e1", "e2"], "a", [5000, 2500, 800]),
      ...full(["e1", "e2"], "b", [5000, 2000, 800]),
      ...full(["e1", "e2"], "c", [5000, 2000, 800]),
      ...full(["e1"], "d", [6000, 3000, 1000]),
      ...full(["e2"], "d", [5000, 2000, 800]),
    ];
    const ranking = rankBids({ method: "comprehensive", bids, sheet: SHEET, evaluatorIds: ["e1", "e2"], scores });
    // a 83.00; d (100 + 78)/2 = 89.00; b and c 78.00, b cheaper.
    expect(ranking.ranked.map((r) => [r.bidderId, r.rank, r.averageHundredths])).toEqual([
      ["d", 1, 8900],
      ["a", 2, 8300],
      ["b", 3, 7800],
      ["c", 4, 7800],
    ]);
    expect(ranking.ranked[0]?.evaluatorTotals).toEqual([
      { evaluatorId: "e1", hundredths: 10000 },
      { evaluatorId: "e2", hundredths: 7800 },
    ]);
    expect(ranking.complete).toBe(true);
  });

  it("lists missing scores and leaves that bidder unranked", () => {
    const scores = [...full(["e1", "e2"], "a", [5000, 2500, 800]), ...full(["e1"], "b", [5000, 2000, 800])];
    const ranking = rankBids({ method: "comprehensive", bids: bids.slice(0, 2), sheet: SHEET, evaluatorIds: ["e1", "e2"], scores });
    expect(ranking.ranked.map((r) => r.bidderId)).toEqual(["a"]);
    expect(ranking.missing).toEqual(SHEET.map((c) => ({ bidderId: "b", evaluatorId: "e2", criterionKey: c.key })));
    expect(ranking.complete).toBe(false);
  });

  it("is never complete without evaluators", () => {
    expect(rankBids({ method: "comprehensive", bids, sheet: SHEET, evaluatorIds: [], scores: [] })).toEqual({ ranked: [], missing: [], complete: false });
  });

  it("rounds the average half up", () => {
    const scores = [...full(["e1"], "a", [5000, 2000, 1]), ...full(["e2"], "a", [5000, 2000, 0])];
    expect(
      rankBids({ method: "comprehensive", bids: [bids[0] as EvaluatedBid], sheet: SHEET, evaluatorIds: ["e1", "e2"], scores }).ranked[0]?.averageHundredths,
    ).toBe(7001);
  });
});

const bidsArb = fc.uniqueArray(fc.record({ bidderId: fc.string({ minLength: 1, maxLength: 4 }), priceFen: fc.integer({ min: 1, max: 50 }) }), {
  selector: (b) => b.bidderId,
  maxLength: 8,
});
const evaluatorsArb = fc.uniqueArray(fc.constantFrom("e1", "e2", "e3", "e4"), { minLength: 1 });

/** Bids with scores from every evaluator, some dropped when `drop` is set. */
const scenario = (drop: boolean) =>
  fc.tuple(bidsArb, evaluatorsArb).chain(([bids, evaluatorIds]) => {
    const cells = bids.flatMap((b) => evaluatorIds.flatMap((e) => SHEET.map((c) => ({ bidderId: b.bidderId, evaluatorId: e, criterion: c }))));
    return fc
      .tuple(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: cells.length, maxLength: cells.length }),
        fc.array(fc.boolean(), { minLength: cells.length, maxLength: cells.length }),
      )
      .map(([fractions, kept]) => ({
        bids,
        evaluatorIds,
        scores: cells
          .map((cell, i) => ({
            evaluatorId: cell.evaluatorId,
            bidderId: cell.bidderId,
            criterionKey: cell.criterion.key,
            // Coarse scores so ties are frequent.
            hundredths: Math.round(((fractions[i] ?? 0) / 100) * cell.criterion.weight) * 100,
            kept: !drop || (kept[i] ?? true),
          }))
          .filter((s) => s.kept)
          .map(({ kept: _kept, ...s }) => s),
      }));
  });

describe("rankBids properties", () => {
  it("ranks every fully scored bid once, best first, ranks = 1 + the number strictly better", () => {
    fc.assert(
      fc.property(scenario(false), ({ bids, evaluatorIds, scores }) => {
        const { ranked, complete, missing } = rankBids({ method: "comprehensive", bids, sheet: SHEET, evaluatorIds, scores });
        expect(complete).toBe(true);
        expect(missing).toEqual([]);
        expect(ranked.map((r) => r.bidderId).sort()).toEqual(bids.map((b) => b.bidderId).sort());
        for (const r of ranked) {
          const better = ranked.filter(
            (o) => (o.averageHundredths ?? 0) > (r.averageHundredths ?? 0) || (o.averageHundredths === r.averageHundredths && o.priceFen < r.priceFen),
          );
          expect(r.rank).toBe(better.length + 1);
          expect(r.averageHundredths).toBeGreaterThanOrEqual(0);
          expect(r.averageHundredths).toBeLessThanOrEqual(10000);
        }
      }),
    );
  });

  it("does not depend on the order of bids or scores", () => {
    fc.assert(
      fc.property(scenario(true), fc.integer(), ({ bids, evaluatorIds, scores }, seed) => {
        const shuffle = <T>(items: readonly T[]) =>
          [...items]
            .map((item, i) => ({ item, k: (i * 7919 + seed) % 101 }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.item);
        const a = rankBids({ method: "comprehensive", bids, sheet: SHEET, evaluatorIds, scores });
        const b = rankBids({ method: "comprehensive", bids: shuffle(bids), sheet: SHEET, evaluatorIds, scores: shuffle(scores) });
        expect(b.ranked).toEqual(a.ranked);
        expect(b.complete).toBe(a.complete);
        expect(new Set(b.missing.map((m) => JSON.stringify(m)))).toEqual(new Set(a.missing.map((m) => JSON.stringify(m))));
      }),
    );
  });

  it("with missing scores: exactly the bidders with a gap are unranked, and the ranking is incomplete", () => {
    fc.assert(
      fc.property(scenario(true), ({ bids, evaluatorIds, scores }) => {
        const { ranked, missing, complete } = rankBids({ method: "comprehensive", bids, sheet: SHEET, evaluatorIds, scores });
        const expectedMissing = bids.length * evaluatorIds.length * SHEET.length - scores.length;
        expect(missing.length).toBe(expectedMissing);
        expect(complete).toBe(expectedMissing === 0);
        const gaps = new Set(missing.map((m) => m.bidderId));
        expect(ranked.map((r) => r.bidderId).sort()).toEqual(
          bids
            .map((b) => b.bidderId)
            .filter((id) => !gaps.has(id))
            .sort(),
        );
      }),
    );
  });

  it("最低评标价: ranks by price, ties share the rank", () => {
    fc.assert(
      fc.property(bidsArb, (bids) => {
        const { ranked } = rankBids({ method: "lowest_price", bids, sheet: [], evaluatorIds: [], scores: [] });
        for (const r of ranked) {
          expect(r.rank).toBe(ranked.filter((o) => o.priceFen < r.priceFen).length + 1);
        }
      }),
    );
  });
});
