/**
 * The bid deposit (投标保证金, ../procurement.md): at most 2 % of the estimate; paid online, by
 * 电子保函, or by offline transfer with a voucher the tenderer confirms.
 * States 待缴纳 → 待确认 → 已缴纳 → 退还中 → 已退还 | 不予退还.
 */
import { keysOf } from "../labelled-keys.ts";
import type { Result } from "../result.ts";

/** Statutory cap on the deposit, in percent of the estimate. */
export const DEPOSIT_MAX_PERCENT = 2;

export const DEPOSIT_METHOD_LABELS = {
  online: "在线支付",
  voucher: "线下转账",
  guarantee: "电子保函",
} as const;
export const DEPOSIT_METHODS = keysOf(DEPOSIT_METHOD_LABELS);
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

export const DEPOSIT_STATE_LABELS = {
  unpaid: "待缴纳",
  confirming: "待确认",
  paid: "已缴纳",
  refunding: "退还中",
  refunded: "已退还",
  forfeited: "不予退还",
} as const;
export const DEPOSIT_STATES = keysOf(DEPOSIT_STATE_LABELS);
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** The largest deposit allowed for an estimate (both in fen), rounded down to the fen. */
export function maxDepositFen(estimateFen: number): number {
  return Math.floor((estimateFen * DEPOSIT_MAX_PERCENT) / 100);
}

export type DepositAmountCode = "deposit.over-cap" | "deposit.negative";

/** Why a deposit amount is refused, as people read it (on the form's field and in the server's answer). */
export const DEPOSIT_AMOUNT_TEXTS: Readonly<Record<DepositAmountCode, string>> = {
  "deposit.over-cap": `投标保证金不得超过估算价的${DEPOSIT_MAX_PERCENT}%`,
  "deposit.negative": "投标保证金不能为负",
};

/** Checks a deposit against the estimate: 0 means no deposit (免缴). */
export function checkDepositAmount(depositFen: number, estimateFen: number): Result<number, { readonly code: DepositAmountCode }> {
  if (depositFen < 0) return { ok: false, code: "deposit.negative" };
  if (depositFen > maxDepositFen(estimateFen)) return { ok: false, code: "deposit.over-cap" };
  return { ok: true, value: depositFen };
}

export type DepositEvent =
  | { readonly type: "paid-online" }
  | { readonly type: "submit-proof"; readonly method: Exclude<DepositMethod, "online">; readonly reference: string }
  | { readonly type: "confirm" }
  | { readonly type: "reject-proof"; readonly reason: string }
  | { readonly type: "start-refund" }
  | { readonly type: "refunded" }
  | { readonly type: "forfeit"; readonly reason: string };

export type DepositRefusalCode = "deposit.transition-forbidden" | "deposit.reason-required" | "deposit.reference-required";

export type DepositResult = Result<{ readonly state: DepositState; readonly changed: boolean }, { readonly code: DepositRefusalCode }>;

const refuse = (code: DepositRefusalCode): DepositResult => ({ ok: false, code });
const stay = (state: DepositState): DepositResult => ({ ok: true, value: { state, changed: false } });
const moveTo = (state: DepositState): DepositResult => ({ ok: true, value: { state, changed: true } });

/**
 * The move `from` → `to`. Asked again once made (the payment provider's notice repeated, a second
 * click on 确认), it answers the deposit unchanged instead of refusing, so a retry does no harm.
 */
function moveOnce(state: DepositState, from: DepositState, to: DepositState): DepositResult {
  if (state === to) return stay(state);
  return state === from ? moveTo(to) : refuse("deposit.transition-forbidden");
}

/** Applies one event to a deposit: the next state, or why the event is refused. */
export function transitionDeposit(state: DepositState, event: DepositEvent): DepositResult {
  switch (event.type) {
    case "paid-online":
      return moveOnce(state, "unpaid", "paid");
    case "submit-proof":
      if (state !== "unpaid" && state !== "confirming") return refuse("deposit.transition-forbidden");
      return event.reference.trim() === "" ? refuse("deposit.reference-required") : moveTo("confirming");
    case "confirm":
      return moveOnce(state, "confirming", "paid");
    case "reject-proof":
      if (state !== "confirming") return refuse("deposit.transition-forbidden");
      return event.reason.trim() === "" ? refuse("deposit.reason-required") : moveTo("unpaid");
    case "start-refund":
      return moveOnce(state, "paid", "refunding");
    case "refunded":
      return moveOnce(state, "refunding", "refunded");
    case "forfeit":
      // Withdrawal after the deadline or refusing to sign (../procurement.md).
      if (state !== "paid") return refuse("deposit.transition-forbidden");
      return event.reason.trim() === "" ? refuse("deposit.reason-required") : moveTo("forfeited");
  }
}
