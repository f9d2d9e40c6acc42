import { MAX_DOCUMENTS_PER_VERSION, MAX_MIN_ROUND_HOURS, MAX_QUOTATION_ROUNDS, MIN_ROUND_HOURS, QUOTATION_STATES, SHEET_STATES, VAT_RATES } from "@cidp/domain";
import { z } from "zod";
import { callIdBody, callModeInput, callModeView, clockTimeSchema, contactNameInput, fenAmountSchema, projectNameInput } from "./call-for-offers.ts";
import { changeCall, changesAnswering, listCall, readCall } from "./call-kinds.ts";
import { byIdSchema, dateTimeSchema, flagSchema, idSchema, pagedList, phoneSchema, plainName } from "./common.contract.ts";
import { defineCall, defineDownload } from "./define-call.ts";

// 询价采购 (../procurement.md): the buyer's inquiry sheets and the suppliers' sealed quotations.
// Designed paths: the spec names the pages, not their calls. Amounts in fen, quantities in
// thousandths of the unit, times as `yyyy-MM-dd HH:mm:ss` (China Standard Time).
const base = "/api/cidp-procurement/inquiry";

const MAX_FEN = 9_999_999_999;
const fenSchema = (what: string) => fenAmountSchema(what, MAX_FEN);
const sheetIdBody = callIdBody;
const deadlineSchema = clockTimeSchema;

const lineInputSchema = z.object({
  name: z.string({ error: "请填写物料名称" }).trim().min(1, "请填写物料名称").max(100, "物料名称不超过100字"),
  spec: z.string().trim().max(200, "规格型号不超过200字").default(""),
  brand: z.string().trim().max(100, "品牌要求不超过100字").default(""),
  unit: z.string({ error: "请填写单位" }).trim().min(1, "请填写单位").max(10, "单位不超过10字"),
  quantityMilli: z.coerce.number({ error: "请填写数量" }).int("数量最多三位小数").positive("数量须大于0").max(1e12, "数量过大"),
  remark: z.string().trim().max(200, "备注不超过200字").default(""),
  controlPriceFen: fenSchema("控制价").nullable().default(null),
  infoPriceFen: fenSchema("信息价").nullable().default(null),
});

/** A draft's header and lines, as the buyer writes them (新建 and 编辑 send the whole draft). */
const draftSchema = z.object({
  id: idSchema.optional(),
  title: z.string({ error: "请填写询价标题" }).trim().min(2, "询价标题至少2个字").max(100, "询价标题不超过100字"),
  projectName: projectNameInput,
  location: z.string().trim().max(200, "工程地点不超过200字").default(""),
  category: z.enum(["物资", "设备租赁", "劳务", "专业分包"], { error: "请选择采购类别" }),
  mode: callModeInput("请选择询价方式"),
  deadline: deadlineSchema("请选择报价截止时间"),
  validityDays: z.coerce.number().int().min(1, "报价有效期至少1天").max(365, "报价有效期不超过365天").default(30),
  deliveryDate: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, "交货日期格式应为 yyyy-MM-dd")
    .default(""),
  deliveryAddress: z.string().trim().max(300, "收货地址不超过300字").default(""),
  /** An entry of the business's address book; when given, the server writes its address as 收货地址. */
  deliveryAddressId: idSchema.optional(),
  paymentTerms: z.string().trim().max(60).default(""),
  invoiceRequirement: z.string().trim().max(30).default(""),
  taxIncluded: flagSchema.default(true),
  freightIncluded: flagSchema.default(true),
  partialAllowed: flagSchema.default(false),
  noRaise: flagSchema.default(true),
  roundCap: z.coerce.number().int().min(1).max(MAX_QUOTATION_ROUNDS, `报价轮次最多${MAX_QUOTATION_ROUNDS}轮`).default(MAX_QUOTATION_ROUNDS),
  qualifications: z.array(z.string().trim().min(1).max(60)).max(20, "资质要求最多20项").default([]),
  contactName: contactNameInput,
  contactPhone: phoneSchema.or(z.literal("")).default(""),
  remark: z.string().trim().max(2000, "补充说明不超过2000字").default(""),
  lines: z.array(lineInputSchema, { error: "请至少添加一行物料" }).min(1, "请至少添加一行物料").max(500, "物料最多500行"),
  /** 询价附件 (drawings, a 清单, technical requirements): upload ids of the author's own finished uploads, fixed once published. */
  documentFileIds: z.array(idSchema).max(MAX_DOCUMENTS_PER_VERSION, `询价附件最多${MAX_DOCUMENTS_PER_VERSION}个`).default([]),
});

