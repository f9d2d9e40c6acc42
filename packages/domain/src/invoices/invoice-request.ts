/**
 * 发票申请 for a paid order: a 普通 (增值税普通发票) or 专用 (增值税专用发票) invoice to the buying
 * business. The 纳税人识别号 of a business is its 统一社会信用代码 (GB 32100), checked by the same
 * rule as certification; a 专用 invoice also needs the business's bank, account, registered
 * address and telephone. One invoice per order; an order being or already refunded gets none.
 */
import { keysOf } from "../labelled-keys.ts";
import type { Result } from "../result.ts";
import { validateCreditCode } from "../validation/credit-code.validator.ts";
import { PHONE_INPUT_PATTERN } from "../validation/phone.validator.ts";

export const INVOICE_KIND_LABELS = { normal: "增值税普通发票", special: "增值税专用发票" } as const;

export const INVOICE_KINDS = keysOf(INVOICE_KIND_LABELS);
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** 申请中 → 已开具, and 已作废 when the order's money goes back to the buyer (红冲 of the refunded amount). */
export const INVOICE_STATE_LABELS = { requested: "申请中", issued: "已开具", voided: "已作废（订单已退款）" } as const;
export type InvoiceState = keyof typeof INVOICE_STATE_LABELS;

export interface InvoiceFields {
  readonly kind: InvoiceKind;
  readonly title: string;
  readonly taxNo: string;
  readonly bankName?: string | undefined;
  readonly bankAccount?: string | undefined;
  readonly address?: string | undefined;
  readonly phone?: string | undefined;
}

export type InvoiceField = "title" | "taxNo" | "bankName" | "bankAccount" | "address" | "phone";

/** Why a request's fields are refused: the field and the text the member reads. */
export interface InvoiceFieldRefusal {
  readonly code: "invoice.field";
  readonly field: InvoiceField;
  readonly message: string;
}

const taxNoMessages: Record<string, string> = {
  "credit-code.format": "纳税人识别号应为18位统一社会信用代码（数字或大写字母，不含I、O、S、V、Z）",
  "credit-code.authority": "纳税人识别号第1位（登记管理部门代码）无效",
  "credit-code.institution-type": "纳税人识别号第2位（机构类别代码）无效",
  "credit-code.region": "纳税人识别号第3至8位应为6位数字的行政区划代码",
  "credit-code.check-char": "纳税人识别号校验码不正确，请核对后重新输入",
};

const refuse = (field: InvoiceField, message: string): Result<InvoiceFields, InvoiceFieldRefusal> => ({ ok: false, code: "invoice.field", field, message });

/** Bank account numbers: 8 to 30 digits (对公账户 lengths vary by bank), spaces allowed between groups. */
const ACCOUNT = /^\d{8,30}$/;
/** A landline with area code (0431-88886666) or a mobile number. */
const PHONE = new RegExp(`^(0\\d{2,3}-?\\d{7,8}(-\\d{1,6})?|${PHONE_INPUT_PATTERN})$`);

/** The request's fields, trimmed and normalised (upper-case tax number, account without spaces), or the first field refused. */
export function validateInvoiceFields(input: InvoiceFields): Result<InvoiceFields, InvoiceFieldRefusal> {
  const title = input.title.trim();
  if ([...title].length < 2 || [...title].length > 100) return refuse("title", "发票抬头应为2至100个字");
  const taxNo = input.taxNo.trim().toUpperCase();
  if (!taxNo) return refuse("taxNo", "请填写纳税人识别号");
  const checked = validateCreditCode(taxNo);
  if (!checked.ok) return refuse("taxNo", taxNoMessages[checked.code] ?? "纳税人识别号不正确");
  if (input.kind === "normal") return { ok: true, value: { kind: "normal", title, taxNo } };
  const bankName = (input.bankName ?? "").trim();
  const bankAccount = (input.bankAccount ?? "").replace(/\s+/g, "");
  const address = (input.address ?? "").trim();
  const phone = (input.phone ?? "").trim();
  if ([...bankName].length < 4 || [...bankName].length > 60) return refuse("bankName", "专用发票请填写开户银行（4至60个字）");
  if (!ACCOUNT.test(bankAccount)) return refuse("bankAccount", "银行账号应为8至30位数字");
  if ([...address].length < 5 || [...address].length > 120) return refuse("address", "专用发票请填写注册地址（5至120个字）");
  if (!PHONE.test(phone)) return refuse("phone", "注册电话应为带区号的固定电话（如0431-88886666）或手机号");
  return { ok: true, value: { kind: "special", title, taxNo, bankName, bankAccount, address, phone } };
}

/** Order states whose money the seller keeps: these may be invoiced. */
const INVOICEABLE = ["paid", "in_service", "completed", "refund_rejected", "awaiting_acceptance", "after_sale"];

/** Why an order cannot be invoiced now, in Chinese; null when it can. */
export function invoiceRefusal(orderState: string, alreadyInvoiced: boolean): string | null {
  if (alreadyInvoiced) return "该订单已申请过发票，每个订单只能开具一张发票";
  if (orderState === "refunded") return "已退款的订单不能开具发票";
  if (orderState === "refunding") return "退款处理中的订单不能开具发票";
  if (!INVOICEABLE.includes(orderState)) return "订单支付后才能申请发票";
  return null;
}
