import { ORDER_ITEM_KINDS, PRICE_REPORT_CADENCES } from "@cidp/domain";
import { z } from "zod";
import { readCall } from "./call-kinds.ts";
import { dateTimeSchema, page, pageQuerySchema } from "./common.contract.ts";

// VIP会员 and 服务授权: the plans on sale (bought through the order calls, item kind vip_plan), the
// membership a business holds, and every entitlement its orders gave (VIP periods, legal packages
// in service, lessons). Designed paths (spec §2 names the pages vip/buy, service-auth-order).
const base = "/api/cidp-pay/ecomm/vip";
const authBase = "/api/cidp-pay/ecomm/service-auth";

const planSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  summary: z.string(),
  priceFen: z.number().int(),
  durationDays: z.number().int(),
  benefits: z.array(z.string()),
});

/** Whether an entitlement counts now. */
export const ENTITLEMENT_VALIDITIES = ["active", "pending", "expired", "revoked", "completed"] as const;
const validitySchema = z.enum(ENTITLEMENT_VALIDITIES);

/** One VIP order's period. */
const grantSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  planName: z.string(),
  startTime: dateTimeSchema,
  endTime: dateTimeSchema,
  validity: validitySchema,
  validityLabel: z.string(),
  revokeTime: dateTimeSchema.nullable(),
});

/** The business's membership now. */
export const membershipSchema = z.object({
  active: z.boolean(),
  /** The end of the last period still ahead. */
  expiry: dateTimeSchema.nullable(),
  daysLeft: z.number().int(),
  /** The plan of the period running now. */
  planName: z.string().nullable(),
  /** The period running now (for its detail page). */
  grantId: z.number().int().nullable(),
});

const orderNoSchema = z.string({ error: "缺少订单号" }).regex(/^\d{8}[0-9A-Z]{8}$/, "订单号格式不正确");

/** The most businesses one VIP-mark question names: a directory or search page's companies. */
export const VIP_MARKS_MAX = 50;

/** `ids=12,34,56`: the businesses a page lists. */
const businessIdsSchema = z
  .string({ error: "缺少企业编号" })
  .regex(/^\d{1,10}(,\d{1,10})*$/, "企业编号应为以逗号分隔的数字")
  .transform((text) => [...new Set(text.split(",").map(Number))])
  .refine((ids) => ids.length <= VIP_MARKS_MAX, `一次最多查询${VIP_MARKS_MAX}家企业`);

/** Where VIP businesses are recommended (推荐位): the company directory (年度 and 企业VIP) or the home page (企业VIP). */
export const VIP_RECOMMENDATION_PLACES = ["directory", "home"] as const;
/** How many recommended companies a place shows. */
export const VIP_RECOMMENDED_MAX = 8;

/** A recommended company as its card shows it. */
const recommendedCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The company's badge; "" when it has none. */
  logoUrl: z.string(),
  industry: z.string(),
  region: z.string(),
});

/** A section of a 行业价格分析报告: listed products, machines for rent, labour teams' day rates. */
export const PRICE_REPORT_SECTIONS = ["product", "equipment", "labor"] as const;

/** One figure of a report: a kind in one unit over the listings in force when it was issued. */
const priceReportLineSchema = z.object({
  section: z.enum(PRICE_REPORT_SECTIONS),
  item: z.string(),
  unit: z.string(),
  samples: z.number().int(),
  avgFen: z.number().int(),
  minFen: z.number().int(),
  maxFen: z.number().int(),
  /** 环比 in permille against the previous report of the cadence; null for the first. */
  changePermille: z.number().int().nullable(),
});

/** A report on the shelf. */
const priceReportSummarySchema = z.object({
  id: z.number().int(),
  cadence: z.enum(["quarterly", "monthly"]),
  /** 2026年第3季度, 2026年11月. */
  periodLabel: z.string(),
  issuedAt: dateTimeSchema,
});

const priceReportAccess = {
  auth: "business",
  anyMember: "the business's VIP benefit: market figures from public listings, for every member who works under it",
  designed: false,
  tag: "order",
} as const;