/** What a sheet's header shows of the draft: its fields without the lines, the deadline (shown apart) and the files (listed apart). */
const headerOmits = { id: true, lines: true, deadline: true, documentFileIds: true } as const;

/** One 变更公告 as both sides read it: its reason, each change (before → after) and the deadline it left. */
const amendmentSchema = z.object({
  id: z.number().int(),
  time: dateTimeSchema,
  reason: z.string(),
  changes: z.array(z.object({ label: z.string(), before: z.string(), after: z.string() })),
  substantive: z.boolean(),
  deadlineBefore: dateTimeSchema,
  deadlineAfter: dateTimeSchema,
});

const amendedLineFields = {
  name: z.string().trim().min(1, "请填写物料名称").max(100, "物料名称不超过100字"),
  spec: z.string().trim().max(200, "规格型号不超过200字"),
  brand: z.string().trim().max(100, "品牌要求不超过100字"),
  unit: z.string().trim().min(1, "请填写单位").max(10, "单位不超过10字"),
  quantityMilli: z.coerce.number({ error: "请填写数量" }).int("数量最多三位小数").positive("数量须大于0").max(1e12, "数量过大"),
  remark: z.string().trim().max(200, "备注不超过200字"),
};
/** One line's change in a 变更公告: a field changed, the line removed, or a line added. */
const lineAmendmentSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("change"), lineNo: z.coerce.number().int().positive(), ...z.object(amendedLineFields).partial().shape }),
  z.object({ kind: z.literal("remove"), lineNo: z.coerce.number().int().positive() }),
  z.object({
    kind: z.literal("add"),
    ...amendedLineFields,
    spec: amendedLineFields.spec.default(""),
    brand: amendedLineFields.brand.default(""),
    remark: amendedLineFields.remark.default(""),
  }),
]);

/**
 * A file of a sheet (询价附件) or of a quotation (报价附件), downloaded through procurementDownloads.document:
 * the sheet's for its buyer and its suppliers, a quotation's for its author and, once its round is opened, the buyer.
 */
const sheetDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  time: dateTimeSchema,
  /** A sheet's own files: 1 as published, one more for each 变更公告 that added files (a quotation's files: 1). */
  version: z.number().int(),
});

/** One refused field of a draft: its path (`title`, `lines.0.unit` …) and the message to show on it. */
const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type SheetFieldIssue = z.infer<typeof fieldIssueSchema>;

const sheetSummarySchema = z.object({
  id: z.number().int(),
  sheetNo: z.string(),
  title: z.string(),
  category: z.string(),
  mode: callModeView,
  state: z.enum(SHEET_STATES),
  stateLabel: z.string(),
  round: z.number().int(),
  deadline: dateTimeSchema,
  quotations: z.number().int(),
  invitees: z.number().int(),
  buyerName: z.string(),
  createTime: dateTimeSchema,
});

/**
 * A sheet as a supplier or a visitor sees it: how many quotations the round holds only once it is
 * opened (开标); while it is 报价中 a competitor learns nothing of the others, not even their number.
 */
const supplierSheetSummarySchema = sheetSummarySchema.extend({ quotations: z.number().int().nullable() });

const lineSchema = lineInputSchema.extend({ lineNo: z.number().int() });
const supplierLineSchema = lineSchema.omit({ controlPriceFen: true, infoPriceFen: true });

