import { z } from "zod";
import { changeCall, listCall, readByIdCall, readCall } from "./call-kinds.ts";
import { dateTimeSchema } from "./common.contract.ts";

// 法律服务 (律师) and 服务需求 of the comprehensive services. Designed paths beside the CMS
// service's (spec §7 does not show them).
const base = "/api/rs-cms-service/ecomm/law-service";

/** A lawyer as the list shows them; the 执业证号 is masked, the phone never sent. */
const lawyerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Address of the generated portrait ("" when none is stored). */
  photoUrl: z.string(),
  firmName: z.string(),
  regionName: z.string(),
  /** Years in practice, from the first licence year. */
  years: z.number().int(),
  specialties: z.array(z.string()),
  caseCount: z.number().int(),
  /** 0.0 to 5.0, one decimal. */
  rating: z.number(),
  featured: z.boolean(),
});

/** A lawyer's profile: the summary with the licence, representative cases and the fee note. */
const lawyerProfileSchema = lawyerSummarySchema.extend({
  licenseNo: z.string(),
  introduction: z.string(),
  cases: z.array(z.string()),
  feeNote: z.string(),
  practiceSince: z.number().int(),
});

/** An approved need as the public sees it: the phone masked, never whole. */
const needSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  regionName: z.string(),
  /** Whole yuan; null when the submitter gave none (面议). */
  budgetYuan: z.number().int().nullable(),
  contactName: z.string(),
  maskedPhone: z.string(),
  status: z.enum(["open", "matched", "resolved"]),
  statusLabel: z.string(),
  submitTime: dateTimeSchema,
});

const text = (missing: string) => z.string({ error: missing }).max(4000, "内容过长");

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const publicAccess = { auth: "none", designed: true, tag: "home" } as const;

/** The calls of lawyers and service needs. */
export const legalServiceCalls = {
  lawyerList: listCall(publicAccess, {
    path: `${base}/lawyer/list`,
    summary: "律师列表（按擅长领域、地区、律所筛选）",
    filters: {
      specialty: z.string().max(30).optional(),
      /** A city's GB/T 2260 code (six digits). */
      regionCode: z
        .string()
        .regex(/^\d{6}$/, "地区编码不正确")
        .optional(),
      featured: z.enum(["1"]).optional(),
      /** The law firm's business id: that firm's lawyers (where a search hit for a 律所 leads). */
      firm: z.coerce.number({ error: "律所不正确" }).int("律所不正确").positive("律所不正确").optional(),
    },
    record: lawyerSummarySchema,
    errors: [400],
  }),
  lawyerDetail: readByIdCall(publicAccess, {
    path: `${base}/lawyer/detail`,
    summary: "律师详情",
    record: lawyerProfileSchema,
  }),
  consult: changeCall(
    { auth: "member", designed: true, tag: "home" },
    {
      path: `${base}/lawyer/consult`,
      summary: "咨询律师（打开与律师的会话）",
      body: z.object({ lawyerId: z.coerce.number({ error: "请选择律师" }).int().positive("请选择律师") }),
      /** The chat's id (the lawyer's chat user) and the lawyer's name. */
      data: z.object({ chatId: z.string(), name: z.string() }),
      errors: [400, 404],
    },
  ),
  needSubmit: changeCall(publicAccess, {
    path: `${base}/need/submit`,
    summary: "提交服务需求（滑块验证，平台审核后公开）",
    body: z.object({
      title: text("请输入需求标题"),
      category: text("请选择服务类别"),
      description: text("请输入需求描述"),
      regionCode: text("请选择所在地区"),
      budgetYuan: text("预算格式不正确").default(""),
      contactName: text("请输入联系人姓名"),
      phone: text("请输入11位手机号！"),
      /** The slider captcha's one-time proof (login service validate). */
      proof: z.string({ error: "请先完成滑块验证" }).max(100),
    }),
    data: z.object({ id: z.number().int() }),
    errors: [400],
  }),
  needList: listCall(publicAccess, {
    path: `${base}/need/list`,
    summary: "需求案例（已审核）",
    filters: {
      category: z.string().max(30).optional(),
      status: z.enum(["open", "matched", "resolved"], { error: "状态不正确" }).optional(),
    },
    record: needSummarySchema,
    errors: [400],
  }),
  overview: readCall(publicAccess, {
    path: `${base}/overview`,
    summary: "综合服务概览（律师、需求的数量与最新）",
    data: z.object({
      lawyerCount: z.number().int(),
      firmCount: z.number().int(),
      featuredLawyers: z.array(lawyerSummarySchema),
      needCount: z.number().int(),
      latestNeeds: z.array(needSummarySchema),
      /** Approved needs per category, every category listed. */
      needsByCategory: z.array(z.object({ category: z.string(), count: z.number().int() })),
      /** Lawyers per specialty, every specialty listed. */
      lawyersBySpecialty: z.array(z.object({ specialty: z.string(), count: z.number().int() })),
    }),
  }),
};
