import { APPLICATION_STATES, FINANCE_EVIDENCE_KINDS, FINANCE_PRODUCT_KINDS } from "@cidp/domain";
import { z } from "zod";
import { changeCall, readCall } from "./call-kinds.ts";
import { byIdSchema, dateTimeSchema, idSchema, page, pageQuerySchema } from "./common.contract.ts";

// 金融服务: partner banks' products, the member's applications with the evidence they draw on, and
// the PIPL separate consent to share that data with the chosen bank. Designed paths.
const base = "/api/cidp-finance";

const productKinds = Object.keys(FINANCE_PRODUCT_KINDS) as [keyof typeof FINANCE_PRODUCT_KINDS, ...(keyof typeof FINANCE_PRODUCT_KINDS)[]];
const evidenceKinds = Object.keys(FINANCE_EVIDENCE_KINDS) as [keyof typeof FINANCE_EVIDENCE_KINDS, ...(keyof typeof FINANCE_EVIDENCE_KINDS)[]];

/** A partner bank's product; rates in basis points a year (435 = 4.35%), limits in fen. */
const productSchema = z.object({
  id: z.number().int(),
  kind: z.enum(productKinds),
  kindLabel: z.string(),
  name: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  rateMinBp: z.number().int(),
  rateMaxBp: z.number().int(),
  limitMinFen: z.number().int(),
  limitMaxFen: z.number().int(),
  termMinMonths: z.number().int(),
  termMaxMonths: z.number().int(),
  description: z.string(),
  requirements: z.string(),
});

/** One piece of the member's own data an application can draw on. */
const evidenceSchema = z.object({ kind: z.enum(evidenceKinds), ref: z.string(), kindLabel: z.string(), label: z.string() });

const consentSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  textVersion: z.string(),
  text: z.string(),
  grantedBy: z.string(),
  grantTime: dateTimeSchema,
  revokeTime: dateTimeSchema.nullable(),
});

const applicationStateSchema = z.enum(APPLICATION_STATES);

const applicationSchema = z.object({
  id: z.number().int(),
  applicationNo: z.string(),
  product: productSchema,
  amountFen: z.number().int(),
  termMonths: z.number().int(),
  purpose: z.string(),
  state: applicationStateSchema,
  stateLabel: z.string(),
  /** The bank's latest answer ("" until it answers). */
  bankAnswer: z.string(),
  createTime: dateTimeSchema,
});

const applicationDetailSchema = applicationSchema.extend({
  evidence: z.array(evidenceSchema),
  consent: consentSchema,
  events: z.array(
    z.object({
      fromState: applicationStateSchema,
      toState: applicationStateSchema,
      actor: z.enum(["applicant", "bank"]),
      note: z.string(),
      time: dateTimeSchema,
    }),
  ),
});

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const publicAccess = { auth: "none", designed: true, tag: "finance" } as const;
const financeApplyAccess = { auth: "business", permission: "finance_apply", designed: true, tag: "finance" } as const;

/** The calls of financial services. */
export const financeCalls = {
  products: readCall(publicAccess, {
    path: `${base}/product/list`,
    summary: "合作银行金融产品",
    query: z.object({ kind: z.enum(productKinds, { error: "产品类型不存在" }).optional() }),
    data: z.array(productSchema),
  }),
  product: readCall(publicAccess, { path: `${base}/product/detail`, summary: "金融产品详情", query: byIdSchema, data: productSchema, errors: [404] }),
  evidence: readCall(financeApplyAccess, {
    path: `${base}/evidence`,
    summary: "可用于融资申请的本企业资料（服务订单、企业信息、资质）",
    data: z.array(evidenceSchema),
  }),
  consent: readCall(financeApplyAccess, {
    path: `${base}/consent`,
    summary: "向某银行提供数据的单独同意：文本与本企业的同意记录",
    query: z.object({ productId: idSchema }),
    data: z.object({ bankName: z.string(), text: z.string(), textVersion: z.string(), current: consentSchema.nullable() }),
    errors: [404],
  }),
  consents: readCall(financeApplyAccess, { path: `${base}/consent/list`, summary: "本企业的数据提供同意记录", data: z.array(consentSchema) }),
  grantConsent: changeCall(financeApplyAccess, {
    path: `${base}/consent/grant`,
    summary: "单独同意向该产品的银行提供数据",
    body: z.object({
      productId: idSchema,
      /** The version of the text the member read: a stale page cannot consent to a newer text. */
      textVersion: z.string({ error: "请阅读同意书" }).min(1, "请阅读同意书"),
    }),
    data: consentSchema,
    errors: [400, 404],
  }),
  revokeConsent: changeCall(financeApplyAccess, {
    path: `${base}/consent/revoke`,
    summary: "撤回数据提供同意（停止提供并撤回审核中的申请）",
    body: z.object({ consentId: idSchema }),
    data: z.object({ consent: consentSchema, withdrawnApplications: z.number().int() }),
    errors: [400, 404],
  }),
  apply: changeCall(financeApplyAccess, {
    path: `${base}/application/apply`,
    summary: "提交融资申请",
    body: z.object({
      productId: idSchema,
      amountFen: z.coerce.number({ error: "请填写申请金额" }).int("申请金额须为整数").positive("请填写申请金额"),
      termMonths: z.coerce.number({ error: "请填写期限" }).int("期限须为整数月").positive("请填写期限"),
      purpose: z.string({ error: "请填写资金用途" }).trim().min(4, "资金用途至少4个字").max(300, "资金用途不能超过300个字"),
      evidence: z
        .array(z.object({ kind: z.enum(evidenceKinds, { error: "资料类型不存在" }), ref: z.string().max(40) }))
        .max(20, "最多选择20份资料")
        .default([]),
      /**
       * The version of the consent text the member agreed to on this form (单独同意 ticked): the
       * consent is recorded with the application in one step, so a refused application records neither.
       */
      consentTextVersion: z.string().max(20).optional(),
    }),
    data: applicationSchema,
    errors: [400, 403, 404],
  }),
  applications: readCall(financeApplyAccess, {
    path: `${base}/application/list`,
    summary: "本企业的融资申请",
    query: pageQuerySchema,
    data: page(applicationSchema),
  }),
  application: readCall(financeApplyAccess, {
    path: `${base}/application/detail`,
    summary: "融资申请详情、状态记录与银行答复",
    query: byIdSchema,
    data: applicationDetailSchema,
    errors: [404],
  }),
  withdraw: changeCall(financeApplyAccess, {
    path: `${base}/application/withdraw`,
    summary: "撤回融资申请",
    body: byIdSchema,
    data: applicationSchema,
    errors: [400, 404],
  }),
};
