import { describe, expect, it } from "vitest";
import { itAnswersEveryEvent, type OutcomeTable, refusedEverywhere, SAME as S } from "../testing/transition-cases.ts";
import { BIDDER_STATES, type BidderEvent, type BidderState, transitionBidder } from "./bidder.ts";

const NOW = Date.UTC(2026, 10, 23, 8);
const open = { now: NOW, deadline: NOW + 1 };

const events = {
  register: { type: "register" },
  approveDeposit: { type: "approve", depositRequired: true },
  approveFree: { type: "approve", depositRequired: false },
  reject: { type: "reject", reason: "资质等级不符" },
  paid: { type: "deposit-paid" },
  bid: { type: "submit-bid", ...open },
  withdraw: { type: "withdraw-bid", ...open },
  open: { type: "open" },
  invalidate: { type: "invalidate", reason: "未确认收到实质性澄清" },
  shortlist: { type: "shortlist" },
  win: { type: "award", won: true },
  lose: { type: "award", won: false },
  refund: { type: "refund" },
} satisfies Record<string, BidderEvent>;

const none = refusedEverywhere(events);
// With a deposit held (so refunds and withdrawals have somewhere to go).
const table: OutcomeTable<BidderState, keyof typeof events> = {
  eligible: { ...none, register: "registered" },
  registered: { ...none, register: S, approveDeposit: "awaiting_deposit", approveFree: "approved", reject: "rejected" },
  approved: { ...none, bid: "bid" },
  rejected: { ...none, register: "registered" },
  awaiting_deposit: { ...none, paid: "deposited" },
  deposited: { ...none, paid: S, bid: "bid", refund: "refunded" },
  bid: { ...none, bid: "bid", withdraw: "deposited", open: "opened", invalidate: "invalid", refund: "refunded" },
  invalid: { ...none, invalidate: S, refund: "refunded" },
  opened: { ...none, open: S, shortlist: "candidate", lose: "lost", refund: "refunded" },
  candidate: { ...none, shortlist: S, win: "won", lose: "lost" },
  won: { ...none, win: S, refund: "refunded" },
  lost: { ...none, lose: S, refund: "refunded" },
  refunded: { ...none, refund: S },
};

describe("transitionBidder: every state × every event", () => {
  itAnswersEveryEvent(BIDDER_STATES, events, table, "bidder", (state, event) => transitionBidder({ state, version: 1, depositHeld: true }, event));
});

describe("transitionBidder: the rules", () => {
  it.each([
    ["a bid after the deadline", "deposited", { type: "submit-bid", now: NOW, deadline: NOW }, "bid.deadline-passed"],
    ["a bid without the deposit", "awaiting_deposit", events.bid, "bid.deposit-missing"],
    ["a bid from an unapproved registration", "registered", events.bid, "bid.registration-not-approved"],
    ["a bid from a rejected registration", "rejected", events.bid, "bid.registration-not-approved"],
    ["a bid without registering", "eligible", events.bid, "bid.registration-not-approved"],
    ["a bid after the opening", "opened", events.bid, "bidder.transition-forbidden"],
    ["withdrawing after the deadline", "bid", { type: "withdraw-bid", now: NOW, deadline: NOW }, "bid.deadline-passed"],
    ["rejecting without a reason", "registered", { type: "reject", reason: "  " }, "bidder.reason-required"],
    ["invalidating a bid without a reason", "bid", { type: "invalidate", reason: " " }, "bidder.reason-required"],
    ["opening an invalid bid", "invalid", events.open, "bidder.transition-forbidden"],
  ] as const)("refuses %s", (_name, state, event, code) => {
    expect(transitionBidder({ state, version: 0, depositHeld: true }, event as BidderEvent)).toEqual({ ok: false, code });
  });

  it("numbers each bid version; the latest counts", () => {
    let bidder = { state: "deposited" as BidderState, version: 0, depositHeld: true };
    for (let i = 1; i <= 3; i++) {
      const result = transitionBidder(bidder, events.bid);
      if (!result.ok) throw new Error(result.code);
      bidder = { ...result.value.bidder };
      expect(bidder.version).toBe(i);
    }
  });

  it("marks the deposit held when paid and released when refunded", () => {
    const paid = transitionBidder({ state: "awaiting_deposit", version: 0, depositHeld: false }, events.paid);
    expect(paid).toMatchObject({ ok: true, value: { bidder: { depositHeld: true } } });
    const refunded = transitionBidder({ state: "lost", version: 1, depositHeld: true }, events.refund);
    expect(refunded).toMatchObject({ ok: true, value: { bidder: { state: "refunded", depositHeld: false } } });
  });

  it("without a deposit (免缴): a withdrawn bid goes back to 审核通过 and nothing is refunded", () => {
    expect(transitionBidder({ state: "bid", version: 1, depositHeld: false }, events.withdraw)).toMatchObject({
      ok: true,
      value: { bidder: { state: "approved" } },
    });
    expect(transitionBidder({ state: "lost", version: 1, depositHeld: false }, events.refund)).toEqual({ ok: false, code: "bidder.no-deposit" });
  });
});
