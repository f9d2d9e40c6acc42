// The finding "the slider captcha falls to a script", replayed: the outline solver of the review
// against the running captcha. Not timed; pass rates with margins for chance.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { passRate } from "./solver-run.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ memory: true }, { rateLimit: false });
});
afterAll(() => t?.close());

describe("the outline solver of the review", () => {
  it("passes at most 1 in 10 of a campaign from one address (decoy holes, then escalation)", async () => {
    // 100 tries: a streak of lucky guesses before the fifth failure cannot lift a long campaign over 1 in 10.
    expect(await passRate(t.app, "outline-solver", 100, "one-address")).toBeLessThanOrEqual(0.1);
  });

  it("no longer finds the hole for sure even from fresh addresses (4 decoys: about 1 in 5)", async () => {
    expect(await passRate(t.app, "outline-solver", 30, "fresh")).toBeLessThanOrEqual(0.45);
  });

  it("while a person's eased drag and a keyboard run still pass", async () => {
    expect(await passRate(t.app, "human-drag", 10, "fresh")).toBe(1);
    expect(await passRate(t.app, "human-keyboard", 3, "fresh")).toBe(1);
  });
});
