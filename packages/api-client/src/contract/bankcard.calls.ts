import { z } from "zod";
import { changeCall, changesAnswering, readCall } from "./call-kinds.ts";
import { byIdSchema, dateTimeSchema, depositAmountSchema, plainName } from "./common.contract.ts";

// 银行卡 (/user/bankcard/bankcard): a member's own cards and the selected business's 对公 accounts.
// Designed paths beside the user center's (spec §7 does not show them).
const base = "/api/cidp-user-center/ucenter/bankcard";

/** A bound card as the page shows it: never the whole number. */
const bankCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["personal", "corporate"]),
  holderName: z.string(),
  bankName: z.string(),
  /** `**** **** **** 1234`. */
  maskedNumber: z.string(),
  isDefault: z.boolean(),
  createTime: dateTimeSchema,
  /**
   * A 对公 account not yet proved by its 小额打款: whether the amount went out (at once in the
   * sandbox, when finance sends it otherwise), the transfer's 附言 reference, and the tries left.
   * Null once verified (every personal card is at binding).
   */
  deposit: z.object({ sent: z.boolean(), reference: z.string(), attemptsLeft: z.number().int() }).nullable(),
});

/** A card number as typed: digits, spaces between groups allowed. */
const cardNumberSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{8,30}$/, "请输入正确的银行卡号或对公账号（8至30位数字）"));

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const cardHolderAccess = { auth: "business", permission: ["bankcard_manage", "order_pay"], designed: true, tag: "user-center" } as const;
const cardHolderChange = changesAnswering(cardHolderAccess, { data: z.null(), errors: [403, 404] });
const corporateAccess = { auth: "business", permission: "bankcard_manage", designed: true, tag: "user-center" } as const;

/** The calls of the bank-card page. */
export const bankCardCalls = {
  list: readCall(cardHolderAccess, {
    path: `${base}/list`,
    summary: "我的银行卡与所选企业的对公账户",
    data: z.object({ personal: z.array(bankCardSchema), corporate: z.array(bankCardSchema), mayManageCorporate: z.boolean() }),
  }),
  bind: changeCall(cardHolderAccess, {
    path: `${base}/bind`,
    summary: "绑定银行卡或对公账户",
    body: z.object({
      kind: z.enum(["personal", "corporate"], { error: "请选择账户类型" }),
      cardNumber: cardNumberSchema,
      holderName: plainName(z.string().trim().min(1, "请输入持卡人姓名或账户名称").max(100, "户名不能超过100个字符"), "户名"),
      /** Needed when the card's bank is not known from its number (every 对公 account). */
      bankName: z.string().trim().max(50, "开户银行不能超过50个字符").optional(),
    }),
    data: bankCardSchema,
    errors: [400, 403],
  }),
  unbind: cardHolderChange({ path: `${base}/unbind`, summary: "解绑银行卡或对公账户", body: byIdSchema }),
  setDefault: cardHolderChange({ path: `${base}/default`, summary: "设为默认卡", body: byIdSchema }),
  confirmDeposit: changeCall(corporateAccess, {
    path: `${base}/confirm-deposit`,
    summary: "确认对公账户小额打款金额",
    body: byIdSchema.extend({ amount: depositAmountSchema }),
    data: bankCardSchema,
    errors: [400, 403, 404],
  }),
};
