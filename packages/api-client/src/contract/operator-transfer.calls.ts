import { z } from "zod";
import { dateTimeSchema } from "./common.contract.ts";
import { defineCall } from "./define-call.ts";
import { staffAccess, staffRead, staffStep } from "./staff-access.ts";

// 对公转账: transfers of members' companies to the platform's collection account, which finance
// confirms in the back office (apps/operator `/transfers`) with the bank's receipt — the payment is
// then settled as a provider's notification settles it — and the refunds of such payments, which
// finance makes by transfer and marks done. Staff calls like operatorCalls (auth "operator"),
// spread into them in operator.calls.ts.
const base = "/api/cidp-operator/bank-transfers";

/** The largest 回单 finance may attach (a scan or the bank's PDF). */
export const TRANSFER_RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** A 回单: an image (JPG, PNG, WEBP) or a PDF, its bytes as base64 (the back office's server forwards what finance chose). */
const receiptSchema = z.object(
  {
    fileName: z.string().trim().min(1).max(200),
    data: z
      .string({ error: "请上传银行回单" })
      .min(1, "请上传银行回单")
      .max(Math.ceil((TRANSFER_RECEIPT_MAX_BYTES * 4) / 3) + 4, "银行回单不能超过5MB"),
  },
  { error: "请上传银行回单" },
);

const bankSerialSchema = z
  .string({ error: "请填写银行流水号" })
  .trim()
  .min(1, "请填写银行流水号")
  .max(64, "银行流水号不能超过64个字符")
  .regex(/^[0-9A-Za-z-]+$/, "银行流水号只能包含数字、字母和短横线");

/** An amount in yuan as finance types it: digits with at most two decimals. */
export const yuanAmountSchema = z
  .string({ error: "请填写到账金额" })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, "金额格式不正确（元，最多两位小数）");

/** What finance confirms of a transfer that arrived. */
export const transferConfirmSchema = z.object({
  bankSerial: bankSerialSchema,
  /** As received, in yuan: it must be the payment's amount. */
  amountYuan: yuanAmountSchema,
  /** The day the bank credited it (YYYY-MM-DD). */
  receivedOn: z
    .string({ error: "请填写到账日期" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "到账日期格式应为 年-月-日"),
  receipt: receiptSchema,
});

/** What finance records of a refund made by transfer. */
export const transferRefundDoneSchema = z.object({
  /** Where the money went: the paying company's account (户名、开户行、账号 as finance typed them). */
  payeeAccount: z.string({ error: "请填写退款收款账户" }).trim().min(4, "请填写退款收款账户（户名、开户行、账号）").max(120, "收款账户不能超过120个字"),
  bankSerial: bankSerialSchema,
  receipt: receiptSchema,
});

const transferLineSchema = z.object({
  reference: z.string(),
  companyName: z.string(),
  orderNo: z.string(),
  title: z.string(),
  amountFen: z.number().int(),
  createTime: dateTimeSchema,
  /** Whether the order still waits for it; a closed one (cancelled) is confirmed all the same and then refunded. */
  orderWaiting: z.boolean(),
});

const refundTaskSchema = z.object({
  refundId: z.string(),
  reference: z.string(),
  companyName: z.string(),
  orderNo: z.string(),
  amountFen: z.number().int(),
  reason: z.string(),
  createTime: dateTimeSchema,
  /** The serial of the transfer it repays, as finance confirmed it. */
  receivedSerial: z.string(),
});

/** A transfer finance confirmed, with its 回单 to download. */
const confirmedLineSchema = z.object({
  reference: z.string(),
  companyName: z.string(),
  orderNo: z.string(),
  amountFen: z.number().int(),
  bankSerial: z.string(),
  receivedOn: z.string(),
  confirmTime: dateTimeSchema,
});

/** A refund finance made by transfer, with its 回单 to download. */
const refundDoneSchema = z.object({
  refundId: z.string(),
  reference: z.string(),
  companyName: z.string(),
  orderNo: z.string(),
  amountFen: z.number().int(),
  bankSerial: z.string(),
  doneTime: dateTimeSchema,
});

const referenceParams = z.object({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^DG[0-9A-Z]{8}$/, "附言编号格式不正确"),
});
const refundParams = z.object({ refundId: z.string().regex(/^[0-9A-Za-z]{1,40}$/, "退款编号格式不正确") });

/** The calls of 对公转账. */
export const operatorTransferCalls = {
  bankTransfers: staffRead({
    path: base,
    summary: "对公转账：待确认到账的转账与待办退款（按附言编号、企业名称或订单号查找）",
    query: z.object({ q: z.string().trim().max(60).default("") }),
    data: z.object({
      awaiting: z.array(transferLineSchema),
      refunds: z.array(refundTaskSchema),
      /** The receipts confirmed lately (newest first), each with its 回单. */
      confirmed: z.array(confirmedLineSchema),
      /** The refunds made lately (newest first), each with its 回单. */
      refundsDone: z.array(refundDoneSchema),
    }),
    errors: [400, 403],
  }),
  bankTransferConfirm: staffStep({
    path: `${base}/:reference/confirm`,
    summary: "确认对公转账到账（银行流水号、到账金额与日期、银行回单），订单随即按已支付处理",
    params: referenceParams,
    body: transferConfirmSchema,
    errors: [400, 403, 404, 413],
  }),
  bankTransferRefundDone: staffStep({
    path: `${base}/refunds/:refundId/done`,
    summary: "标记对公转账退款已完成（收款账户、银行流水号、银行回单），订单随即按已退款处理",
    params: refundParams,
    body: transferRefundDoneSchema,
    errors: [400, 403, 404, 409, 413],
  }),
  /** Answers the stored file (not the envelope): the back office's server passes it on to finance. */
  bankTransferReceipt: defineCall({
    ...staffAccess,
    method: "GET",
    path: `${base}/:reference/receipt`,
    summary: "下载对公转账到账确认时上传的银行回单",
    params: referenceParams,
    response: z.string(),
    errors: [400, 403, 404],
  }),
  /** Answers the stored file (not the envelope), as bankTransferReceipt. */
  bankTransferRefundReceipt: defineCall({
    ...staffAccess,
    method: "GET",
    path: `${base}/refunds/:refundId/receipt`,
    summary: "下载对公转账退款完成时上传的银行回单",
    params: refundParams,
    response: z.string(),
    errors: [400, 403, 404],
  }),
};

/** The permission each call needs: finance's (财务 and 管理员). */
export const OPERATOR_TRANSFER_CALL_PERMISSIONS = {
  bankTransfers: "finance.transfers",
  bankTransferConfirm: "finance.transfers",
  bankTransferRefundDone: "finance.transfers",
  bankTransferReceipt: "finance.transfers",
  bankTransferRefundReceipt: "finance.transfers",
} as const;
