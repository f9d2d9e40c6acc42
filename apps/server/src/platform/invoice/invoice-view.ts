import { INVOICE_KIND_LABELS, INVOICE_STATE_LABELS, type InvoiceKind, type InvoiceState } from "@cidp/domain";
import { formatDateTime } from "../../http/format.ts";
import type { OrderRow } from "../order/order-events.ts";
import type { InvoiceRow } from "./invoice-repository.ts";

/** Whether the order's seller issues its invoice (a company's item) rather than the platform. */
export const sellerIssues = (order: Pick<OrderRow, "sellerBusinessId">) => order.sellerBusinessId !== null;

/**
 * An invoice as the buyer's order page and the seller's 已售服务 show it: the buyer's details, its
 * state, and who issues it. A seller's invoice is known by the number the seller gave it (none until
 * issued) and has no file here; the platform's has its number and, once issued, its PDF.
 */
export function invoiceView(row: InvoiceRow, order: Pick<OrderRow, "orderNo" | "sellerBusinessId">) {
  const bySeller = sellerIssues(order);
  return {
    invoiceNo: bySeller ? (row.sellerInvoiceNo ?? "") : row.invoiceNo,
    orderNo: order.orderNo,
    kind: row.kind as InvoiceKind,
    kindLabel: INVOICE_KIND_LABELS[row.kind as InvoiceKind],
    title: row.title,
    taxNo: row.taxNo,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    address: row.address,
    phone: row.phone,
    amountFen: row.amountFen,
    state: row.state as InvoiceState,
    stateLabel: INVOICE_STATE_LABELS[row.state as InvoiceState],
    requestTime: formatDateTime(row.requestedAt),
    issueTime: row.issuedAt ? formatDateTime(row.issuedAt) : null,
    issuer: bySeller ? ("seller" as const) : ("platform" as const),
    downloadable: !bySeller && row.state === "issued" && row.objectKey !== null,
  };
}
