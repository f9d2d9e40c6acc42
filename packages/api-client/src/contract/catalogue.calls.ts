import { PRICE_TIER_MAX, PRODUCT_PHOTO_MAX, PRODUCT_PRICE_MAX_FEN, PRODUCT_REPORT_MAX, PRODUCT_STATES, PRODUCT_UNITS } from "@cidp/domain";
import { z } from "zod";
import { changesAnswering, listCall, readByIdCall, readCall } from "./call-kinds.ts";
import { byIdSchema, dateTimeSchema, idSchema, page, pageQuerySchema } from "./common.contract.ts";

// 建材产品: a certified business's members with 商品与店铺管理 publish products (SKU fields, unit
// or tiered price, photos, 检测报告); the operator reviews; buyers see 已上架 ones on the product
// page, in search, in the sitemap and in the company's catalogue. Designed paths (spec §7 shows none).
const base = "/api/cidp-catalogue";

/** The size of a page of the member's products and of a public catalogue. */
export const PRODUCT_PAGE_SIZE = 12;

const tierSchema = z.object({ minQty: z.number().int(), priceFen: z.number().int() });
const photoSchema = z.object({ url: z.string(), alt: z.string() });
const fileSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() });

/** A product as cards and lists show it; prices in fen. */
const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  /** 钢材 › 螺纹钢 */
  categoryPath: z.string(),
  model: z.string(),
  brand: z.string(),
  standard: z.string(),
  unit: z.string(),
  /** ¥4,150.00/吨, or ¥4,050.00/吨 起 for tiers. */
  priceText: z.string(),
  moq: z.number().int(),
  /** The first photo's public address, "" when none. */
  cover: z.string(),
  businessId: z.number().int(),
  businessName: z.string(),
  state: z.enum(PRODUCT_STATES),
  stateLabel: z.string(),
  updateTime: dateTimeSchema,
});

/** A product in full: the public detail page's. */
const productDetailSchema = productCardSchema.extend({
  priceKind: z.enum(["single", "tiers"]),
  priceFen: z.number().int().nullable(),
  tiers: z.array(tierSchema),
  region: z.string(),
  /** Sanitised HTML. */
  descriptionHtml: z.string(),
  photos: z.array(photoSchema),
  reports: z.array(fileSchema),
});

/** The owner's own product, with what the edit form keeps. */
const ownProductSchema = productDetailSchema.extend({
  photoIds: z.array(z.number().int()),
  reportIds: z.array(z.number().int()),
  rejectReason: z.string().nullable(),
});

const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字`);
const fen = z.coerce.number({ error: "请填写单价" }).int("单价最多两位小数").max(PRODUCT_PRICE_MAX_FEN, "单价不能超过1亿元");

/** The body of saving a product (new when `id` is absent). Cross-field rules are the domain's. */
const productBodySchema = z.object({
  id: idSchema.optional(),
  name: text("产品名称", 60),
  category: z.string({ error: "请选择产品分类" }).max(40),
  model: text("规格型号", 60),
  brand: text("品牌", 40),
  standard: text("执行标准", 60),
  unit: z.enum(PRODUCT_UNITS, { error: "请选择计量单位" }),
  priceKind: z.enum(["single", "tiers"], { error: "请选择定价方式" }),
  /** The unit price (single). */
  priceFen: fen.optional(),
  /** The tiers (阶梯价). */
  tiers: z
    .array(z.object({ minQty: z.coerce.number({ error: "请填写起订数量" }).int("起订数量应为整数"), priceFen: fen }))
    .max(PRICE_TIER_MAX, `阶梯价最多设置${PRICE_TIER_MAX}档`)
    .default([]),
  moq: z.coerce.number({ error: "请填写起订量" }).int("起订量应为整数").max(1_000_000, "起订量不能超过1000000"),
  region: z.string().trim().max(60, "供货区域不能超过60个字").default(""),
  description: z.string().max(20_000, "产品描述过长").default(""),
  photoIds: z.array(idSchema, { error: "产品图片格式不正确" }).max(PRODUCT_PHOTO_MAX, `产品图片最多${PRODUCT_PHOTO_MAX}张`).default([]),
  reportIds: z.array(idSchema, { error: "检测报告格式不正确" }).max(PRODUCT_REPORT_MAX, `检测报告最多${PRODUCT_REPORT_MAX}份`).default([]),
  /** True: submit for review at once; false: keep as a draft. */
  submit: z.boolean().default(false),
});

/** A business that sells (已上架) in the categories of another's catalogue. */
const supplierSchema = z.object({
  businessId: z.number().int(),
  name: z.string(),
  /** The category groups it sells in, by name. */
  categories: z.array(z.string()),
  productCount: z.number().int(),
  /** A few of its listed products. */
  samples: z.array(productCardSchema),
});

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const publicAccess = { auth: "none", designed: true, tag: "market" } as const;
const productManageAccess = { auth: "business", permission: "product_manage", designed: true, tag: "market" } as const;
const productManageChange = changesAnswering(productManageAccess, { data: ownProductSchema, errors: [400, 403, 404] });

/** The calls of the building-material product catalogue. */
export const catalogueCalls = {
  detail: readByIdCall(publicAccess, {
    path: `${base}/product/detail`,
    summary: "产品详情（已上架）：图片、规格参数、阶梯价、检测报告、所属企业",
    record: productDetailSchema,
  }),
  catalogue: listCall(publicAccess, {
    path: `${base}/product/catalogue`,
    summary: "企业的产品目录（已上架），按分类筛选",
    errors: [400],
    record: productCardSchema,
    filters: { businessId: idSchema, category: z.string().max(40).optional() },
  }),
  mine: readCall(productManageAccess, {
    path: `${base}/product/mine`,
    summary: "我的产品（当前企业），按状态筛选",
    query: pageQuerySchema.extend({ state: z.enum(PRODUCT_STATES, { error: "状态不正确" }).optional() }),
    data: page(productCardSchema).extend({ counts: z.record(z.string(), z.number().int()) }),
    errors: [403],
  }),
  own: readCall(productManageAccess, {
    path: `${base}/product/own`,
    summary: "本企业的一个产品（任意状态），供编辑",
    query: byIdSchema,
    data: ownProductSchema,
    errors: [403, 404],
  }),
  save: productManageChange({ path: `${base}/product/save`, summary: "发布或修改产品（草稿，或提交审核）", body: productBodySchema }),
  change: productManageChange({
    path: `${base}/product/change`,
    summary: "提交审核或下架产品",
    body: z.object({ id: idSchema, action: z.enum(["submit", "delist"], { error: "不支持的操作" }) }),
  }),
  suppliers: readCall(
    {
      auth: "business",
      anyMember: "other businesses' listed products, public in their shops, ranked by this business's categories",
      designed: true,
      tag: "market",
    },
    {
      path: `${base}/product/suppliers`,
      summary: "可供货企业：在本企业产品分类中有已上架产品的其他企业",
      data: z.object({ businessId: z.number().int(), businessName: z.string(), suppliers: z.array(supplierSchema) }),
    },
  ),
};
