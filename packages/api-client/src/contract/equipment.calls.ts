import {
  EQUIPMENT_PRICE_UNITS,
  EQUIPMENT_SIDES,
  EQUIPMENT_TRADES,
  LISTING_CERTIFICATE_MAX,
  LISTING_PHOTO_MAX,
  LISTING_STATES,
  LISTING_YEAR_MIN,
} from "@cidp/domain";
import { z } from "zod";
import { changeCall, changesAnswering, listCall, readByIdCall, readCall } from "./call-kinds.ts";
import { byIdSchema, dateTimeSchema, idSchema } from "./common.contract.ts";

// 设备市场: members publish machines they offer (出售, 出租, 二手) or want (求购, 求租); the operator
// reviews; the public market lists what is on it; other businesses book a rental's dates or ask
// about a sale, and the owner accepts or declines. Designed paths (spec §7 does not show them).
const base = "/api/cidp-equipment";

/** The sizes of the pages of the market and of the member's lists. */
export const EQUIPMENT_MARKET_PAGE_SIZE = 12;

const day = z.string({ error: "请选择日期" }).regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式不正确");
const regionCode = z.string({ error: "请选择所在地区" }).regex(/^\d{6}$/, "请选择所在地区（省/市/区县）");
const bookingStateSchema = z.enum(["pending", "accepted", "declined", "cancelled"]);

/** A region (GB/T 2260) as the pickers list it. */
const regionSchema = z.object({ code: z.string(), name: z.string() });

/** A listing as the market's cards and the member's lists show it; prices in fen. */
const listingCardSchema = z.object({
  id: z.number().int(),
  side: z.enum(EQUIPMENT_SIDES),
  trade: z.enum(EQUIPMENT_TRADES),
  tradeLabel: z.string(),
  category: z.string(),
  categoryName: z.string(),
  title: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
  workingHours: z.number().int(),
  regionCode: z.string(),
  /** 省 市 区 in full. */
  regionName: z.string(),
  priceFen: z.number().int(),
  priceUnit: z.enum(EQUIPMENT_PRICE_UNITS),
  /** ¥1,800.00/台班, or 面议 when the price is 0. */
  priceLabel: z.string(),
  /** The first photo's address, or "" when there is none. */
  cover: z.string(),
  ownerBusinessId: z.number().int(),
  ownerName: z.string(),
  state: z.enum(LISTING_STATES),
  stateLabel: z.string(),
  updateTime: dateTimeSchema,
});

const photoSchema = z.object({ url: z.string(), alt: z.string() });
const fileSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
const takenSchema = z.object({ start: z.string(), end: z.string() });

/** A listing in full: the detail page's and the owner's edit form's. */
const listingDetailSchema = listingCardSchema.extend({
  description: z.string(),
  photos: z.array(photoSchema),
  certificates: z.array(fileSchema),
  availableFrom: z.string().nullable(),
  availableTo: z.string().nullable(),
  /** The days accepted bookings take (rentals). */
  taken: z.array(takenSchema),
  /** Whether the owner's business has a member to chat with. */
  ownerHasContact: z.boolean(),
});

/** The owner's own listing, with what the edit form needs. */
const ownListingSchema = listingDetailSchema.extend({
  photoIds: z.array(z.number().int()),
  rejectReason: z.string().nullable(),
  /** Pending requests waiting for the owner. */
  pendingRequests: z.number().int(),
});

/** A request (a booking with dates, or an inquiry) as either side lists it. */
const requestSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  listingTitle: z.string(),
  trade: z.enum(EQUIPMENT_TRADES),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  message: z.string(),
  state: bookingStateSchema,
  stateLabel: z.string(),
  /** The other side's business. */
  counterpartBusinessId: z.number().int(),
  counterpartName: z.string(),
  /** The member who sent it (their name). */
  requesterName: z.string(),
  declineReason: z.string().nullable(),
  createTime: dateTimeSchema,
});

const yuanFen = z.coerce.number({ error: "请填写价格" }).int("价格格式不正确").min(0, "价格不能为负数").max(100_000_000_00, "价格不能超过1亿元");

