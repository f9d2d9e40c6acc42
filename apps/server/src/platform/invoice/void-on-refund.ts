import type { OrderStateListener } from "../order/orderable-kinds.ts";
import { createInvoiceRepository } from "./invoice-repository.ts";

/**
 * The order module's listener: an order that has become 已退款 has its money back with the buyer,
 * so its invoice no longer stands. It is marked 已作废 in the same transaction as the refund (an
 * invoice and its order never disagree), and can no longer be downloaded as a valid one.
 */
export const voidInvoiceOnRefund: OrderStateListener = async (tx, order) => {
  if (order.state === "refunded") await createInvoiceRepository(tx).voidOfOrder(order.id);
};
