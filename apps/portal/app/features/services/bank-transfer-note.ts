import { formatFen, mayPayByBankTransfer, type OrderItemKind } from "@cidp/domain";
import { serviceTexts as texts } from "./services-texts.ts";

/**
 * What the checkout says beside 对公转账 for a purchase of `itemKind` at one of `amountsFen` (a page
 * offering several plans gives each price), or null where it may not be used: the services' own rule
 * (`mayPayByBankTransfer`: a tender deposit always, else from the platform's limit up), which the pay call checks again.
 */
export function bankTransferNote(bankTransferFromFen: number | null, itemKind: OrderItemKind, amountsFen: readonly number[]): string | null {
  if (!amountsFen.some((amountFen) => mayPayByBankTransfer(itemKind, amountFen, bankTransferFromFen))) return null;
  return itemKind === "tender_deposit" || bankTransferFromFen === null ? texts.bankTransferHint : texts.bankTransferFrom(formatFen(bankTransferFromFen));
}
