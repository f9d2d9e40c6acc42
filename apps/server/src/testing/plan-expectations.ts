import { expect } from "vitest";
import type { StatementPlan } from "./query-plans.ts";

// What the plan tests expect of the statements a list call sent (query-plans.ts EXPLAINs them).

/** A page read in the list's order from `index`, stopping at its LIMIT: never a sort of every match. */
export function expectOrderedRange(plans: StatementPlan[], index: string) {
  const ranges = plans.flatMap((p) => p.nodes.filter((n) => n.index === index));
  expect(
    ranges.some((n) => n.stoppedByLimit),
    JSON.stringify(ranges),
  ).toBe(true);
}

/**
 * For lists over `tables`: no statement reads one of them whole (every scan of one streams into a
 * LIMIT that stops it), every aggregate counts below a LIMIT (the cap), and `indexes` are among
 * those read.
 */
export function boundedReadsOver(tables: readonly string[]) {
  return (plans: StatementPlan[], indexes: string[]) => {
    expect(plans.length).toBeGreaterThan(0);
    const reads = plans.flatMap((p) => p.nodes.filter((n) => n.relation && tables.includes(n.relation)));
    for (const plan of plans) {
      const unbounded = plan.nodes.filter((n) => n.nodeType === "Seq Scan" && tables.includes(n.relation ?? "") && !n.stoppedByLimit);
      expect(unbounded, plan.sql).toEqual([]);
      if (plan.nodes.some((n) => n.nodeType === "Aggregate"))
        expect(
          plan.nodes.map((n) => n.nodeType),
          plan.sql,
        ).toContain("Limit");
    }
    const used = new Set(reads.map((n) => n.index));
    for (const index of indexes) expect(used, JSON.stringify(reads)).toContain(index);
  };
}
