import { invoiceCalls, invoiceDownloads } from "@cidp/api-client/contract";
import { INVOICE_KIND_LABELS, type InvoiceFields, type InvoiceKind, invoiceRefusal, type OrderItemKind, validateInvoiceFields } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { downloadRoute, sendFile } from "../../http/download-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { noticeToMember } from "../notice/business-notices.ts";
import type { OrderRow } from "../order/order-events.ts";
import { createOrderRepository } from "../order/order-repository.ts";
import { orderableKinds } from "../order/orderable-kinds.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { createInvoiceRepository, type InvoiceRow } from "./invoice-repository.ts";
import type { InvoiceStore } from "./invoice-store.ts";
import { invoiceView, sellerIssues } from "./invoice-view.ts";

export interface InvoiceRoutesOptions {
  db: Database;
  store: InvoiceStore;
  now?: () => Date;
}

const messages = {
  orderMissing: "订单不存在",
  invoiceMissing: "发票不存在",
  invoiceVoided: "订单已退款，发票已作废，不能再下载",
  business: "请先选择企业",
  issueFailed: "发票已申请，暂时无法开具，请稍后再次提交",
} as const;

/**
 * 发票 of the member's orders. Of what the platform sells (its service packages and VIP) it is the
 * issuer, so it issues at once: the request is stored 申请中, the PDF is made and put in the object
 * store, and the invoice becomes 已开具 in the same call. A failure on the way leaves it 申请中 and
 * the next request of the order finishes it. A company's item (a shop's service) is invoiced by
 * that company: the request stays 申请中, the seller is told, and issues it from 已售服务.
 */
export async function invoiceRoutes(app: FastifyInstance, { db, store, now = () => new Date() }: InvoiceRoutesOptions) {
  const orders = createOrderRepository(db);
  const invoices = createInvoiceRepository(db);

  /** The caller's own order for the business they act for (as the order calls decide); anyone else's is "not found". */
  async function ownOrder(request: FastifyRequest, orderNo: string): Promise<OrderRow> {
    const auth = authOf(request);
    if (!auth.business) throw refuse("permission", messages.business);
    const row = await orders.ofBuyer(orderNo, { memberId: auth.member.id, businessId: auth.business.businessId });
    if (!row) throw refuse("not_found", messages.orderMissing);
    return row;
  }

  /** Makes the PDF of a requested invoice, stores it and marks it issued. */
  async function issue(row: InvoiceRow, order: OrderRow): Promise<InvoiceRow> {
    const at = now();
    const objectKey = `invoices/${row.businessId}/${row.invoiceNo}.pdf`;
    try {
      const pdf = await renderInvoicePdf({
        ...row,
        kind: row.kind as InvoiceKind,
        orderNo: order.orderNo,
        itemTitle: order.title,
        issueTime: formatDateTime(at).slice(0, 10),
      });
      await store.put(objectKey, pdf);
    } catch (error) {
      // The request stays 申请中: asking again finishes it (the member reads the services' "busy" message).
      app.log.error({ err: error, invoiceNo: row.invoiceNo }, "invoice could not be issued");
      throw new HttpError(503, messages.issueFailed);
    }
    return (await invoices.markIssued(row.id, objectKey, at)) ?? row;
  }

  contractRoute(app, invoiceCalls.ofOrder, async (request) => {
    const order = await ownOrder(request, request.query.orderNo);
    const [invoice, businessName] = await Promise.all([invoices.ofOrder(order.id), invoices.businessName(order.buyerBusinessId)]);
    return ok({
      invoice: invoice ? invoiceView(invoice, order) : null,
      refusal: invoice ? null : invoiceRefusal(order.state, false),
      suggestedTitle: businessName ?? "",
    });
  });

  contractRoute(app, invoiceCalls.request, async (request) => {
    const auth = authOf(request);
    const { orderNo, ...fields } = request.body;
    const order = await ownOrder(request, orderNo);
    const existing = await invoices.ofOrder(order.id);
    // A request left 申请中 by a failed issue is finished, not refused as a second one; a seller's waits for the seller.
    if (existing?.state === "requested") return ok(invoiceView(sellerIssues(order) ? existing : await issue(existing, order), order));
    const refusal = invoiceRefusal(order.state, existing !== undefined);
    if (refusal) throw refuse(existing ? "conflict" : "state", refusal);
    const checked = validateInvoiceFields(fields);
    if (!checked.ok) throw refuse("invalid", checked.message);
    const valid = checked.value;
    if (sellerIssues(order)) return ok(invoiceView(await requestOfSeller(order, auth.member.id, valid), order));
    const row = await invoices.request(requestValues(order, auth.member.id, valid));
    // Two requests at once: the order's unique invoice lets one in; the other is told it exists.
    if (!row) throw refuse("conflict", invoiceRefusal(order.state, true) ?? "");
    return ok(invoiceView(await issue(row, order), order));
  });

  /** A request the selling company issues: stored 申请中 with the seller's notice, in one transaction. */
  async function requestOfSeller(order: OrderRow, requestedBy: number, valid: InvoiceFields): Promise<InvoiceRow> {
    const seller = await orderableKinds[order.itemKind as OrderItemKind]?.seller?.(db, order);
    const row = await db.transaction(async (tx) => {
      const stored = await createInvoiceRepository(tx).request(requestValues(order, requestedBy, valid));
      if (stored && seller?.contact)
        await noticeToMember(tx, seller.contact.memberId, {
          title: "买家申请开具发票",
          content: `订单 ${order.orderNo}（${order.title}）的买家申请开具${INVOICE_KIND_LABELS[valid.kind]}，抬头：${valid.title}。`,
          jumpUrl: `/user/service-selled-list/detail?id=${order.orderNo}`,
          businessId: seller.businessId,
        });
      return stored;
    });
    if (!row) throw refuse("conflict", invoiceRefusal(order.state, true) ?? "");
    return row;
  }

  /** The stored request of an order's invoice, from the checked fields. */
  function requestValues(order: OrderRow, requestedBy: number, valid: InvoiceFields) {
    return {
      orderId: order.id,
      businessId: order.buyerBusinessId,
      requestedBy,
      invoiceNo: `INV${order.orderNo}`,
      kind: valid.kind,
      title: valid.title,
      taxNo: valid.taxNo,
      bankName: valid.bankName ?? "",
      bankAccount: valid.bankAccount ?? "",
      address: valid.address ?? "",
      phone: valid.phone ?? "",
      amountFen: order.paidFen,
      requestedAt: now(),
    };
  }

  // A download, not an envelope call: the PDF's bytes for a browser's link, keeping real statuses.
  downloadRoute(app, invoiceDownloads.pdf, async (request, reply, { orderNo }) => {
    const order = await ownOrder(request, orderNo);
    const invoice = await invoices.ofOrder(order.id);
    if (invoice?.state === "voided") throw refuse("conflict", messages.invoiceVoided);
    if (invoice?.state !== "issued" || !invoice.objectKey) throw refuse("not_found", messages.invoiceMissing);
    const pdf = await store.get(invoice.objectKey);
    if (!pdf) throw refuse("not_found", messages.invoiceMissing);
    return sendFile(reply, { type: "application/pdf", name: `发票-${invoice.invoiceNo}.pdf`, asciiName: `${invoice.invoiceNo}.pdf`, body: Buffer.from(pdf) });
  });
}
