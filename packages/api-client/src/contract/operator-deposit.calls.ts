import { z } from "zod";
import { dateTimeSchema, page, pageQuerySchema } from "./common.contract.ts";
import { staffIdParams, staffRead, staffStep } from "./staff-access.ts";

// 认证打款: the 对公小额打款 of corporate certification that the platform's finance staff send from
// the platform's account (CERTIFICATION_DEPOSIT=finance) and mark sent in the back office
// (apps/operator `/deposits`); the member confirms the amount only after. Staff calls like
// operatorCalls (auth "operator"), spread into them in operator.calls.ts.
const base = "/api/cidp-operator/certification-deposits";

/** A deposit waiting to be sent: whom to pay (the whole account number), how much, and the 附言 reference. */
const depositLineSchema = z.object({
  /** A corporate certification's deposit, or the check of a 对公 account bound on 银行卡. */
  kind: z.enum(["certification", "bank_card"]),
  id: z.number().int(),
  companyName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** 0.01–0.99, two decimals. */
  amountYuan: z.string(),
  reference: z.string(),
  submitTime: dateTimeSchema,
});

/** The calls of 认证打款. */
export const operatorDepositCalls = {
  certificationDeposits: staffRead({
    path: base,
    summary: "认证打款：待向企业对公账户打款的企业认证与对公账户验证（提交早的在前）",
    query: pageQuerySchema,
    data: page(depositLineSchema),
    errors: [400, 403],
  }),
  certificationDepositSent: staffStep({
    path: `${base}/:id/sent`,
    summary: "标记认证打款已打款（银行流水号），并通知企业确认金额",
    params: staffIdParams,
    body: z.object({
      bankSerial: z
        .string({ error: "请填写银行流水号" })
        .trim()
        .min(1, "请填写银行流水号")
        .max(64, "银行流水号不能超过64个字符")
        .regex(/^[0-9A-Za-z-]+$/, "银行流水号只能包含数字、字母和短横线"),
      /** Which queue the id is of; a certification's when left out. */
      kind: z.enum(["certification", "bank_card"]).default("certification"),
    }),
    errors: [400, 403, 404, 409],
  }),
};

/** The permission each call needs: finance's (财务 and 管理员), as 对公转账's. */
export const OPERATOR_DEPOSIT_CALL_PERMISSIONS = {
  certificationDeposits: "finance.transfers",
  certificationDepositSent: "finance.transfers",
} as const;
