import { describe, expect, it } from "vitest";
import { itAnswersEveryEvent, type OutcomeTable, refusedEverywhere, SAME as S } from "../testing/transition-cases.ts";
import { DAY_MS } from "../vip/vip-entitlement.ts";
import { TENDER_STATES, type TenderEvent, type TenderState, transitionTender } from "./tender.ts";

const NOW = Date.UTC(2026, 10, 23, 8);

const events = {
  submit: { type: "submit" },
  approve: { type: "approve" },
  return: { type: "return", reason: "预算未批" },
  closeReg: { type: "close-registration" },
  startBid: { type: "start-bidding" },
  open: { type: "open", now: NOW, deadline: NOW, validBids: 3 },
  openFew: { type: "open", now: NOW, deadline: NOW, validBids: 2 },
  evaluate: { type: "start-evaluation" },
  announce: { type: "announce-candidates", now: NOW, days: 3 },
  rejectAll: { type: "reject-all", reason: "均不满足实质性要求" },
  award: { type: "award", now: NOW + 4 * DAY_MS },
  notify: { type: "notify" },
  refund: { type: "start-refund" },
  complete: { type: "complete" },
  withdraw: { type: "withdraw", reason: "项目取消" },
} satisfies Record<string, TenderEvent>;

const none = refusedEverywhere(events);
const table: OutcomeTable<TenderState, keyof typeof events> = {
  draft: { ...none, submit: "approving", withdraw: "withdrawn" },
  approving: { ...none, submit: S, approve: "registering", return: "draft", withdraw: "withdrawn" },
  registering: { ...none, approve: S, closeReg: "qualifying", withdraw: "withdrawn" },
  qualifying: { ...none, closeReg: S, startBid: "bidding", withdraw: "withdrawn" },
  bidding: { ...none, startBid: S, open: "opened", openFew: "failed", withdraw: "withdrawn" },
  opened: { ...none, open: S, openFew: S, evaluate: "evaluating" },
  evaluating: { ...none, evaluate: S, announce: "publicity", rejectAll: "failed" },
  publicity: { ...none, announce: S, award: "awarded" },
  awarded: { ...none, award: S, notify: "notified" },
  notified: { ...none, notify: S, refund: "refunding" },
  refunding: { ...none, refund: S, complete: "completed" },
  completed: { ...none, complete: S },
  failed: { ...none, open: S, openFew: S },
  withdrawn: { ...none, withdraw: S },
};

describe("transitionTender: every state × every event", () => {
  itAnswersEveryEvent(TENDER_STATES, events, table, "tender", (state, event) => transitionTender({ state, publicityEndsAt: NOW + 3 * DAY_MS }, event));
});

describe("transitionTender: the rules", () => {
  it.each([
    ["returning without a reason", "approving", { type: "return", reason: " " }, "tender.reason-required"],
    ["withdrawing without a reason", "bidding", { type: "withdraw", reason: "" }, "tender.reason-required"],
    ["rejecting every bid without a reason", "evaluating", { type: "reject-all", reason: "" }, "tender.reason-required"],
    ["opening before the deadline", "bidding", { type: "open", now: NOW - 1, deadline: NOW, validBids: 5 }, "tender.deadline-not-reached"],
    ["a publicity shorter than 3 days", "evaluating", { type: "announce-candidates", now: NOW, days: 2 }, "tender.publicity-too-short"],
    ["awarding while the publicity runs", "publicity", { type: "award", now: NOW + 3 * DAY_MS - 1 }, "tender.publicity-running"],
  ] as const)("refuses %s", (_name, state, event, code) => {
    expect(transitionTender({ state, publicityEndsAt: NOW + 3 * DAY_MS }, event as TenderEvent)).toEqual({ ok: false, code });
  });

  it("sets the publicity end from the server time and the days", () => {
    const result = transitionTender({ state: "evaluating", publicityEndsAt: null }, { type: "announce-candidates", now: NOW, days: 5 });
    expect(result).toMatchObject({ ok: true, value: { tender: { state: "publicity", publicityEndsAt: NOW + 5 * DAY_MS } } });
  });

  it("refuses an award when no publicity end is known", () => {
    expect(transitionTender({ state: "publicity", publicityEndsAt: null }, { type: "award", now: NOW })).toEqual({
      ok: false,
      code: "tender.publicity-running",
    });
  });

  it("fails (流标) with fewer than 3 valid bids, opens with 3 or more", () => {
    for (const validBids of [0, 1, 2, 3, 7]) {
      const result = transitionTender({ state: "bidding", publicityEndsAt: null }, { type: "open", now: NOW, deadline: NOW, validBids });
      expect(result).toMatchObject({ ok: true, value: { tender: { state: validBids >= 3 ? "opened" : "failed" } } });
    }
  });
});
