import { SERVICE_KNOWLEDGE_STATES, SHOP_SERVICE_CATEGORIES, SHOP_SERVICE_STATES, SHOP_SERVICE_UNITS } from "@cidp/domain";
import { z } from "zod";
import { changeCall, changesAnswering, listCall, readByIdCall, readCall } from "./call-kinds.ts";
import { dateTimeSchema, idSchema, page, pageQuerySchema } from "./common.contract.ts";
import { invoiceSchema } from "./invoice.calls.ts";
import { orderEventSchema, orderStateSchema } from "./order.calls.ts";

// 服务发布: a certified company publishes the services it sells (工程咨询, 检测, 监理 …) and knowledge
// articles; the operator reviews both; buyers order a listed service through the order module, and
// the seller serves (开始服务, 完成服务) and decides refund requests here. Designed paths (spec §7
// does not show them).
const base = "/api/cidp-shop-service";

/** A service as lists and cards show it; prices in fen. */
const serviceCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(SHOP_SERVICE_CATEGORIES),
  categoryLabel: z.string(),
  priceFen: z.number().int(),
  unit: z.string(),
  /** ¥3,800.00/次 */
  priceText: z.string(),
  deliveryDays: z.number().int(),
  /** 7天内交付 */
  deliveryText: z.string(),
  serviceArea: z.string(),
  state: z.enum(SHOP_SERVICE_STATES),
  stateLabel: z.string(),
  sellerBusinessId: z.number().int(),
  sellerName: z.string(),
  updateTime: dateTimeSchema,
});

/** A service in full: the public page's and the owner's. */
const serviceDetailSchema = serviceCardSchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  afterSales: z.string(),
  sellerCertified: z.boolean(),
  /** Paid orders of the service so far (已售). */
  soldCount: z.number().int(),
});

/** The owner's service, with the operator's reason when refused. */
const ownServiceSchema = serviceDetailSchema.extend({ rejectReason: z.string().nullable() });

const serviceBodySchema = z.object({
  id: idSchema.optional(),
  title: z.string({ error: "请填写服务标题" }).trim().max(60, "服务标题不能超过60个字"),
  category: z.enum(SHOP_SERVICE_CATEGORIES, { error: "请选择服务类别" }),
  priceFen: z.coerce.number({ error: "请填写服务价格" }).int("服务价格格式不正确"),
  unit: z.enum(SHOP_SERVICE_UNITS, { error: "请选择计价单位" }),
  deliveryDays: z.coerce.number({ error: "请填写交付周期" }).int("交付周期应为整数天"),
  serviceArea: z.string({ error: "请填写服务区域与交付方式" }).trim().max(100, "服务区域与交付方式不能超过100个字"),
  /** Rich text (HTML) or plain text with blank lines between paragraphs; sanitised by the server. */
  content: z.string({ error: "请填写服务内容" }).max(20_000, "服务内容过长（不超过20000个字符）"),
  afterSales: z.string().trim().max(500, "售后说明不能超过500个字").default(""),
  /** True: submit for review at once; false: keep as a draft. */
  submit: z.boolean().default(false),
});

const knowledgeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  state: z.enum(SERVICE_KNOWLEDGE_STATES),
  stateLabel: z.string(),
  rejectReason: z.string().nullable(),
  /** The knowledge base's article once published. */
  articleId: z.number().int().nullable(),
  authorName: z.string(),
  updateTime: dateTimeSchema,
});
const ownKnowledgeSchema = knowledgeSchema.extend({ body: z.string() });

const knowledgeBodySchema = z.object({
  id: idSchema.optional(),
  title: z.string({ error: "请填写标题" }).trim().max(100, "标题不能超过100个字"),
  summary: z.string().trim().max(200, "摘要不能超过200个字").default(""),
  /** Rich text (HTML) or plain text with blank lines between paragraphs; sanitised by the server. */
  body: z.string({ error: "请填写正文" }).max(20_000, "正文不能超过20000个字"),
  submit: z.boolean().default(false),
});

/** An order of one of the seller's services. */
const soldOrderSchema = z.object({
  orderNo: z.string(),
  serviceId: z.number().int(),
  title: z.string(),
  amountFen: z.number().int(),
  paidFen: z.number().int(),
  refundedFen: z.number().int(),
  state: orderStateSchema,
  stateLabel: z.string(),
  /** 退款中 and not decided yet: the seller agrees or refuses. */
  refundWaiting: z.boolean(),
  /** 售后中: the buyer waits for the seller's answer (serve again, or refund). */
  afterSaleWaiting: z.boolean(),
  /** The buyer asked for an invoice the seller has not issued yet. */
  invoiceWaiting: z.boolean(),
  buyerBusinessName: z.string(),
  /** The buyer's name with a masked phone. */
  buyerContact: z.string(),
  createTime: dateTimeSchema,
});

