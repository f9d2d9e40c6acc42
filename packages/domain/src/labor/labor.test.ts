import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateLaborInput } from "./labor.ts";

const fine = { payMinFen: 30_000, payMaxFen: 45_000, startDate: "2026-12-01", endDate: "2027-03-31", headcount: 12, realNameCount: 12 };

describe("validateLaborInput", () => {
  it.each([
    ["a fine listing", fine, null],
    ["no pay", { ...fine, payMinFen: 0 }, "labor.pay-invalid"],
    ["pay above ¥5,000 a day", { ...fine, payMaxFen: 500_001 }, "labor.pay-invalid"],
    ["min above max", { ...fine, payMinFen: 50_000 }, "labor.pay-order"],
    ["ends before it starts", { ...fine, endDate: "2026-11-30" }, "labor.period-order"],
    ["nobody", { ...fine, headcount: 0 }, "labor.headcount-invalid"],
    ["half a worker", { ...fine, headcount: 2.5 }, "labor.headcount-invalid"],
    ["more verified than members", { ...fine, realNameCount: 13 }, "labor.real-name-exceeds"],
    ["negative verified", { ...fine, realNameCount: -1 }, "labor.real-name-exceeds"],
  ] as const)("%s → %s", (_, input, code) => {
    const result = validateLaborInput(input);
    expect(result.ok ? null : result.code).toBe(code);
  });

  it("accepts every ordered pay range, headcount and verified count within the limits", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.nat(),
        (a, b, headcount, k) => {
          const result = validateLaborInput({ ...fine, payMinFen: Math.min(a, b), payMaxFen: Math.max(a, b), headcount, realNameCount: k % (headcount + 1) });
          expect(result.ok).toBe(true);
        },
      ),
    );
  });
});
