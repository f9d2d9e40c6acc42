import { INVOICE_KINDS } from "@cidp/domain";
import { z } from "zod";
import { changeCall, readCall } from "./call-kinds.ts";
import { dateTimeSchema } from "./common.contract.ts";
import { defineDownload } from "./define-call.ts";

// 发票: a member asks for the invoice of a paid order of their business; the platform issues it at
// once (a PDF in the object store). Designed paths.
const base = "/api/cidp-pay/ecomm/invoice";

/**
 * Not a call: the invoice PDF of an order (`?orderNo=`), bytes rather than the envelope, for the
 * buyer's own session only (the portal's /api proxy adds it); anyone else gets 404.
 */
export const invoicePaths = { pdf: `${base}/pdf` } as const;

const orderNoSchema = z.string({ error: "缺少订单号" }).regex(/^\d{8}[0-9A-Z]{8}$/, "订单号格式不正确");

/** The invoice PDF as a download, for the member who paid the order (see invoicePaths). */
export const invoiceDownloads = {
  pdf: defineDownload({
    method: "GET",
    path: invoicePaths.pdf,
    summary: "发票（PDF）",
    auth: "business",
    permission: "order_pay",
    tag: "order",
    query: z.object({ orderNo: orderNoSchema }),
    contentType: "application/pdf",
  }),
};
const text = (message: string, max: number) => z.string({ error: message }).trim().max(max, message);

/** An invoice of an order, as the buyer and (for a shop's service) the seller see it. */
export const invoiceSchema = z.object({
  invoiceNo: z.string(),
  orderNo: z.string(),
  kind: z.enum(INVOICE_KINDS),
  kindLabel: z.string(),
  title: z.string(),
  taxNo: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  address: z.string(),
  phone: z.string(),
  amountFen: z.number().int(),
  state: z.enum(["requested", "issued", "voided"]),
  stateLabel: z.string(),
  requestTime: dateTimeSchema,
  issueTime: dateTimeSchema.nullable(),
  /** Who issues it: the platform (its own items, at once) or the selling company (a shop's service, on request). */
  issuer: z.enum(["platform", "seller"]),
  /** Whether its PDF can be downloaded here (the platform's); a seller's invoice reaches the buyer from the seller. */
  downloadable: z.boolean(),
});

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const orderPayAccess = { auth: "business", permission: "order_pay", designed: true, tag: "order" } as const;

export const invoiceCalls = {
  ofOrder: readCall(orderPayAccess, {
    path: `${base}/order`,
    summary: "订单的发票（已申请的发票，或不能申请的原因）",
    query: z.object({ orderNo: orderNoSchema }),
    data: z.object({
      invoice: invoiceSchema.nullable(),
      /** Why the order cannot be invoiced now; null when it can. */
      refusal: z.string().nullable(),
      /** The business's name, offered as the title. */
      suggestedTitle: z.string(),
    }),
    errors: [400, 404],
  }),
  request: changeCall(orderPayAccess, {
    path: `${base}/request`,
    summary: "申请开具发票（普通或专用）",
    body: z.object({
      orderNo: orderNoSchema,
      kind: z.enum(INVOICE_KINDS, { error: "请选择发票类型" }),
      title: text("请填写发票抬头（不超过100个字）", 100),
      taxNo: text("请填写纳税人识别号", 30),
      bankName: text("开户银行不超过60个字", 60).optional(),
      bankAccount: text("银行账号不超过40位", 40).optional(),
      address: text("注册地址不超过120个字", 120).optional(),
      phone: text("注册电话不超过20位", 20).optional(),
    }),
    data: invoiceSchema,
    errors: [400, 403, 404, 409, 503],
  }),
};