export const vipCalls = {
  recommended: readCall(
    { auth: "none", designed: true, tag: "order" },
    {
      path: `${base}/recommended`,
      summary: "VIP推荐企业（企业名录与首页推荐位）",
      query: z.object({ place: z.enum(VIP_RECOMMENDATION_PLACES, { error: "推荐位置不正确" }) }),
      /** Certified businesses whose running plan recommends them there, the latest to start its period first; at most VIP_RECOMMENDED_MAX. */
      data: z.array(recommendedCompanySchema),
      errors: [400],
    },
  ),
  marks: readCall(
    { auth: "none", designed: true, tag: "order" },
    {
      path: `${base}/marks`,
      summary: "企业VIP标识（企业主页、名录与搜索结果）",
      query: z.object({ ids: businessIdsSchema }),
      /** Of the businesses asked about, those whose VIP runs now: the mark is public, the plan and expiry are not. */
      data: z.object({ vipIds: z.array(z.number().int()) }),
      errors: [400],
    },
  ),
  plans: readCall({ auth: "none", designed: true, tag: "order" }, { path: `${base}/plans`, summary: "VIP会员套餐", data: z.array(planSchema) }),
  membership: readCall(
    {
      auth: "business",
      anyMember: "whether the business is a VIP and until when: every member works under it; no amount or payer",
      designed: true,
      tag: "order",
    },
    { path: `${base}/membership`, summary: "当前企业的VIP会员状态与到期时间", data: membershipSchema },
  ),
  orderGrant: readCall(
    { auth: "business", permission: "order_pay", designed: true, tag: "order" },
    {
      path: `${base}/order`,
      summary: "VIP订单开通的会员期",
      query: z.object({ orderNo: orderNoSchema }),
      data: z.object({ plan: planSchema.nullable(), grant: grantSchema.nullable(), membership: membershipSchema }),
      errors: [400, 404],
    },
  ),
  grant: readCall(
    {
      auth: "business",
      anyMember: "a VIP period the business holds, as 服务授权 shows it to every member; plan prices are public",
      designed: true,
      tag: "order",
    },
    {
      path: `${base}/grant`,
      summary: "VIP会员授权详情（权益、起止时间、来源订单）",
      query: z.object({ id: z.coerce.number({ error: "缺少授权编号" }).int().positive("授权编号不正确") }),
      data: z.object({ grant: grantSchema, plan: planSchema, membership: membershipSchema, periods: z.array(grantSchema) }),
      errors: [400, 404],
    },
  ),
  accountManager: readCall(
    {
      auth: "business",
      anyMember: "the enterprise VIP's 专属客户经理 serves the whole company: every member may reach them",
      designed: false,
      tag: "order",
    },
    {
      path: `${base}/account-manager`,
      summary: "企业VIP专属客户经理（姓名、电话、服务时间）",
      /** enterprise: the running period is the enterprise plan's; manager null while none is assigned (and for every other plan). */
      data: z.object({
        enterprise: z.boolean(),
        manager: z.object({ name: z.string(), phone: z.string(), serviceHours: z.string() }).nullable(),
      }),
    },
  ),
  priceReports: readCall(priceReportAccess, {
    path: `${base}/price-reports`,
    summary: "行业价格分析报告（年度VIP每季度、企业VIP每月）",
    /** The cadence the business's running plan gives (none: not a VIP, or a plan without the benefit) and its reports, newest first. */
    data: z.object({ cadence: z.enum(PRICE_REPORT_CADENCES), reports: z.array(priceReportSummarySchema) }),
  }),
  priceReport: readCall(priceReportAccess, {
    path: `${base}/price-report`,
    summary: "一期行业价格分析报告",
    query: z.object({ id: z.coerce.number({ error: "缺少报告编号" }).int().positive("报告编号不正确") }),
    data: priceReportSummarySchema.extend({ lines: z.array(priceReportLineSchema) }),
    errors: [400, 403, 404],
  }),
};

/** One entitlement of the business as 服务授权 lists it. */
const entitlementSchema = z.object({
  kind: z.enum(ORDER_ITEM_KINDS),
  kindLabel: z.string(),
  title: z.string(),
  orderNo: z.string(),
  /** The VIP period's id (vip_plan rows), for its detail page. */
  grantId: z.number().int().nullable(),
  startTime: dateTimeSchema.nullable(),
  /** null: no fixed end (a one-off service until completed, a lesson kept for good). */
  endTime: dateTimeSchema.nullable(),
  validity: validitySchema,
  validityLabel: z.string(),
});

export const serviceAuthCalls = {
  list: readCall(
    {
      auth: "business",
      anyMember: "what the business may use (VIP, lessons, legal packages) for its members to use it; no amounts or payer",
      designed: true,
      tag: "order",
    },
    {
      path: `${authBase}/list`,
      summary: "服务授权：企业通过订单获得的服务与权益",
      query: pageQuerySchema.extend({
        kind: z.enum(ORDER_ITEM_KINDS, { error: "不支持的服务类型" }).optional(),
        validity: validitySchema.optional(),
      }),
      data: page(entitlementSchema).extend({ activeCount: z.number().int() }),
    },
  ),
};
