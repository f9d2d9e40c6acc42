import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decide, delayAfter, type FailureCount, type FailureState, memberLoginRule as rule, type ThrottleDecision } from "./failure-rule.ts";

const now = new Date("2026-03-02T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const count = (failures: number, msAgo = 0): FailureCount => ({ failures, lastFailureAt: ago(msAgo) });

describe("delayAfter (member log-in: from the 5th failure of a source on a phone)", () => {
  it.each([
    [4, 0],
    [5, 1_000],
    [6, 2_000],
    [7, 4_000],
    [8, 8_000],
    [9, 16_000],
    [10, 32_000],
    [11, 60_000],
    [50, 60_000],
    [10_000, 60_000],
  ])("%i failures: wait %i ms after the last", (failures, ms) => {
    expect(delayAfter(rule, failures, rule.pair.delayFrom)).toBe(ms);
  });
});

describe("decide", () => {
  it.each<[string, FailureState, ThrottleDecision]>([
    ["no failures anywhere", {}, { kind: "try", captcha: false }],
    ["2 failures of this source on the phone", { pair: count(2), source: count(2), account: count(2) }, { kind: "try", captcha: false }],
    ["3 failures of this source on the phone: the slider", { pair: count(3), source: count(3), account: count(3) }, { kind: "try", captcha: true }],
    ["5 of this source, just now: wait 1 s", { pair: count(5), source: count(5), account: count(5) }, { kind: "wait", waitMs: 1_000, captcha: true }],
    ["5 of this source, 1 s ago: try again", { pair: count(5, 1_000), source: count(5, 1_000), account: count(5, 1_000) }, { kind: "try", captcha: true }],
    [
      "7 of this source, 1 s ago: 3 s more",
      { pair: count(7, 1_000), source: count(7, 1_000), account: count(7, 1_000) },
      { kind: "wait", waitMs: 3_000, captcha: true },
    ],
    ["40 of this source just now: at most 60 s", { pair: count(40), source: count(40), account: count(40) }, { kind: "wait", waitMs: 60_000, captcha: true }],
    ["a campaign: 4 on the phone from elsewhere, none here", { account: count(4) }, { kind: "try", captcha: false }],
    ["a campaign: 5 on the phone from elsewhere, none here: the slider, no wait", { account: count(5) }, { kind: "try", captcha: true }],
    ["a campaign: 10,000 on the phone from elsewhere, just now: still no wait", { account: count(10_000) }, { kind: "try", captcha: true }],
    ["a sprayer: 10 failures of this source over other phones: the slider", { source: count(10), account: count(0) }, { kind: "try", captcha: true }],
    ["a sprayer: 21 failures of this source over other phones: wait 2 s", { source: count(21) }, { kind: "wait", waitMs: 2_000, captcha: true }],
    [
      "counts forgotten after 15 quiet minutes",
      { pair: count(40, 15 * 60_000), source: count(40, 15 * 60_000), account: count(40, 15 * 60_000) },
      { kind: "try", captcha: false },
    ],
  ])("%s", (_name, state, decision) => {
    expect(decide(rule, state, now)).toEqual(decision);
  });
});

const someCount = fc
  .record({ failures: fc.integer({ min: 0, max: 5_000 }), msAgo: fc.integer({ min: 0, max: 30 * 60_000 }) })
  .map(({ failures, msAgo }) => count(failures, msAgo));

describe("properties", () => {
  it("a source with no failures of its own (the owner's device) never waits, whatever the phone's history from other sources", () => {
    fc.assert(
      fc.property(fc.option(someCount, { nil: undefined }), (account) => {
        const decision = decide(rule, { account }, now);
        // It may be asked for the slider (the phone is under step-up), never to wait.
        return (
          decision.kind === "try" &&
          decision.captcha ===
            (account !== undefined && account.failures >= rule.account.captchaFrom && now.getTime() - account.lastFailureAt.getTime() < rule.forgetAfterMs)
        );
      }),
    );
  });

  it("replaying a history of failures from many sources: the owner's fresh source with the right password and the slider always gets in", () => {
    // A history: each failure from one of a few sources at growing times; each source's attempt
    // is only counted when it was let in (a refused wait counts nothing), as the guard does.
    const history = fc.array(fc.record({ source: fc.integer({ min: 0, max: 5 }), afterMs: fc.integer({ min: 0, max: 90_000 }) }), { maxLength: 80 });
    fc.assert(
      fc.property(history, fc.integer({ min: 0, max: 120_000 }), (events, laterMs) => {
        let at = 0;
        const pairs = new Map<number, { failures: number; last: number }>();
        let account: { failures: number; last: number } | undefined;
        const asCount = (c: { failures: number; last: number } | undefined, t: number) =>
          c && t - c.last < rule.forgetAfterMs ? { failures: c.failures, lastFailureAt: new Date(c.last) } : undefined;
        for (const event of events) {
          at += event.afterMs;
          const clock = new Date(at);
          const pair = pairs.get(event.source);
          // One phone: a source's pair and source counts are the same here.
          const decision = decide(rule, { pair: asCount(pair, at), source: asCount(pair, at), account: asCount(account, at) }, clock);
          if (decision.kind === "wait") continue;
          const live = asCount(pair, at)?.failures ?? 0;
          pairs.set(event.source, { failures: live + 1, last: at });
          account = { failures: (asCount(account, at)?.failures ?? 0) + 1, last: at };
        }
        const t = at + laterMs;
        const owner = decide(rule, { account: asCount(account, t) }, new Date(t));
        return owner.kind === "try";
      }),
    );
  });

  it("waits never exceed 60 s, and grow with every further failure until they reach it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100 }), (failures, from) => {
        const here = delayAfter(rule, failures, from);
        const next = delayAfter(rule, failures + 1, from);
        if (here > rule.maxDelayMs || next < here) return false;
        // Below the cap, each failure past the threshold at least doubles the wait.
        return failures < from || here === rule.maxDelayMs || next >= Math.min(rule.maxDelayMs, 2 * here);
      }),
    );
  });

  it("the wait a decision asks for is never more than 60 s, and time only shortens it", () => {
    const state = fc.record({
      pair: fc.option(someCount, { nil: undefined }),
      source: fc.option(someCount, { nil: undefined }),
      account: fc.option(someCount, { nil: undefined }),
    });
    fc.assert(
      fc.property(state, fc.integer({ min: 0, max: 120_000 }), (s, laterMs) => {
        const first = decide(rule, s, now);
        const later = decide(rule, s, new Date(now.getTime() + laterMs));
        const wait = (d: ThrottleDecision) => (d.kind === "wait" ? d.waitMs : 0);
        return wait(first) <= rule.maxDelayMs && wait(later) <= Math.max(0, wait(first) - laterMs);
      }),
    );
  });
});
