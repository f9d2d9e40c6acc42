import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import type { OrderStateListener } from "../order/orderable-kinds.ts";
import { invoices } from "./schema.ts";

/**
 * A refunded order's money is back with the buyer, so its invoice no longer stands: it is marked
 * 已作废 in the same transaction as the refund (an invoice and its order never disagree), and can
 * no longer be downloaded as a valid one.
 */
export async function voidInvoiceOfRefundedOrder(tx: Database, orderId: number): Promise<void> {
  await tx
    .update(invoices)
    .set({ state: "voided" })
    .where(and(eq(invoices.orderId, orderId), ne(invoices.state, "voided")));
}

/** The order module's listener: an order that has become 已退款 voids its invoice. */
export const voidInvoiceOnRefund: OrderStateListener = async (tx, order) => {
  if (order.state === "refunded") await voidInvoiceOfRefundedOrder(tx, order.id);
};
