// The finding "the slider captcha falls to a script", replayed: the review's outline solver and
// careful variants against the running captcha, the human paths beside them. Not timed; pass
// rates over enough tries that chance cannot decide (see the README for the bench's figures).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { Captcha } from "./captcha.constants.ts";
import { drawCaptcha } from "./captcha-image.ts";
import { holeRow } from "./decoy-positions.ts";
import { locateHole } from "./outline-solver.ts";
import { passRate } from "./solver-run.ts";

// Each case on a service of its own: no case inherits another's failures (or pressure).
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ memory: true }, { rateLimit: false });
});
afterEach(() => t?.close());

describe("the outline solver of the review", () => {
  it("passes at most 1 in 10 with its made-up drag, even from a fresh address every try", async () => {
    expect((await passRate(t.app, "review-solver", 30, "fresh")).rate).toBeLessThanOrEqual(0.1);
  });

  it("finds the hole in about 1 puzzle in 5 (five holes of its outline on the row)", () => {
    let hits = 0;
    for (let i = 0; i < 100; i++) {
      const { answer, decoys } = holeRow();
      if (Math.abs(locateHole({ ...drawCaptcha(answer, 40, decoys), pieceY: 40 }) - answer) <= Captcha.tolerance) hits += 1;
    }
    // 1 in 5 expected; 35 of 100 is out of reach by chance (p < 0.001), and so is the old one-hole 100 %.
    expect(hits).toBeLessThanOrEqual(35);
  });

  it("passes at most 1 in 10 of a 200-try campaign from fresh addresses, even with a human-like drag (two rounds under pressure)", async () => {
    // The first tries meet single puzzles (about 1 in 5), then the failures raise the pressure
    // and every challenge has two rounds (1 in 25): about 1 in 18 overall; over 1 in 10 by
    // chance about 3 times in 1000.
    expect((await passRate(t.app, "outline-solver", 200, "fresh")).rate).toBeLessThanOrEqual(0.1);
  }, 60_000);

  it("passes at most 1 in 10 of a campaign from one address (escalation, then blocked)", async () => {
    expect((await passRate(t.app, "outline-solver", 60, "one-address")).rate).toBeLessThanOrEqual(0.1);
  });
});

describe("people", () => {
  it("pass with a pointer drag and with the keyboard, in one round on a calm service", async () => {
    expect(await passRate(t.app, "human-drag", 20, "fresh")).toEqual({ rate: 1, multiRound: 0 });
    expect(await passRate(t.app, "human-keyboard", 3, "fresh")).toEqual({ rate: 1, multiRound: 0 });
  }, 60_000);

  it("still pass during a campaign, in two rounds", async () => {
    const campaign = { strategy: "review-solver", perTry: 2 } as const;
    await passRate(t.app, "review-solver", 12, "fresh");
    const drag = await passRate(t.app, "human-drag", 10, "fresh", campaign);
    expect(drag.rate).toBe(1);
    expect(drag.multiRound).toBe(1);
    expect(await passRate(t.app, "human-keyboard", 2, "fresh", campaign)).toEqual({ rate: 1, multiRound: 1 });
  }, 60_000);
});
