import type { OrderItemKind } from "./order-item-kinds.ts";
import { ORDER_STATE_LABELS, type OrderState } from "./service-order.ts";

/**
 * 对公转账 takes days (the member's company transfers, the platform's finance confirms the receipt):
 * an order paid so stays payable this long from the moment the member chooses it.
 */
export const BANK_TRANSFER_PAY_DAYS = 7;

/**
 * Whether an order may be paid by 对公转账: a tender deposit always (companies pay deposits from
 * their account), any other order from `minFen` up. `minFen` null: the deployment does not offer it.
 */
export function mayPayByBankTransfer(itemKind: OrderItemKind, amountFen: number, minFen: number | null): boolean {
  if (minFen === null) return false;
  return itemKind === "tender_deposit" || amountFen >= minFen;
}

/**
 * The state an unpaid order shows once its buyer chose 对公转账: it waits for the money to arrive
 * and finance to confirm it, not for the member to pay again (待支付 with a pay button misled them).
 */
const ORDER_AWAITING_TRANSFER_LABEL = "待对公转账到账";

/** An order's state as the member center shows it: 待支付 becomes 待对公转账到账 while a transfer is awaited. */
export function orderStateLabel(state: OrderState, awaitingTransfer: boolean): string {
  return state === "pending_payment" && awaitingTransfer ? ORDER_AWAITING_TRANSFER_LABEL : ORDER_STATE_LABELS[state];
}
