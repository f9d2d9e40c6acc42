import type { OrderItemKind } from "./order-item-kinds.ts";

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