/** The body of saving a listing (new when `id` is absent). */
const listingBodySchema = z.object({
  id: idSchema.optional(),
  trade: z.enum(EQUIPMENT_TRADES, { error: "请选择交易类型" }),
  category: z.string({ error: "请选择设备类别" }).min(1, "请选择设备类别").max(40),
  title: z.string({ error: "请填写标题" }).trim().min(4, "标题至少4个字").max(60, "标题不能超过60个字"),
  brand: z.string({ error: "请填写品牌" }).trim().min(1, "请填写品牌").max(40, "品牌不能超过40个字"),
  model: z.string({ error: "请填写型号" }).trim().min(1, "请填写型号").max(40, "型号不能超过40个字"),
  year: z.coerce.number({ error: "请填写出厂年份" }).int("出厂年份应为整数").min(LISTING_YEAR_MIN, `出厂年份不能早于${LISTING_YEAR_MIN}年`),
  workingHours: z.coerce
    .number({ error: "请填写工作小时数" })
    .int("工作小时数应为整数")
    .min(0, "工作小时数不能为负数")
    .max(200_000, "工作小时数不能超过200000"),
  regionCode,
  priceFen: yuanFen,
  priceUnit: z.enum(EQUIPMENT_PRICE_UNITS, { error: "请选择计价方式" }),
  description: z.string().trim().max(2000, "设备描述不能超过2000个字").default(""),
  photoIds: z.array(idSchema, { error: "设备照片格式不正确" }).max(LISTING_PHOTO_MAX, `设备照片最多${LISTING_PHOTO_MAX}张`).default([]),
  certificateIds: z.array(idSchema, { error: "检验证书格式不正确" }).max(LISTING_CERTIFICATE_MAX, `检验证书最多${LISTING_CERTIFICATE_MAX}份`).default([]),
  availableFrom: day.optional(),
  availableTo: day.optional(),
  /** True: submit for review at once; false: keep as a draft. */
  submit: z.boolean().default(true),
});

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const publicAccess = { auth: "none", designed: true, tag: "equipment" } as const;
const equipmentTraderAccess = { auth: "business", permission: ["product_manage", "inquiry_create"], designed: true, tag: "equipment" } as const;
const listingOwnerChange = changesAnswering(equipmentTraderAccess, { data: ownListingSchema, errors: [400, 403, 404] });
const bookingRequestChange = changesAnswering(equipmentTraderAccess, { data: requestSchema, errors: [400, 403, 404, 409] });

/** The calls of the equipment market. */
export const equipmentCalls = {
  regions: readCall(publicAccess, {
    path: `${base}/regions`,
    summary: "行政区划（GB/T 2260）：省，或某省的市、某市的区县",
    query: z.object({
      parent: z
        .string()
        .regex(/^(\d{2}|\d{4})$/, "地区编码不正确")
        .optional(),
    }),
    data: z.array(regionSchema),
    errors: [400],
  }),
  market: listCall(publicAccess, {
    path: `${base}/market`,
    summary: "设备市场：已上架的供应与需求，按供需、交易类型、类别、地区、价格筛选",
    filters: {
      side: z.enum(EQUIPMENT_SIDES, { error: "供需类型不正确" }).optional(),
      trade: z.enum(EQUIPMENT_TRADES, { error: "交易类型不正确" }).optional(),
      category: z.string().max(40).optional(),
      /** A province (2 digits), city (4) or district (6) code: listings within it. */
      region: z
        .string()
        .regex(/^(\d{2}|\d{4}|\d{6})$/, "地区编码不正确")
        .optional(),
      minFen: z.coerce.number({ error: "价格不正确" }).int().min(0).optional(),
      maxFen: z.coerce.number({ error: "价格不正确" }).int().min(0).optional(),
    },
    record: listingCardSchema,
    errors: [400],
  }),
  detail: readByIdCall(publicAccess, {
    path: `${base}/detail`,
    summary: "设备详情（已上架）：照片、参数、价格、所属企业、已被预订的日期",
    record: listingDetailSchema,
  }),
  save: listingOwnerChange({ path: `${base}/listing/save`, summary: "发布或修改设备信息（草稿，或提交审核）", body: listingBodySchema }),
  mine: listCall(equipmentTraderAccess, {
    path: `${base}/listing/mine`,
    summary: "我的发布（当前企业）",
    record: ownListingSchema,
    filters: { side: z.enum(EQUIPMENT_SIDES, { error: "供需类型不正确" }).optional() },
  }),
  change: listingOwnerChange({
    path: `${base}/listing/change`,
    summary: "提交审核、下架或标记成交",
    body: z.object({ id: idSchema, action: z.enum(["submit", "delist", "close"], { error: "不支持的操作" }) }),
  }),
  request: bookingRequestChange({
    path: `${base}/request/create`,
    summary: "预订（租赁，选择日期）或询价（买卖）",
    body: z.object({
      listingId: idSchema,
      startDate: day.optional(),
      endDate: day.optional(),
      message: z.string().trim().max(500, "留言不能超过500个字").default(""),
    }),
  }),
  requests: listCall(equipmentTraderAccess, {
    path: `${base}/request/list`,
    summary: "收到的请求或发出的请求（当前企业）",
    record: requestSchema,
    filters: { box: z.enum(["received", "sent"], { error: "请求类型不正确" }).default("received") },
  }),
  decide: bookingRequestChange({
    path: `${base}/request/decide`,
    summary: "设备所有方接受或拒绝请求；接受的预订占用日期",
    body: z.object({
      id: idSchema,
      accept: z.boolean({ error: "请选择接受或拒绝" }),
      reason: z.string().trim().max(200, "拒绝原因不能超过200个字").default(""),
    }),
  }),
  cancel: changeCall(equipmentTraderAccess, {
    path: `${base}/request/cancel`,
    summary: "撤回尚未处理的请求",
    body: byIdSchema,
    data: requestSchema,
    errors: [400, 404],
  }),
};
