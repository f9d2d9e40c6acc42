import { describe, expect, it } from "vitest";
import { admits } from "./define-call.ts";

describe("admits", () => {
  it.each([
    { held: [], requirement: undefined, admitted: true },
    { held: [], requirement: "order_pay", admitted: false },
    { held: ["order_pay"], requirement: "order_pay", admitted: true },
    { held: ["user_view"], requirement: "order_pay", admitted: false },
    { held: ["inquiry_award"], requirement: ["inquiry_create", "inquiry_award"], admitted: true },
    { held: ["inquiry_create"], requirement: ["inquiry_create", "inquiry_award"], admitted: true },
    { held: ["quote_submit"], requirement: ["inquiry_create", "inquiry_award"], admitted: false },
  ] as const)("$held admits $requirement: $admitted", ({ held, requirement, admitted }) => {
    expect(admits(held, requirement)).toBe(admitted);
  });
});