const quotedLineInputSchema = z.object({
  lineNo: z.coerce.number().int().positive(),
  unitPriceFen: fenSchema("含税单价").refine((fen) => fen > 0, "含税单价须大于0"),
  taxRate: z.coerce.number().refine((rate) => (VAT_RATES as readonly number[]).includes(rate), "税率不正确"),
  brand: z.string().trim().max(100, "品牌/产地不超过100字").default(""),
  deviation: flagSchema.default(false),
  deviationNote: z.string().trim().max(200, "偏离说明不超过200字").default(""),
  deliveryDays: z.coerce.number().int().min(0).max(3650).default(0),
});

/** A quotation as its author or (after opening) the buyer reads it. */
const quotationContentSchema = z.object({
  lines: z.array(quotedLineInputSchema.extend({ amountFen: z.number().int() })),
  freightFen: z.number().int(),
  goodsFen: z.number().int(),
  taxFen: z.number().int(),
  totalFen: z.number().int(),
  /** 总价大写. */
  totalInWords: z.string(),
  validUntil: z.string(),
  acceptPaymentTerms: z.boolean(),
  remark: z.string(),
});

const eventSchema = z.object({ type: z.string(), actorKind: z.enum(["buyer", "supplier", "system"]), note: z.string(), time: dateTimeSchema });

const supplierStandingSchema = z.object({
  supplierBusinessId: z.number().int(),
  supplierName: z.string(),
  state: z.enum(QUOTATION_STATES),
  stateLabel: z.string(),
  invitation: z.string(),
  version: z.number().int(),
  submitTime: dateTimeSchema.nullable(),
});

/**
 * Files of a sheet outside the JSON calls: for the buyer, the 比价/成交报告 (after opening), the lines
 * as Excel and the 操作日志; for a supplier, the round's 报价模板.
 */
export const procurementPaths = {
  reportPdf: `${base}/buyer/report.pdf`,
  linesXlsx: `${base}/buyer/lines.xlsx`,
  /** GET ?id: the sheet's 操作日志 as CSV (UTF-8 with BOM), buyer only. */
  eventsCsv: `${base}/buyer/events.csv`,
  /** GET ?id: the same log as a PDF, for the procurement file. */
  eventsPdf: `${base}/buyer/events.pdf`,
  /** GET ?id (a file's id): a 询价附件 or 报价附件, for whoever may read it; each download is logged. */
  document: `${base}/document`,
  /** GET ?id: the current round's 报价模板 (Excel) for a supplier who may quote it now. */
  quoteTemplateXlsx: `${base}/supplier/quote-template.xlsx`,
} as const;

/** Who may read a buyer's sheet: the 采购员 who runs it, or the 审批人 who approves and awards it. */
const sheetReaders = ["inquiry_create", "inquiry_award"] as const;

/** A file of one sheet (`?id=`) for whoever may read the buyer's sheet. */
const sheetFile = <const P extends string>(path: P, summary: string, contentType: string) =>
  defineDownload({ method: "GET", path, summary, auth: "business", permission: sheetReaders, tag: "procurement", query: byIdSchema, contentType });

/** The files of a sheet: the buyer's guarded like its comparison (the supplier prices are in them), and the supplier's template. */
export const procurementDownloads = {
  reportPdf: sheetFile(procurementPaths.reportPdf, "比价报告 / 成交报告（PDF，开标后）", "application/pdf"),
  linesXlsx: sheetFile(
    procurementPaths.linesXlsx,
    "物料清单（Excel，开标后含各供应商单价）",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ),
  eventsCsv: sheetFile(procurementPaths.eventsCsv, "询价单操作日志（CSV，含操作人与角色）", "text/csv; charset=utf-8"),
  eventsPdf: sheetFile(procurementPaths.eventsPdf, "询价单操作日志（PDF，含操作人与角色）", "application/pdf"),
  document: defineDownload({
    method: "GET",
    path: procurementPaths.document,
    summary: "下载询价附件或报价附件（采购方与受邀供应商；报价附件开标前仅报价方可见；每次下载记入操作日志）",
    auth: "business",
    // The buyer's readers or a supplier's; the handler lets each in only to what is theirs to read.
    permission: [...sheetReaders, "quote_submit"],
    tag: "procurement",
    query: byIdSchema,
    contentType: "application/octet-stream",
  }),
  /** The supplier's file: its own round's lines to price, refused once the round is closed to it. */
  quoteTemplateXlsx: defineDownload({
    method: "GET",
    path: procurementPaths.quoteTemplateXlsx,
    summary: "报价模板（Excel，本轮物料，供应商填写后导入报价单）",
    auth: "business",
    permission: "quote_submit",
    tag: "procurement",
    query: byIdSchema,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  }),
};

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const inquiryCreateAccess = { auth: "business", permission: "inquiry_create", designed: true, tag: "procurement" } as const;
const inquiryAwardAccess = { auth: "business", permission: "inquiry_award", designed: true, tag: "procurement" } as const;
const sheetReadersAccess = { auth: "business", permission: sheetReaders, designed: true, tag: "procurement" } as const;
const quoteSubmitAccess = { auth: "business", permission: "quote_submit", designed: true, tag: "procurement" } as const;
const inquiryCreateChange = changesAnswering(inquiryCreateAccess, { data: sheetSummarySchema, errors: [400, 403, 404] });
const inquiryAwardChange = changesAnswering(inquiryAwardAccess, { data: sheetSummarySchema, errors: [400, 403, 404] });
const quoteSubmitChange = changesAnswering(quoteSubmitAccess, {
  data: z.object({ state: z.enum(QUOTATION_STATES), stateLabel: z.string() }),
  errors: [400, 403, 404],
});

