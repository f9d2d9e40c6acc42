import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatWanYuan, PROJECT_BUDGET_MAX_FEN, validateProjectInput } from "./project-input.ts";

const now = new Date("2026-11-23T08:00:00Z");
const day = 86_400_000;
const fine = { budgetMinFen: 100_000_000, budgetMaxFen: 300_000_000, deadline: new Date(now.getTime() + 10 * day), now };

describe("validateProjectInput", () => {
  it.each([
    ["a fine need", fine, null],
    ["zero budget", { ...fine, budgetMinFen: 0 }, "project.budget-invalid"],
    ["fractional fen", { ...fine, budgetMaxFen: 1.5 }, "project.budget-invalid"],
    ["over the cap", { ...fine, budgetMaxFen: PROJECT_BUDGET_MAX_FEN + 1 }, "project.budget-invalid"],
    ["min above max", { ...fine, budgetMinFen: 400_000_000 }, "project.budget-order"],
    ["deadline now", { ...fine, deadline: now }, "project.deadline-past"],
    ["deadline too far", { ...fine, deadline: new Date(now.getTime() + 181 * day) }, "project.deadline-too-far"],
    ["invalid date", { ...fine, deadline: new Date("x") }, "project.deadline-past"],
  ] as const)("%s → %s", (_, input, code) => {
    const result = validateProjectInput(input);
    expect(result.ok ? null : result.code).toBe(code);
  });

  it("accepts every ordered budget within the cap and a deadline within 180 days", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: PROJECT_BUDGET_MAX_FEN }),
        fc.integer({ min: 1, max: PROJECT_BUDGET_MAX_FEN }),
        fc.integer({ min: 1, max: 180 * day }),
        (a, b, ahead) => {
          const result = validateProjectInput({ budgetMinFen: Math.min(a, b), budgetMaxFen: Math.max(a, b), deadline: new Date(now.getTime() + ahead), now });
          expect(result.ok).toBe(true);
        },
      ),
    );
  });
});

describe("formatWanYuan", () => {
  it("shows fen as 万元", () => {
    expect(formatWanYuan(1_200_000_000)).toBe("1,200 万元");
    expect(formatWanYuan(1_550_000)).toBe("1.55 万元");
  });
});
