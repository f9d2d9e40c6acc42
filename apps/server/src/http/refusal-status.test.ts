import { REFUSAL_KIND_VALUES } from "@cidp/domain";
import { describe, expect, it } from "vitest";
import { REFUSAL_STATUS } from "./refusal-status.ts";

describe("REFUSAL_STATUS", () => {
  it.each([
    ["invalid", 400],
    ["state", 400],
    ["permission", 403],
    ["certification", 403],
    ["sealed", 403],
    ["not_found", 404],
    ["limit", 400],
    ["conflict", 409],
  ] as const)("answers a %s refusal with %i", (kind, status) => {
    expect(REFUSAL_STATUS[kind]).toBe(status);
  });

  it("answers every kind with a client error, never a fault", () => {
    for (const kind of REFUSAL_KIND_VALUES) expect(REFUSAL_STATUS[kind]).toBeGreaterThanOrEqual(400);
    for (const kind of REFUSAL_KIND_VALUES) expect(REFUSAL_STATUS[kind]).toBeLessThan(500);
  });
});
