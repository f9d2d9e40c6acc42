import { JILIN_CITIES, LABOR_TRADES } from "@cidp/domain";
import { z } from "zod";
import { changeCall, listCall, readCall } from "./call-kinds.ts";
import { byIdSchema, dateTimeSchema, page, pageQuerySchema } from "./common.contract.ts";

// 劳务用工: labor teams and labor demands by trade. Designed paths (spec §7 does not show them).
const base = "/api/cidp-market/labor";

const cityCodes = JILIN_CITIES.map((city) => city.code) as [string, ...string[]];
const kindSchema = z.enum(["team", "demand"], { error: "请选择发布类型" });
const dateSchema = z.string({ error: "请填写日期" }).regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 yyyy-MM-dd");

/** A listing as the lists show it: 实名制 as a count, never an ID number. */
const laborListingSchema = z.object({
  id: z.number().int(),
  kind: kindSchema,
  kindLabel: z.string(),
  trade: z.string(),
  title: z.string(),
  headcount: z.number().int(),
  /** 已实名 n 人 (teams); 0 for demands. */
  realNameCount: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  payMinFen: z.number().int(),
  payMaxFen: z.number().int(),
  description: z.string(),
  contactName: z.string(),
  companyName: z.string(),
  /** Whom 联系 opens the chat with. */
  businessId: z.number().int(),
  state: z.enum(["published", "withdrawn"]),
  publishTime: dateTimeSchema,
});

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const publicAccess = { auth: "none", designed: true, tag: "market" } as const;
const serviceManageAccess = { auth: "business", permission: "service_manage", designed: true, tag: "market" } as const;

/** The calls of labor services. */
export const laborCalls = {
  publicList: listCall(publicAccess, {
    path: `${base}/public/list`,
    summary: "劳务班组与用工需求（公开）",
    filters: {
      kind: kindSchema.optional(),
      trade: z.enum(LABOR_TRADES, { error: "工种不存在" }).optional(),
      regionCode: z.enum(cityCodes, { error: "地区不存在" }).optional(),
    },
    record: laborListingSchema,
  }),
  publicDetail: readCall(publicAccess, {
    path: `${base}/public/detail`,
    summary: "劳务信息详情（公开）",
    query: byIdSchema,
    data: laborListingSchema,
    errors: [404],
  }),
  mine: readCall(serviceManageAccess, { path: `${base}/mine`, summary: "本企业发布的劳务信息", query: pageQuerySchema, data: page(laborListingSchema) }),
  save: changeCall(serviceManageAccess, {
    path: `${base}/save`,
    summary: "发布劳务班组或用工需求",
    certification: "labor.publish",
    body: z.object({
      kind: kindSchema,
      trade: z.enum(LABOR_TRADES, { error: "请选择工种" }),
      title: z.string({ error: "请填写标题" }).trim().min(4, "标题至少4个字").max(50, "标题不能超过50个字"),
      headcount: z.coerce.number({ error: "请填写人数" }).int("人数须为整数"),
      realNameCount: z.coerce.number().int("已实名人数须为整数").default(0),
      startDate: dateSchema,
      endDate: dateSchema,
      regionCode: z.enum(cityCodes, { error: "请选择地区" }),
      payMinFen: z.coerce.number({ error: "请填写日薪下限" }).int("日薪须为整数"),
      payMaxFen: z.coerce.number({ error: "请填写日薪上限" }).int("日薪须为整数"),
      description: z.string({ error: "请填写说明" }).trim().min(10, "说明至少10个字").max(1000, "说明不能超过1000个字"),
      contactName: z.string({ error: "请填写联系人" }).trim().min(2, "请填写联系人").max(20, "联系人不能超过20个字"),
    }),
    data: laborListingSchema,
    errors: [400, 403],
  }),
  withdraw: changeCall(serviceManageAccess, {
    path: `${base}/withdraw`,
    summary: "撤回本企业发布的劳务信息",
    body: byIdSchema,
    data: laborListingSchema,
    errors: [404],
  }),
};
