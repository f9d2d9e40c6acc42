import { z } from "zod";
import { changeCall, readCall } from "./call-kinds.ts";
import { byIdSchema, dateTimeSchema, depositAmountSchema, idSchema, plainName } from "./common.contract.ts";
import { publicQualificationSchema } from "./company.contract.ts";

// 账户认证 (/user/standard-certification/*): personal and corporate certification, the 对公小额打款
// check and qualification certificates. Designed paths beside the user center's (spec §7 does not show them).
const base = "/api/cidp-user-center/ucenter/certification";

/** 审核中 waits for an operator; a corporate submission first waits for its deposit (待确认打款). */
const certificationStateSchema = z.enum(["uncertified", "awaiting_deposit", "pending", "certified", "rejected"]);

/** An uploaded file of a submission, with a short-lived signed link for the submitter's eyes only. */
const materialSchema = z.object({ label: z.string(), previewUrl: z.string() });

/** How a submission of either kind stands in review: the reason it was refused, its times, what was uploaded. */
const reviewFields = {
  rejectReason: z.string().nullable(),
  submitTime: dateTimeSchema,
  reviewTime: dateTimeSchema.nullable(),
  materials: z.array(materialSchema),
};

const personalSchema = z.object({
  id: z.number().int(),
  kind: z.literal("personal"),
  state: certificationStateSchema,
  realName: z.string(),
  /** `220102********1234`: the whole number is never sent back. */
  idNumberMasked: z.string(),
  ...reviewFields,
});

const corporateSchema = z.object({
  id: z.number().int(),
  kind: z.literal("corporate"),
  state: certificationStateSchema,
  companyName: z.string(),
  creditCode: z.string(),
  legalRepresentative: z.string(),
  bankName: z.string(),
  accountMasked: z.string(),
  depositAttemptsLeft: z.number().int().nonnegative(),
  /** Whether the check amount was sent: the member confirms it only then (platform finance sends it some time after submission). */
  depositSent: z.boolean(),
  ...reviewFields,
});

/** A certificate as its business sees it: the public fields, then its review and photo. */
const qualificationSchema = publicQualificationSchema.extend({
  state: certificationStateSchema,
  rejectReason: z.string().nullable(),
  submitTime: dateTimeSchema,
  /** The certificate's photo: kept when an edit uploads no new one. */
  resourceId: z.number().int(),
  previewUrl: z.string(),
});

const resourceIdSchema = z.coerce.number({ error: "请上传文件" }).int().positive("请上传文件");
/** Control and format characters (direction overrides, zero-width marks, BOM): invisible, they can disguise a name to a reviewer. */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
const text = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`)
    .refine((value) => !INVISIBLE.test(value), `${label}不能含有不可见或控制字符`);
/** An ID number or a credit code as typed, trimmed and upper-cased (a trailing x is the check character X); the services check its form. */
const upperCaseCode = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .transform((value) => value.toUpperCase());

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const memberAccess = { auth: "member", designed: true, tag: "user-center" } as const;
const certificationManageAccess = { auth: "business", permission: "certification_manage", designed: true, tag: "user-center" } as const;

/** The calls of the certification pages. */
export const certificationCalls = {
  overview: readCall(memberAccess, {
    path: `${base}/overview`,
    summary: "认证概况：个人认证、所选企业的认证与资质证书",
    data: z.object({
      personal: personalSchema.nullable(),
      /** Null when the member acts for no business. */
      corporate: z.object({ businessName: z.string(), state: certificationStateSchema, latest: corporateSchema.nullable(), mayManage: z.boolean() }).nullable(),
      qualifications: z.object({ total: z.number().int(), expiring: z.number().int(), expired: z.number().int() }),
    }),
  }),
  records: readCall(memberAccess, {
    path: `${base}/records`,
    summary: "我的认证记录（个人与所选企业的每次提交）",
    data: z.array(z.discriminatedUnion("kind", [personalSchema, corporateSchema])),
  }),
  detail: readCall(memberAccess, {
    path: `${base}/detail`,
    summary: "一次认证提交的详情",
    query: z.object({ kind: z.enum(["personal", "corporate"], { error: "认证类型不正确" }), id: idSchema }),
    data: z.discriminatedUnion("kind", [personalSchema, corporateSchema]),
    errors: [404],
  }),
  submitPersonal: changeCall(memberAccess, {
    path: `${base}/personal`,
    summary: "提交个人实名认证",
    body: z.object({
      realName: plainName(text("真实姓名", 50), "真实姓名"),
      idNumber: upperCaseCode("请输入身份证号码"),
      frontResourceId: resourceIdSchema,
      backResourceId: resourceIdSchema,
    }),
    data: z.object({ id: z.number().int() }),
    errors: [400],
  }),
  submitCorporate: changeCall(certificationManageAccess, {
    path: `${base}/corporate`,
    summary: "提交企业认证并发起对公小额打款",
    body: z.object({
      companyName: plainName(text("企业名称", 100), "企业名称"),
      creditCode: upperCaseCode("请输入统一社会信用代码"),
      legalRepresentative: plainName(text("法定代表人姓名", 50), "法定代表人姓名"),
      licenseResourceId: resourceIdSchema,
      authorizationResourceId: resourceIdSchema,
      bankName: text("开户银行", 50),
      accountNumber: z
        .string({ error: "请输入对公账号" })
        .transform((value) => value.replace(/\s+/g, ""))
        .pipe(z.string().regex(/^\d{8,30}$/, "请输入正确的对公账号（8至30位数字）")),
    }),
    data: z.object({ id: z.number().int() }),
    errors: [400, 403],
  }),
  confirmDeposit: changeCall(certificationManageAccess, {
    path: `${base}/corporate/confirm-deposit`,
    summary: "确认对公账户收到的打款金额",
    body: z.object({
      id: idSchema,
      amount: depositAmountSchema,
    }),
    data: z.object({ state: certificationStateSchema }),
    errors: [400, 403, 404],
  }),
  qualifications: readCall(
    { auth: "business", permission: ["user_view", "certification_manage"], designed: true, tag: "user-center" },
    { path: `${base}/qualifications`, summary: "所选企业的资质证书", data: z.object({ records: z.array(qualificationSchema), mayManage: z.boolean() }) },
  ),
  saveQualification: changeCall(certificationManageAccess, {
    path: `${base}/qualifications/save`,
    summary: "新增或修改资质证书（修改后重新审核）",
    body: z.object({
      id: idSchema.optional(),
      name: text("资质名称", 100),
      level: text("资质等级", 20),
      certificateNo: text("证书编号", 50),
      issuingAuthority: text("发证机关", 100),
      validUntil: z.string({ error: "请选择有效期" }).regex(/^\d{4}-\d{2}-\d{2}$/, "请选择有效期"),
      resourceId: resourceIdSchema,
    }),
    data: z.object({ id: z.number().int() }),
    errors: [400, 403, 404],
  }),
  deleteQualification: changeCall(certificationManageAccess, {
    path: `${base}/qualifications/delete`,
    summary: "删除资质证书",
    body: byIdSchema,
    data: z.null(),
    errors: [403, 404],
  }),
};
