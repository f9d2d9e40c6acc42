import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { belowReferencePercent, type ComparedQuotation, type ComparedSheetLine, compareQuotations, referenceDeviationText } from "./comparison.ts";

const lines: ComparedSheetLine[] = [
  { lineNo: 1, quantityMilli: 100_000, controlPriceFen: 420_000, infoPriceFen: 430_000 }, // 螺纹钢 100 吨
  { lineNo: 2, quantityMilli: 600_000, controlPriceFen: null, infoPriceFen: null }, // 商品混凝土 600 m³
];

const quotations: ComparedQuotation[] = [
  {
    supplierId: 11,
    freightFen: 0,
    lines: [
      { lineNo: 1, unitPriceFen: 410_000, deviation: false },
      { lineNo: 2, unitPriceFen: 48_000, deviation: false },
    ],
  },
  { supplierId: 12, freightFen: 100_000, lines: [{ lineNo: 1, unitPriceFen: 400_000, deviation: true }] },
  {
    supplierId: 13,
    freightFen: 0,
    lines: [
      { lineNo: 1, unitPriceFen: 430_000, deviation: false },
      { lineNo: 2, unitPriceFen: 46_000, deviation: false },
    ],
  },
];

describe("compareQuotations", () => {
  const comparison = compareQuotations(lines, quotations);

  it("marks the lowest offer of each line with its 下浮率 and flags prices over the 控制价", () => {
    const [steel, concrete] = comparison.lines;
    expect(steel?.lowestFen).toBe(400_000);
    expect(steel?.offers.map((o) => [o.supplierId, o.lowest, o.belowControlPercent, o.overControl])).toEqual([
      [11, false, 2.38, false],
      [12, true, 4.76, false],
      [13, false, -2.38, true],
    ]);
    expect(concrete?.offers.map((o) => [o.supplierId, o.lowest, o.belowControlPercent])).toEqual([
      [11, false, null],
      [13, true, null],
    ]);
  });

  it("levels a partial quotation at the highest price offered for the missing line", () => {
    const standing = comparison.standings.find((s) => s.supplierId === 12);
    expect(standing).toMatchObject({ totalFen: 40_000_000 + 100_000, missingLines: [2], deviations: 1 });
    expect(standing?.leveledTotalFen).toBe(40_000_000 + 100_000 + 28_800_000);
  });

  it("ranks by leveled total: 68,900,000 < 69,800,000 < 70,600,000 fen", () => {
    expect(comparison.standings.map((s) => [s.supplierId, s.rank, s.leveledTotalFen])).toEqual([
      [12, 1, 68_900_000],
      [11, 2, 69_800_000],
      [13, 3, 70_600_000],
    ]);
  });

  it("computes 下浮率 to two decimals", () => {
    expect(belowReferencePercent(95, 100)).toBe(5);
    expect(belowReferencePercent(100, 0)).toBeNull();
  });

  const anyQuotations = fc.uniqueArray(
    fc.record({
      supplierId: fc.integer({ min: 1, max: 50 }),
      freightFen: fc.nat(100_000),
      lines: fc
        .subarray([1, 2, 3])
        .chain((nos) =>
          fc.tuple(...nos.map((lineNo) => fc.record({ lineNo: fc.constant(lineNo), unitPriceFen: fc.integer({ min: 1, max: 1e7 }), deviation: fc.boolean() }))),
        ),
    }),
    { selector: (q) => q.supplierId, minLength: 1, maxLength: 6 },
  );
  const threeLines = [1, 2, 3].map((lineNo) => ({ lineNo, quantityMilli: lineNo * 1500, controlPriceFen: null, infoPriceFen: null }));

  it("never levels below the raw total, always has a first rank, and marks a lowest offer on every quoted line", () => {
    fc.assert(
      fc.property(anyQuotations, (qs) => {
        const result = compareQuotations(threeLines, qs);
        for (const s of result.standings) expect(s.leveledTotalFen).toBeGreaterThanOrEqual(s.totalFen);
        expect(result.standings[0]?.rank).toBe(1);
        for (const line of result.lines) if (line.offers.length > 0) expect(line.offers.some((o) => o.lowest)).toBe(true);
      }),
    );
  });

  it("gives equal leveled totals the same rank", () => {
    const same = [11, 12].map((supplierId) => ({ supplierId, freightFen: 0, lines: [{ lineNo: 1, unitPriceFen: 5, deviation: false }] }));
    expect(compareQuotations([threeLines[0] as ComparedSheetLine], same).standings.map((s) => s.rank)).toEqual([1, 1]);
  });
});

describe("an offer's 下浮率 as a buyer reads it", () => {
  it.each([
    ["control", 4.76, "较控制价下浮 4.76%"],
    ["info", 2.33, "较信息价下浮 2.33%"],
    ["info", -1.5, "较信息价上浮 1.5%"],
    ["control", 0, "与控制价持平"],
    ["info", null, null],
  ] as const)("%s %s → %s", (reference, percent, text) => {
    expect(referenceDeviationText(reference, percent)).toBe(text);
  });

  it("names the reference and the direction the price lies from it, for any price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (price, reference) => {
        const text = referenceDeviationText("info", belowReferencePercent(price, reference)) ?? "";
        if (price < reference && text.includes("上浮")) return false;
        if (price > reference && text.includes("下浮")) return false;
        return text.includes("信息价");
      }),
    );
  });
});