/** The calls of inquiry sheets and quotations. */
export const procurementCalls = {
  saveDraft: inquiryCreateChange({ path: `${base}/draft/save`, summary: "保存询价单草稿（新建或编辑）", body: draftSchema }),
  checkDraft: changeCall(inquiryCreateAccess, {
    path: `${base}/draft/check`,
    summary: "检查询价单草稿：逐字段列出全部问题（不保存）",
    body: draftSchema,
    data: z.object({ issues: z.array(fieldIssueSchema) }),
    errors: [403],
  }),
  publish: changeCall(inquiryCreateAccess, {
    path: `${base}/publish`,
    summary: "发布询价单（需内部审批时提交审批）",
    certification: "inquiry.publish",
    body: sheetIdBody,
    data: sheetSummarySchema.extend({ warnings: z.array(z.string()) }),
    errors: [400, 403, 404],
  }),
  approve: changeCall(inquiryAwardAccess, {
    path: `${base}/approval/approve`,
    summary: "内部审批通过：询价单发布，邀请发出（审批人）；可同时改定报价截止时间",
    certification: "inquiry.publish",
    body: z.object({
      id: idSchema,
      // Empty keeps the submitted deadline; a deadline that passed or came too close while the
      // sheet waited is moved here by the approver.
      deadline: z.preprocess((value) => (value === "" ? undefined : value), deadlineSchema("请选择新的截止时间").optional()),
    }),
    data: sheetSummarySchema.extend({ warnings: z.array(z.string()) }),
    errors: [400, 403, 404],
  }),
  reject: inquiryAwardChange({
    path: `${base}/approval/reject`,
    summary: "内部审批退回：询价单回到草稿，附退回原因（审批人）",
    body: z.object({ id: idSchema, reason: z.string({ error: "请填写退回原因" }).trim().min(1, "请填写退回原因").max(200, "退回原因不超过200字") }),
  }),
  settings: readCall(
    {
      auth: "business",
      anyMember: "the business's rule for publishing (internal approval or not), shown read-only to members who cannot change it",
      designed: true,
      tag: "procurement",
    },
    {
      path: `${base}/settings`,
      summary: "本企业的询价设置（发布前是否需内部审批，每轮报价的最短时长）",
      data: z.object({
        requiresApproval: z.boolean(),
        /** The least hours any round of the business's sheets lasts. */
        minRoundHours: z.number().int(),
        /** A substantive 变更公告 leaves suppliers at least this many hours before the deadline. */
        changeNoticeHours: z.number().int(),
        /** Whether the caller may change it (a business administrator); otherwise why not. */
        mayChange: z.boolean(),
        readOnlyReason: z.string(),
      }),
    },
  ),
  saveSettings: changeCall(
    { auth: "business", permission: "role_manage", designed: true, tag: "procurement" },
    {
      path: `${base}/settings`,
      summary: "修改本企业的询价设置（管理员）",
      body: z.object({
        requiresApproval: flagSchema,
        /** Absent: kept as it is. */
        minRoundHours: z.coerce
          .number({ error: "请填写每轮报价的最短时长" })
          .int("每轮报价的最短时长须为整数小时")
          .min(MIN_ROUND_HOURS, `每轮报价时间不得少于${MIN_ROUND_HOURS}小时`)
          .max(MAX_MIN_ROUND_HOURS, `每轮报价的最短时长不超过${MAX_MIN_ROUND_HOURS}小时`)
          .optional(),
        /** Absent: kept as it is. */
        changeNoticeHours: z.coerce
          .number({ error: "请填写变更公告的通知期" })
          .int("通知期须为整数小时")
          .min(2, "变更公告的通知期不得少于2小时")
          .max(168, "变更公告的通知期不超过168小时")
          .optional(),
      }),
      data: z.object({ requiresApproval: z.boolean(), minRoundHours: z.number().int(), changeNoticeHours: z.number().int() }),
      errors: [403],
    },
  ),
  invite: changeCall(inquiryCreateAccess, {
    path: `${base}/invite`,
    summary: "邀请供应商",
    body: z.object({ id: idSchema, supplierBusinessIds: z.array(idSchema, { error: "请选择供应商" }).min(1, "请选择供应商").max(100, "一次最多邀请100家") }),
    data: z.object({ invited: z.number().int(), warnings: z.array(z.string()) }),
    errors: [400, 403, 404],
  }),
  inviteExternal: changeCall(inquiryCreateAccess, {
    path: `${base}/invite/external`,
    summary: "按手机号或统一社会信用代码邀请未注册的供应商（短信邀请注册，认证后转为正式邀请）",
    body: z.object({
      id: idSchema,
      companyName: plainName(z.string({ error: "请填写企业名称（2至100字）" }).max(100, "请填写企业名称（2至100字）"), "企业名称"),
      phone: z.string().max(20).default(""),
      creditCode: z.string().max(30).default(""),
    }),
    data: z.object({
      /** pending: waiting for the company to register and certify; invited: it is on the platform and was invited at once. */
      outcome: z.enum(["pending", "invited"]),
      supplierName: z.string(),
      warnings: z.array(z.string()),
    }),
    errors: [400, 403, 404],
  }),
  revokeInvitation: changeCall(inquiryCreateAccess, {
    path: `${base}/invite/revoke`,
    summary: "撤销对某供应商的邀请（截止前、未报价时）",
    body: z.object({ id: idSchema, supplierBusinessId: idSchema }),
    data: z.null(),
    errors: [400, 403, 404],
  }),
  buyerList: listCall(sheetReadersAccess, {
    path: `${base}/buyer/list`,
    summary: "我的询价单",
    record: sheetSummarySchema,
    filters: { state: z.enum(SHEET_STATES).optional() },
  }),
  buyerDetail: readCall(sheetReadersAccess, {
    path: `${base}/buyer/detail`,
    summary: "询价单详情（采购方）：报价截止前只见报价状态，不见价格",
    query: sheetIdBody,
    data: sheetSummarySchema.extend({
      header: draftSchema.omit(headerOmits),
      documents: z.array(sheetDocumentSchema),
      /** The 询价附件 by their upload ids, for a draft's form to keep. */
      documentFiles: z.array(z.object({ fileId: z.number().int(), name: z.string() })),
      /** Each supplier's 报价附件 of each opened round (sealed with the prices until then). */
      quotationFiles: z.array(z.object({ supplierName: z.string(), round: z.number().int(), files: z.array(sheetDocumentSchema) })),
      lines: z.array(lineSchema),
      suppliers: z.array(supplierStandingSchema),
      /** Companies invited by phone or credit code that have yet to register and certify (待注册). */
      pendingInvitations: z.array(
        z.object({ id: z.number().int(), companyName: z.string(), contact: z.string(), stateLabel: z.string(), invitedAt: dateTimeSchema }),
      ),
      openedRounds: z.number().int(),
      /** The least hours a round of this business's sheets lasts (its 询价设置). */
      minRoundHours: z.number().int(),
      closingReason: z.string(),
      /** The approver's reason when 内部审批 sent the sheet back to 草稿 (empty otherwise). */
      approvalNote: z.string(),
      awardedBusinessId: z.number().int().nullable(),
      warnings: z.array(z.string()),
      events: z.array(eventSchema),
      /** The 变更公告 that amended the sheet, oldest first. */
      amendments: z.array(amendmentSchema),
      /** A substantive 变更公告 leaves suppliers at least this many hours (the business's 询价设置). */
      changeNoticeHours: z.number().int(),
    }),
    errors: [400, 404],
  }),
  comparison: readCall(sheetReadersAccess, {
    path: `${base}/buyer/comparison`,
    summary: "比价（开标后）：行 × 供应商 × 轮次",
    query: byIdSchema,
    data: z.object({
      rounds: z.array(
        z.object({
          round: z.number().int(),
          lines: z.array(
            z.object({
              lineNo: z.number().int(),
              lowestFen: z.number().int().nullable(),
              offers: z.array(
                z.object({
                  supplierBusinessId: z.number().int(),
                  unitPriceFen: z.number().int(),
                  amountFen: z.number().int(),
                  lowest: z.boolean(),
                  deviation: z.boolean(),
                  belowControlPercent: z.number().nullable(),
                  belowInfoPercent: z.number().nullable(),
                  overControl: z.boolean(),
                }),
              ),
            }),
          ),
          standings: z.array(
            z.object({
              supplierBusinessId: z.number().int(),
              supplierName: z.string(),
              totalFen: z.number().int(),
              leveledTotalFen: z.number().int(),
              missingLines: z.array(z.number().int()),
              deviations: z.number().int(),
              rank: z.number().int(),
            }),
          ),
        }),
      ),
    }),
    errors: [400, 404, 409],
  }),
  startRound: inquiryAwardChange({
    path: `${base}/round/start`,
    summary: "发起二次报价（入围、截止时间、说明）",
    body: z.object({
      id: idSchema,
      shortlist: z.array(idSchema, { error: "请选择入围供应商" }).min(1, "请至少选择1家入围供应商"),
      /** The lines this round asks for (absent: every line); the shortlisted keep their previous prices for the rest. */
      lineNos: z.array(z.coerce.number().int().positive()).max(500).optional(),
      deadline: deadlineSchema("请选择本轮截止时间"),
      message: z.string().trim().max(500, "说明不超过500字").default(""),
    }),
  }),
  award: inquiryAwardChange({
    path: `${base}/award`,
    summary: "定标：选定成交供应商",
    body: z.object({
      id: idSchema,
      // The page preselects no winner: an empty choice is refused in words, not as a bad number.
      supplierBusinessId: z.coerce.number({ error: "请选择成交供应商" }).int("请选择成交供应商").positive("请选择成交供应商").max(2_147_483_647),
      reason: z.string().trim().min(1, "请填写定标理由").max(500, "定标理由不超过500字"),
    }),
  }),
  close: inquiryCreateChange({
    path: `${base}/close`,
    summary: "撤回、流标或取消询价单",
    body: z.object({
      id: idSchema,
      kind: z.enum(["withdraw", "fail", "cancel"], { error: "请选择结束方式：撤回、流标或取消" }),
      reason: z.string().trim().max(500, "原因不超过500字").default(""),
    }),
  }),
  amend: changeCall(inquiryCreateAccess, {
    path: `${base}/amend`,
    summary: "变更公告：变更物料（新增、删除、改规格与数量）、要求或截止时间并说明原因；先预览（实质性变更距截止不足通知期时截止时间顺延多少），确认后发布",
    body: z.object({
      id: idSchema,
      reason: z.string({ error: "请填写变更原因" }).trim().min(5, "请填写变更原因（至少5个字）").max(1000, "变更原因不超过1000字"),
      header: z
        .object({
          deliveryDate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, "交货日期格式应为 yyyy-MM-dd"),
          deliveryAddress: z.string().trim().max(300, "收货地址不超过300字"),
          paymentTerms: z.string().trim().max(60),
          invoiceRequirement: z.string().trim().max(30),
          qualifications: z.array(z.string().trim().min(1).max(60)).max(20, "资质要求最多20项"),
          validityDays: z.coerce.number().int().min(1, "报价有效期至少1天").max(365, "报价有效期不超过365天"),
          remark: z.string().trim().max(2000, "补充说明不超过2000字"),
        })
        .partial()
        .default({}),
      lines: z.array(lineAmendmentSchema).max(500).default([]),
      /** A later deadline (absent: kept, unless the notice period moves it). */
      deadline: deadlineSchema("请选择新的截止时间").optional(),
      /** 变更附件: upload ids of the author's own finished uploads, added to the sheet's files as their next version. */
      fileIds: z.array(idSchema).max(MAX_DOCUMENTS_PER_VERSION, `变更附件最多${MAX_DOCUMENTS_PER_VERSION}个`).default([]),
      /** false: only say what the amendment would do; true: publish it. */
      confirm: flagSchema.default(false),
    }),
    data: z.object({
      applied: z.boolean(),
      changes: z.array(z.object({ label: z.string(), before: z.string(), after: z.string() })),
      substantive: z.boolean(),
      deadline: dateTimeSchema,
      /** How many hours the notice period moved the deadline beyond the one asked for (0: none). */
      pushedHours: z.number(),
      /** Suppliers whose quotation must be confirmed again or replaced. */
      requoting: z.number().int(),
    }),
    errors: [400, 403, 404],
  }),
  reconfirmQuotation: changeCall(quoteSubmitAccess, {
    path: `${base}/supplier/reconfirm`,
    summary: "确认变更公告：按原报价（变更后的数量）重新提交；新增物料须另行报价",
    certification: "quotation.submit",
    body: z.object({ id: idSchema }),
    data: z.object({ state: z.enum(QUOTATION_STATES), stateLabel: z.string(), version: z.number().int(), submitTime: dateTimeSchema }),
    errors: [400, 403, 404],
  }),
  extendDeadline: inquiryCreateChange({
    path: `${base}/deadline/extend`,
    summary: "发布变更公告并延长截止时间（只能延后）",
    body: z.object({
      id: idSchema,
      deadline: deadlineSchema("请选择新的截止时间"),
      notice: z.string().trim().min(1, "请填写变更内容").max(1000, "变更内容不超过1000字"),
    }),
  }),
  supplierPool: listCall(inquiryCreateAccess, {
    path: `${base}/supplier-pool`,
    summary: "供应商库：按名称与认证状态查找可邀请的企业",
    filters: {
      keyword: z.string().trim().max(50).optional(),
      /** 行业 as the company directory names it (建材贸易, 钢结构工程 …). */
      industry: z.string().trim().max(50).optional(),
      /** Part of the region, e.g. 长春市. */
      region: z.string().trim().max(50).optional(),
      certifiedOnly: flagSchema.optional(),
    },
    record: z.object({
      businessId: z.number().int(),
      name: z.string(),
      /** supply | require … as registered. */
      companyType: z.string(),
      industry: z.string(),
      region: z.string(),
      certified: z.boolean(),
    }),
  }),
  supplierList: listCall(quoteSubmitAccess, {
    path: `${base}/supplier/list`,
    summary: "我的报价：收到的邀请与参与的询价",
    record: supplierSheetSummarySchema.extend({ myState: z.enum(QUOTATION_STATES), myStateLabel: z.string() }),
    filters: {
      state: z.enum(QUOTATION_STATES).optional(),
    },
  }),
  openList: defineCall({
    ...pagedList(supplierSheetSummarySchema, { category: z.string().max(12).optional() }),
    path: `${base}/open/list`,
    summary: "公开询价（报价中）",
    auth: "none",
    designed: true,
    tag: "procurement",
  }),
  supplierDetail: readCall(quoteSubmitAccess, {
    path: `${base}/supplier/detail`,
    summary: "询价单详情（供应商）：本方报价、开标后的名次",
    query: sheetIdBody,
    data: supplierSheetSummarySchema.extend({
      header: draftSchema.omit({ ...headerOmits, contactName: true, contactPhone: true }),
      documents: z.array(sheetDocumentSchema),
      amendments: z.array(amendmentSchema),
      /** A substantive 变更公告 set this supplier's quotation back: it confirms again or quotes anew. */
      mustReconfirm: z.boolean(),
      /** This supplier's own 报价附件 of its latest quotation, with their upload ids (a revision keeps them by id). */
      myFiles: z.array(sheetDocumentSchema.extend({ fileId: z.number().int() })),
      contactName: z.string(),
      contactPhone: z.string(),
      lines: z.array(supplierLineSchema),
      myState: z.enum(QUOTATION_STATES),
      myStateLabel: z.string(),
      myVersion: z.number().int(),
      myQuotation: quotationContentSchema.nullable(),
      /** While a later round asks only for some lines: their numbers (the lines listed are those); null when it asks for every line. */
      roundLineNos: z.array(z.number().int()).nullable(),
      /** After opening: the supplier's rank among valid quotations (never a competitor's price). */
      myRank: z.number().int().nullable(),
      canQuote: z.boolean(),
    }),
    errors: [400, 403, 404],
  }),
  respond: quoteSubmitChange({
    path: `${base}/supplier/respond`,
    summary: "参与 / 不参与（附原因）",
    body: z.object({ id: idSchema, participate: flagSchema, reason: z.string().trim().max(200, "原因不超过200字").default("") }),
  }),
  submitQuotation: changeCall(quoteSubmitAccess, {
    path: `${base}/supplier/quote`,
    summary: "提交报价（截止前可修改，以最新版本为准）",
    certification: "quotation.submit",
    body: z.object({
      id: idSchema,
      lines: z.array(quotedLineInputSchema, { error: "请填写报价" }).min(1, "请至少报一行").max(500),
      freightFen: fenSchema("运费").default(0),
      validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "请选择报价有效期"),
      acceptPaymentTerms: flagSchema.default(true),
      remark: z.string().trim().max(1000, "说明不超过1000字").default(""),
      /** 报价附件 (报价单, 资质 scans): upload ids of the author's own finished uploads, sealed with the prices until the opening. */
      fileIds: z.array(idSchema).max(MAX_DOCUMENTS_PER_VERSION, `报价附件最多${MAX_DOCUMENTS_PER_VERSION}个`).default([]),
      pledge: z.literal(true, { error: "请阅读并勾选报价承诺书" }),
    }),
    data: z.object({ state: z.enum(QUOTATION_STATES), stateLabel: z.string(), version: z.number().int(), submitTime: dateTimeSchema }),
    errors: [400, 403, 404],
  }),
  supplierHistory: readCall(sheetReadersAccess, {
    path: `${base}/buyer/supplier-history`,
    summary: "供应商与本企业的询价往来（受邀、报价、成交），供采购方查看",
    query: byIdSchema,
    data: z.object({
      businessId: z.number().int(),
      name: z.string(),
      invited: z.number().int(),
      quoted: z.number().int(),
      won: z.number().int(),
      sheets: z.array(
        z.object({
          id: z.number().int(),
          sheetNo: z.string(),
          title: z.string(),
          stateLabel: z.string(),
          invited: z.boolean(),
          supplierStateLabel: z.string(),
          deadline: dateTimeSchema,
        }),
      ),
    }),
    errors: [400, 403, 404],
  }),
  buyerOfSheet: readCall(quoteSubmitAccess, {
    path: `${base}/supplier/buyer`,
    summary: "询价单的采购方（联系人开标后可见）及其其他公开询价",
    query: sheetIdBody,
    data: z.object({
      businessId: z.number().int(),
      name: z.string(),
      sheetTitle: z.string(),
      /** Null until the sheet's first round is opened. */
      contact: z.object({ name: z.string(), phone: z.string() }).nullable(),
      openSheets: z.array(supplierSheetSummarySchema),
    }),
    errors: [400, 403, 404],
  }),
  withdrawQuotation: quoteSubmitChange({ path: `${base}/supplier/withdraw`, summary: "撤回报价（截止前）", body: sheetIdBody }),
};
