import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itAnswersEveryEvent, type OutcomeTable, refusedEverywhere, SAME as S } from "../testing/transition-cases.ts";
import { checkDepositAmount, DEPOSIT_AMOUNT_TEXTS, DEPOSIT_STATES, type DepositEvent, type DepositState, maxDepositFen, transitionDeposit } from "./deposit.ts";

const events = {
  online: { type: "paid-online" },
  voucher: { type: "submit-proof", method: "voucher", reference: "回单 20261123-001" },
  guarantee: { type: "submit-proof", method: "guarantee", reference: "BH2026112300018" },
  confirm: { type: "confirm" },
  rejectProof: { type: "reject-proof", reason: "回单金额不符" },
  startRefund: { type: "start-refund" },
  refunded: { type: "refunded" },
  forfeit: { type: "forfeit", reason: "中标后拒绝签约" },
} satisfies Record<string, DepositEvent>;

const none = refusedEverywhere(events);
const table: OutcomeTable<DepositState, keyof typeof events> = {
  unpaid: { ...none, online: "paid", voucher: "confirming", guarantee: "confirming" },
  confirming: { ...none, voucher: "confirming", guarantee: "confirming", confirm: "paid", rejectProof: "unpaid" },
  paid: { ...none, online: S, confirm: S, startRefund: "refunding", forfeit: "forfeited" },
  refunding: { ...none, startRefund: S, refunded: "refunded" },
  refunded: { ...none, refunded: S },
  forfeited: { ...none },
};

describe("transitionDeposit: every state × every event", () => {
  itAnswersEveryEvent(DEPOSIT_STATES, events, table, null, transitionDeposit);
});

describe("deposit rules", () => {
  it.each([
    ["a proof without its reference", "unpaid", { type: "submit-proof", method: "voucher", reference: " " }, "deposit.reference-required"],
    ["rejecting a proof without a reason", "confirming", { type: "reject-proof", reason: "" }, "deposit.reason-required"],
    ["forfeiting without a reason", "paid", { type: "forfeit", reason: "" }, "deposit.reason-required"],
  ] as const)("refuses %s", (_name, state, event, code) => {
    expect(transitionDeposit(state, event as DepositEvent)).toEqual({ ok: false, code });
  });

  it("caps the deposit at 2 % of the estimate", () => {
    expect(maxDepositFen(1_000_000_00)).toBe(2_000_000);
    expect(checkDepositAmount(2_000_000, 1_000_000_00)).toEqual({ ok: true, value: 2_000_000 });
    expect(checkDepositAmount(2_000_001, 1_000_000_00)).toEqual({ ok: false, code: "deposit.over-cap" });
    expect(checkDepositAmount(-1, 1_000_000_00)).toEqual({ ok: false, code: "deposit.negative" });
    expect(checkDepositAmount(0, 0)).toEqual({ ok: true, value: 0 });
  });

  it.each([
    ["deposit.over-cap", "投标保证金不得超过估算价的2%"],
    ["deposit.negative", "投标保证金不能为负"],
  ] as const)("words the refusal %s", (code, text) => {
    expect(DEPOSIT_AMOUNT_TEXTS[code]).toBe(text);
  });

  it("accepts exactly the amounts within 2 %", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e13 }), fc.nat({ max: 1e12 }), (estimate, deposit) => {
        expect(checkDepositAmount(deposit, estimate).ok).toBe(deposit * 100 <= estimate * 2);
      }),
    );
  });
});