const soldOrderDetailSchema = soldOrderSchema.extend({
  refundReason: z.string(),
  /** 售后中: the buyer's reason; empty otherwise. */
  afterSaleReason: z.string(),
  /** 待验收: when the order is accepted for the buyer if they say nothing; null otherwise. */
  acceptBefore: dateTimeSchema.nullable(),
  /** The buyer's invoice request (or the invoice issued); null when none was asked for. */
  invoice: invoiceSchema.nullable(),
  events: z.array(orderEventSchema),
});

const orderNoSchema = z.string({ error: "请指定订单" }).trim().min(1, "请指定订单").max(32);

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const serviceManageAccess = { auth: "business", permission: "service_manage", designed: true, tag: "market" } as const;
const serviceManageChange = changesAnswering(serviceManageAccess, { data: ownServiceSchema, errors: [400, 404] });

/** The calls of published services, service knowledge and sold-service orders. */
export const shopServiceCalls = {
  detail: readByIdCall(
    { auth: "none", designed: true, tag: "market" },
    { path: `${base}/detail`, summary: "服务详情（已上架）：内容、价格、交付、售后与服务商", record: serviceDetailSchema },
  ),
  mine: readCall(serviceManageAccess, {
    path: `${base}/mine`,
    summary: "我发布的服务（当前企业），按状态",
    query: pageQuerySchema.extend({ state: z.enum(SHOP_SERVICE_STATES, { error: "状态不正确" }).optional() }),
    data: page(serviceCardSchema).extend({ counts: z.record(z.string(), z.number().int()) }),
    errors: [400],
  }),
  own: readByIdCall(serviceManageAccess, {
    path: `${base}/own`,
    summary: "我发布的一项服务（含审核意见）",
    record: ownServiceSchema,
  }),
  save: serviceManageChange({ path: `${base}/save`, summary: "发布或修改服务（草稿，或提交审核）", body: serviceBodySchema }),
  change: serviceManageChange({
    path: `${base}/change`,
    summary: "提交审核或下架服务",
    body: z.object({ id: idSchema, action: z.enum(["submit", "delist"], { error: "操作不正确" }) }),
  }),
  knowledgeMine: readCall(serviceManageAccess, { path: `${base}/knowledge/mine`, summary: "服务商知识文章（当前企业）", data: z.array(knowledgeSchema) }),
  knowledgeOwn: readByIdCall(serviceManageAccess, {
    path: `${base}/knowledge/own`,
    summary: "一篇服务商知识文章（含审核意见）",
    record: ownKnowledgeSchema,
  }),
  knowledgeSave: changeCall(serviceManageAccess, {
    path: `${base}/knowledge/save`,
    summary: "撰写或修改知识文章（草稿，或提交平台审核）",
    body: knowledgeBodySchema,
    data: ownKnowledgeSchema,
    errors: [400, 404],
  }),
  sold: listCall(serviceManageAccess, {
    path: `${base}/sold`,
    summary: "已售服务订单（当前企业的服务），按状态",
    errors: [400],
    record: soldOrderSchema,
    filters: { state: orderStateSchema.optional() },
  }),
  soldDetail: readCall(serviceManageAccess, {
    path: `${base}/sold/detail`,
    summary: "已售服务订单详情与记录",
    query: z.object({ orderNo: orderNoSchema }),
    data: soldOrderDetailSchema,
    errors: [400, 404],
  }),
  soldStep: changeCall(serviceManageAccess, {
    path: `${base}/sold/step`,
    summary: "卖家处理订单：开始服务、完成服务（待买家验收）、同意或拒绝退款、处理售后（重新服务或同意退款）",
    body: z.object({
      orderNo: orderNoSchema,
      step: z.enum(["start", "complete", "approve-refund", "reject-refund", "redo", "after-sale-refund"], { error: "操作不正确" }),
      /** A note for the buyer; required (2–200 characters) when refusing a refund or answering 售后. */
      note: z.string().trim().max(200, "说明不能超过200个字").default(""),
    }),
    data: soldOrderDetailSchema,
    errors: [400, 404],
  }),
  soldInvoice: changeCall(serviceManageAccess, {
    path: `${base}/sold/invoice`,
    summary: "卖家开具买家申请的发票（登记发票号码）",
    body: z.object({
      orderNo: orderNoSchema,
      invoiceNo: z
        .string({ error: "请填写发票号码" })
        .trim()
        .regex(/^[0-9A-Za-z]{8,20}$/, "发票号码应为8～20位数字或字母"),
    }),
    data: soldOrderDetailSchema,
    errors: [400, 404, 409],
  }),
};
