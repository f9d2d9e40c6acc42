import { JILIN_CITIES, PROJECT_EVENTS, PROJECT_STATES, QUALIFICATION_CATEGORIES, QUALIFICATION_GRADES } from "@cidp/domain";
import { z } from "zod";
import { changeCall, listCall, readCall } from "./call-kinds.ts";
import { byIdSchema, dateTimeSchema, idSchema, page, pageQuerySchema } from "./common.contract.ts";

// 项目撮合: businesses publish project needs, others register interest, the publisher shortlists;
// companies get matching suggestions and alerts. Designed paths (spec §7 does not show them).
const base = "/api/cidp-market/project";

const cityCodes = JILIN_CITIES.map((city) => city.code) as [string, ...string[]];
const stateSchema = z.enum(PROJECT_STATES);

/** A project need as lists show it; budgets in fen. */
const projectSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  budgetMinFen: z.number().int(),
  budgetMaxFen: z.number().int(),
  /** 500–800 万元, as shown. */
  budgetText: z.string(),
  /** The lowest accepted grade, "" for none. */
  requiredGrade: z.string(),
  deadline: dateTimeSchema,
  state: stateSchema,
  stateLabel: z.string(),
  publisherName: z.string(),
  publishTime: dateTimeSchema.nullable(),
  registrationCount: z.number().int(),
});

const projectDetailSchema = projectSummarySchema.extend({
  scope: z.string(),
  contactName: z.string(),
  /** Whom 联系 opens the chat with (the publisher's business). */
  publisherBusinessId: z.number().int(),
});

const registrationSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  businessId: z.number().int(),
  companyName: z.string(),
  regionName: z.string(),
  /** The company's certificates in the project's category: 建筑工程施工总承包一级. */
  qualifications: z.array(z.string()),
  contactName: z.string(),
  message: z.string(),
  state: z.enum(["registered", "shortlisted"]),
  stateLabel: z.string(),
  /** How well the company fits, as the matching explains it. */
  matchScore: z.number().int(),
  matchExplanation: z.string(),
  createTime: dateTimeSchema,
});

/** The fields of a project need (both save and publish). */
const projectInputSchema = z.object({
  title: z.string({ error: "请填写项目名称" }).trim().min(4, "项目名称至少4个字").max(60, "项目名称不能超过60个字"),
  category: z.enum(QUALIFICATION_CATEGORIES, { error: "请选择项目类别" }),
  regionCode: z.enum(cityCodes, { error: "请选择项目所在地区" }),
  budgetMinFen: z.coerce.number({ error: "请填写预算下限" }).int("预算金额须为整数").positive("请填写预算下限"),
  budgetMaxFen: z.coerce.number({ error: "请填写预算上限" }).int("预算金额须为整数").positive("请填写预算上限"),
  requiredGrade: z.enum(["", ...QUALIFICATION_GRADES], { error: "请选择资质等级要求" }),
  /** yyyy-MM-dd HH:mm:ss (China time) or yyyy-MM-dd (end of that day). */
  deadline: z.string({ error: "请填写报名截止时间" }).regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, "请填写报名截止时间"),
  scope: z.string({ error: "请填写项目范围" }).trim().min(10, "项目范围至少10个字").max(2000, "项目范围不能超过2000个字"),
  contactName: z.string({ error: "请填写联系人" }).trim().min(2, "请填写联系人").max(20, "联系人不能超过20个字"),
});

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const publicAccess = { auth: "none", designed: true, tag: "market" } as const;
const tenderManageAccess = { auth: "business", permission: "tender_manage", designed: true, tag: "market" } as const;
const quoteSubmitAccess = { auth: "business", permission: "quote_submit", designed: true, tag: "market" } as const;

/** The calls of project matching. */
export const projectCalls = {
  publicList: listCall(publicAccess, {
    path: `${base}/public/list`,
    summary: "项目需求列表（公开）",
    filters: {
      keyword: z.string().trim().max(30, "关键词不能超过30个字").optional(),
      regionCode: z.enum(cityCodes, { error: "地区不存在" }).optional(),
      category: z.enum(QUALIFICATION_CATEGORIES, { error: "类别不存在" }).optional(),
    },
    record: projectSummarySchema,
  }),
  publicDetail: readCall(publicAccess, {
    path: `${base}/public/detail`,
    summary: "项目需求详情（公开）",
    query: byIdSchema,
    data: projectDetailSchema,
    errors: [404],
  }),
  mine: listCall(tenderManageAccess, {
    path: `${base}/mine`,
    summary: "本企业发布的项目",
    record: projectSummarySchema,
    filters: { state: stateSchema.optional() },
  }),
  save: changeCall(tenderManageAccess, {
    path: `${base}/save`,
    summary: "发布项目需求（或存为草稿）",
    body: projectInputSchema.extend({ publish: z.boolean().default(true) }),
    data: projectDetailSchema,
    errors: [400, 403],
  }),
  act: changeCall(tenderManageAccess, {
    path: `${base}/act`,
    summary: "发布、截止、完成或撤回项目",
    body: z.object({ id: idSchema, action: z.enum(PROJECT_EVENTS, { error: "不支持的操作" }) }),
    data: projectDetailSchema,
    errors: [400, 403, 404],
  }),
  register: changeCall(quoteSubmitAccess, {
    path: `${base}/register`,
    summary: "报名项目（每家企业一次）",
    body: z.object({
      projectId: idSchema,
      contactName: z.string({ error: "请填写联系人" }).trim().min(2, "请填写联系人").max(20, "联系人不能超过20个字"),
      message: z.string().trim().max(500, "报名说明不能超过500个字").default(""),
    }),
    data: registrationSchema,
    errors: [400, 403, 404],
  }),
  registrations: readCall(tenderManageAccess, {
    path: `${base}/registrations`,
    summary: "项目的报名名单（仅发布企业）",
    query: z.object({ projectId: idSchema }),
    data: z.object({ project: projectDetailSchema, records: z.array(registrationSchema) }),
    errors: [404],
  }),
  shortlist: changeCall(tenderManageAccess, {
    path: `${base}/shortlist`,
    summary: "将报名企业列入入围名单",
    body: z.object({ registrationId: idSchema }),
    data: registrationSchema,
    errors: [400, 404],
  }),
  registered: readCall(quoteSubmitAccess, {
    path: `${base}/registered`,
    summary: "本企业报名的项目",
    query: pageQuerySchema,
    data: page(registrationSchema.extend({ project: projectSummarySchema })),
  }),
  matches: readCall(
    {
      auth: "business",
      anyMember: "open needs other businesses published for everyone, ranked by this business's public profile",
      designed: true,
      tag: "market",
    },
    {
      path: `${base}/matches`,
      summary: "为本企业推荐的项目（按地区、类别与资质匹配）",
      data: z.array(projectSummarySchema.extend({ matchScore: z.number().int(), matchExplanation: z.string() })),
    },
  ),
  alert: readCall(
    { auth: "business", anyMember: "whether the business subscribed to project-match alerts: one switch, no trade data", designed: true, tag: "market" },
    { path: `${base}/alert`, summary: "项目匹配提醒的订阅状态", data: z.object({ enabled: z.boolean() }) },
  ),
  alertSave: changeCall(quoteSubmitAccess, {
    path: `${base}/alert`,
    summary: "订阅或取消项目匹配提醒",
    body: z.object({ enabled: z.boolean({ error: "请选择是否订阅" }) }),
    data: z.object({ enabled: z.boolean() }),
  }),
};
