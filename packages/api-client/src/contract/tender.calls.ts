import { BIDDER_STATE_LABELS, DEPOSIT_STATE_LABELS, MAX_DOCUMENTS_PER_VERSION, TENDER_STATE_LABELS } from "@cidp/domain";
import { z } from "zod";
import { callIdBody, callModeInput, callModeView, clockTimeSchema, contactNameInput, fenAmountSchema, projectNameInput } from "./call-for-offers.ts";
import { changeCall, changesAnswering, listCall, readCall } from "./call-kinds.ts";
import { byIdSchema, dateTimeSchema, flagSchema, idSchema, page, pageQuerySchema } from "./common.contract.ts";
import { defineDownload } from "./define-call.ts";

// 招标投标 (../procurement.md, the tender section): the tenderer's tenders, the bidders'
// registrations, deposits and sealed bids, and the public notices. Designed paths: the spec names
// the pages, not their calls. Amounts in fen, times as `yyyy-MM-dd HH:mm:ss` (China time).
const base = "/api/cidp-tender";

const MAX_FEN = 99_999_999_999;
const fenSchema = (what: string) => fenAmountSchema(what, MAX_FEN);
const timeSchema = clockTimeSchema;
const idBody = callIdBody;
const reasonSchema = z.string().trim().max(300, "理由不超过300字").default("");

const tenderStates = Object.keys(TENDER_STATE_LABELS) as [keyof typeof TENDER_STATE_LABELS, ...(keyof typeof TENDER_STATE_LABELS)[]];
const bidderStates = Object.keys(BIDDER_STATE_LABELS) as [keyof typeof BIDDER_STATE_LABELS, ...(keyof typeof BIDDER_STATE_LABELS)[]];
const depositStates = Object.keys(DEPOSIT_STATE_LABELS) as [keyof typeof DEPOSIT_STATE_LABELS, ...(keyof typeof DEPOSIT_STATE_LABELS)[]];

const sectionSchema = z.object({
  name: z.string({ error: "请填写标段名称" }).trim().min(1, "请填写标段名称").max(60, "标段名称不超过60字"),
  estimateFen: fenSchema("标段估算价").refine((n) => n > 0, "标段估算价须大于0"),
});
const criterionSchema = z.object({
  key: z.string().trim().min(1).max(20),
  label: z.string().trim().min(1, "请填写评分项").max(30, "评分项不超过30字"),
  weight: z.coerce.number().int("分值须为整数").min(1, "分值须大于0").max(100),
});

/** A tender as the tenderer writes it (新建 and 编辑 send the whole draft). */
const draftSchema = z.object({
  id: idSchema.optional(),
  title: z.string({ error: "请填写招标项目名称" }).trim().min(4, "招标项目名称至少4个字").max(100, "招标项目名称不超过100字"),
  projectName: projectNameInput,
  location: z.string().trim().max(200, "建设地点不超过200字").default(""),
  mode: callModeInput("请选择招标方式"),
  sections: z.array(sectionSchema, { error: "请至少设置一个标段" }).min(1, "请至少设置一个标段").max(20, "标段最多20个"),
  qualifications: z.array(z.string().trim().min(1).max(60)).max(20, "资格要求最多20项").default([]),
  depositFen: fenSchema("投标保证金").default(0),
  method: z.enum(["lowest_price", "comprehensive"], { error: "请选择评标办法" }),
  scoringSheet: z.array(criterionSchema).max(20, "评分项最多20项").default([]),
  registrationEnd: timeSchema("请选择报名截止时间"),
  bidDeadline: timeSchema("请选择投标截止时间"),
  contactName: contactNameInput,
  contactPhone: z.string().trim().max(20).default(""),
  description: z.string().trim().max(5000, "招标公告正文不超过5000字").default(""),
  /** 招标文件: upload ids of the author's own finished uploads (required to publish, fixed once published). */
  documentFileIds: z.array(idSchema).max(MAX_DOCUMENTS_PER_VERSION, `招标文件最多${MAX_DOCUMENTS_PER_VERSION}个`).default([]),
});

const sectionView = z.object({ name: z.string(), estimateFen: z.number().int() });
const tenderSummarySchema = z.object({
  id: z.number().int(),
  tenderNo: z.string(),
  title: z.string(),
  projectName: z.string(),
  tendererName: z.string(),
  mode: callModeView,
  state: z.enum(tenderStates),
  stateLabel: z.string(),
  estimateFen: z.number().int(),
  depositFen: z.number().int(),
  method: z.enum(["lowest_price", "comprehensive"]),
  methodLabel: z.string(),
  registrationEnd: dateTimeSchema,
  bidDeadline: dateTimeSchema,
  publishTime: dateTimeSchema.nullable(),
});

const rankedSchema = z.object({
  bidderName: z.string(),
  rank: z.number().int(),
  priceFen: z.number().int(),
  averageScore: z.string().nullable(),
});

/**
 * A file of the tender's documents as anybody may see it listed: the 招标文件 (第1版) and each
 * 补遗's files; the download itself (tenderDownloads.document) is for the tenderer and approved bidders.
 */
const tenderDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  version: z.number().int(),
  versionLabel: z.string(),
  /** The clarification that published it; null for the 招标文件 itself. */
  clarificationId: z.number().int().nullable(),
  time: dateTimeSchema,
});

/** What anybody may read: the tender notice, the candidate 公示 and the result announcement. */
const publicDetailSchema = tenderSummarySchema.extend({
  location: z.string(),
  sections: z.array(sectionView),
  qualifications: z.array(z.string()),
  description: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  clarifications: z.array(z.object({ id: z.number().int(), content: z.string(), substantive: z.boolean(), time: dateTimeSchema })),
  documents: z.array(tenderDocumentSchema),
  openingTime: dateTimeSchema.nullable(),
  candidates: z.array(rankedSchema),
  publicityStart: dateTimeSchema.nullable(),
  publicityEnd: dateTimeSchema.nullable(),
  objectionContact: z.string(),
  winnerName: z.string().nullable(),
});

const bidLineSchema = z.object({ section: z.number().int().min(1), priceFen: fenSchema("投标报价").refine((n) => n > 0, "投标报价须大于0") });
const bidContentSchema = z.object({
  lines: z.array(bidLineSchema).min(1, "请填写投标报价"),
  durationDays: z.coerce.number().int().min(1, "请填写工期").max(3650),
  /** Technical-response attachments: upload ids of the author's own finished uploads. */
  technicalFileIds: z.array(idSchema).max(10, "技术文件最多10个").default([]),
  remark: z.string().trim().max(1000).default(""),
});

const attachedFileSchema = z.object({ id: z.number().int(), name: z.string(), link: z.string() });
/** The browser's device id, for the collusion signals (optional). */
const deviceIdSchema = z.string().trim().max(80).default("");

const bidderRowSchema = z.object({
  bidderId: z.number().int(),
  businessId: z.number().int(),
  businessName: z.string(),
  state: z.enum(bidderStates),
  stateLabel: z.string(),
  rejectReason: z.string(),
  /** Uploaded documents with a signed download link (a bid's technical files only once opened, for the tenderer). */
  qualificationFiles: z.array(attachedFileSchema),
  depositVoucher: attachedFileSchema.nullable(),
  technicalFiles: z.array(attachedFileSchema),
  depositState: z.enum(depositStates),
  depositStateLabel: z.string(),
  depositMethod: z.string(),
  depositReference: z.string(),
  version: z.number().int(),
  submitTime: dateTimeSchema.nullable(),
  /** Only after the opening. */
  priceFen: z.number().int().nullable(),
});

const alertSchema = z.object({ kind: z.string(), label: z.string(), bidderNames: z.array(z.string()), evidence: z.string() });

/** An objection (异议) to the candidate announcement, with the tenderer's answer once given. */
const objectionSchema = z.object({
  id: z.number().int(),
  bidderName: z.string(),
  content: z.string(),
  time: dateTimeSchema,
  answer: z.string().nullable(),
  answerTime: dateTimeSchema.nullable(),
});

const tendererDetailSchema = publicDetailSchema.extend({
  /** The scoring sheet as written (综合评估法), to score by and to edit a draft. */
  scoringSheet: z.array(z.object({ key: z.string(), label: z.string(), weight: z.number().int() })),
  /** Who (among the bidders) has acknowledged each clarification. */
  /** Per clarification: who acknowledged it and when, and which bidders in the race have not. */
  acknowledgements: z.array(
    z.object({
      clarificationId: z.number().int(),
      bidderNames: z.array(z.string()),
      entries: z.array(z.object({ bidderName: z.string(), time: z.string() })),
      pendingNames: z.array(z.string()),
    }),
  ),
  bidders: z.array(bidderRowSchema),
  alerts: z.array(alertSchema),
  ranking: z.object({ complete: z.boolean(), missing: z.number().int(), ranked: z.array(rankedSchema.extend({ bidderId: z.number().int() })) }).nullable(),
  failReason: z.string(),
  objections: z.array(objectionSchema),
  /** The 招标文件's files (第1版) by their upload ids, for a draft's form to keep. */
  documentFiles: z.array(z.object({ fileId: z.number().int(), name: z.string() })),
  /** The calling evaluator's own scores so far (综合评估法), to show on its scoring forms. */
  myScores: z.array(z.object({ bidderId: z.number().int(), criterionKey: z.string(), points: z.number() })),
});

const myBidSchema = z.object({
  tender: publicDetailSchema,
  bidder: bidderRowSchema.nullable(),
  /** The bidder's own latest bid (readable by its author before the deadline). */
  bid: bidContentSchema.nullable(),
  unacknowledged: z.array(z.number().int()),
  /** Why this business may not download the tender's documents yet (and what to do), or null when it may. */
  documentRefusal: z.string().nullable(),
  /** Why this business may not submit or revise its bid now (not registered, deposit missing, deadline passed …), or null when it may: the form is offered only then. */
  bidRefusal: z.string().nullable(),
  /** This business's objections to the 公示 and their answers. */
  objections: z.array(objectionSchema),
});

const mutationSchema = z.object({ id: z.number().int(), state: z.string(), stateLabel: z.string() });

/** Files outside the JSON calls. */
export const tenderPaths = {
  /** GET ?id: the 中标通知书 PDF, for the tenderer and the winner after the award. */
  awardNoticePdf: `${base}/award-notice.pdf`,
  /** GET ?id: the tender's 操作日志 as CSV (UTF-8 with BOM), for the tenderer. */
  eventsCsv: `${base}/events.csv`,
  /** GET ?id: the same log as a PDF, for the tender's file. */
  eventsPdf: `${base}/events.pdf`,
  /** GET ?id (a document's id): one file of the 招标文件 or a 补遗, for the tenderer and approved bidders; each download is logged. */
  document: `${base}/document`,
  /** GET ?id (an attachment's id): a bidder's 资格文件, 转账凭证 or 技术文件, for the bidder and the tenderer (技术文件 after the opening); each download is logged. */
  attachment: `${base}/attachment`,
  /**
   * POST ?hours[&publicityOf=id] (development only): runs the due openings as if the clock were that
   * far ahead; with publicityOf, that tender's candidate 公示 is moved as many hours earlier.
   */
  devOpenings: "/api/dev/tender-openings",
} as const;

/** A file of one tender's own log (`?id=`), for the tenderer who runs it. */
const tenderLogFile = <const P extends string>(path: P, summary: string, contentType: string) =>
  defineDownload({ method: "GET", path, summary, auth: "business", permission: "tender_manage", tag: "tender", query: byIdSchema, contentType });

/** Files of a tender outside the JSON calls. */
export const tenderDownloads = {
  awardNoticePdf: defineDownload({
    method: "GET",
    path: tenderPaths.awardNoticePdf,
    summary: "中标通知书（PDF，招标人与中标人）",
    auth: "business",
    // The tenderer's manager or the winner's bidder; the handler lets only those two businesses in.
    permission: ["tender_manage", "quote_submit"],
    tag: "tender",
    query: byIdSchema,
    contentType: "application/pdf",
  }),
  document: defineDownload({
    method: "GET",
    path: tenderPaths.document,
    summary: "下载招标文件或补遗文件（招标人与报名审核通过的投标人，每次下载记入操作日志）",
    auth: "business",
    // The tenderer's manager or a bidder's; the handler lets in the tenderer and approved bidders only.
    permission: ["tender_manage", "quote_submit"],
    tag: "tender",
    query: byIdSchema,
    contentType: "application/octet-stream",
  }),
  attachment: defineDownload({
    method: "GET",
    path: tenderPaths.attachment,
    summary: "下载投标人文件（资格文件、转账凭证、技术文件；投标人本身与招标人，技术文件开标后；每次下载记入操作日志）",
    auth: "business",
    // The tenderer's manager or the bidder's; the handler lets in the bidder itself and the tenderer only.
    permission: ["tender_manage", "quote_submit"],
    tag: "tender",
    query: byIdSchema,
    contentType: "application/octet-stream",
  }),
  eventsCsv: tenderLogFile(tenderPaths.eventsCsv, "招标项目操作日志（CSV，含操作人与角色）", "text/csv; charset=utf-8"),
  eventsPdf: tenderLogFile(tenderPaths.eventsPdf, "招标项目操作日志（PDF，含操作人与角色）", "application/pdf"),
};

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const tenderManageAccess = { auth: "business", permission: "tender_manage", designed: true, tag: "tender" } as const;
const publicAccess = { auth: "none", designed: true, tag: "tender" } as const;
const quoteSubmitAccess = { auth: "business", permission: "quote_submit", designed: true, tag: "tender" } as const;
const tenderManageChange = changesAnswering(tenderManageAccess, { data: mutationSchema, errors: [400, 403, 404] });
const quoteSubmitChange = changesAnswering(quoteSubmitAccess, { data: mutationSchema, errors: [400, 403, 404] });

/** The calls of tenders. */
export const tenderCalls = {
  saveDraft: changeCall(tenderManageAccess, {
    path: `${base}/tenderer/draft/save`,
    summary: "保存招标项目草稿（新建或编辑）",
    body: draftSchema,
    data: tenderSummarySchema,
    errors: [400, 403, 404],
  }),
  publish: tenderManageChange({ path: `${base}/tenderer/publish`, summary: "提交审批并发布招标公告", body: idBody, certification: "tender.publish" }),
  tendererList: listCall(tenderManageAccess, {
    path: `${base}/tenderer/list`,
    summary: "我的招标项目",
    record: tenderSummarySchema,
    filters: { state: z.enum(tenderStates).optional() },
  }),
  tendererDetail: readCall(tenderManageAccess, {
    path: `${base}/tenderer/detail`,
    summary: "招标项目详情（招标人）",
    query: idBody,
    data: tendererDetailSchema,
    errors: [404],
  }),
  advance: tenderManageChange({
    path: `${base}/tenderer/advance`,
    summary: "推进招标阶段（报名截止进入资格审查、开始投标、开始评标、发出中标通知书、退还保证金、完成）",
    body: idBody.extend({ step: z.enum(["close-registration", "start-bidding", "start-evaluation", "notify", "start-refund", "complete"]) }),
  }),
  withdraw: tenderManageChange({ path: `${base}/tenderer/withdraw`, summary: "撤回招标（开标前，须说明原因）", body: idBody.extend({ reason: reasonSchema }) }),
  reviewRegistration: tenderManageChange({
    path: `${base}/tenderer/registration/review`,
    summary: "审核报名（通过 / 驳回并说明理由）",
    body: z.object({ bidderId: idSchema, approve: flagSchema, reason: reasonSchema }),
  }),
  reviewDeposit: tenderManageChange({
    path: `${base}/tenderer/deposit/review`,
    summary: "确认或退回线下转账凭证、电子保函",
    body: z.object({ bidderId: idSchema, confirm: flagSchema, reason: reasonSchema }),
  }),
  clarify: changeCall(tenderManageAccess, {
    path: `${base}/tenderer/clarify`,
    summary: "发布澄清 / 补遗（实质性的、距截止不足15日的，投标截止时间顺延）",
    body: idBody.extend({
      content: z.string({ error: "请填写澄清内容" }).trim().min(5, "澄清内容至少5个字").max(5000, "澄清内容不超过5000字"),
      substantive: flagSchema.default(false),
      /** 补遗文件: upload ids of the author's own finished uploads; they are the tender's documents' next version. */
      fileIds: z.array(idSchema).max(MAX_DOCUMENTS_PER_VERSION, `补遗文件最多${MAX_DOCUMENTS_PER_VERSION}个`).default([]),
    }),
    data: z.object({ id: z.number().int(), bidDeadline: dateTimeSchema, deadlineMoved: z.boolean() }),
    errors: [400, 403, 404],
  }),
  score: changeCall(tenderManageAccess, {
    path: `${base}/tenderer/score`,
    summary: "录入评委评分（综合评估法）",
    body: idBody.extend({
      bidderId: idSchema,
      scores: z.array(z.object({ criterionKey: z.string().max(20), points: z.coerce.number().min(0).max(100) })).min(1, "请填写评分"),
    }),
    data: z.object({ complete: z.boolean(), missing: z.number().int() }),
    errors: [400, 403, 404],
  }),
  announceCandidates: tenderManageChange({
    path: `${base}/tenderer/candidates/announce`,
    summary: "发布中标候选人公示（不少于3日）",
    body: idBody.extend({
      days: z.coerce.number().int().min(1).max(30).default(3),
      candidates: z.coerce.number().int().min(1).max(3).default(3),
      objectionContact: z.string().trim().min(2, "请填写异议受理方式").max(200),
    }),
  }),
  award: tenderManageChange({
    path: `${base}/tenderer/award`,
    summary: "确认中标人（公示期满后；未选第一名中标候选人须说明理由）",
    body: idBody.extend({ bidderId: idSchema, reason: reasonSchema }),
  }),
  answerObjection: changeCall(tenderManageAccess, {
    path: `${base}/tenderer/objection/answer`,
    summary: "答复中标候选人公示期间的异议",
    body: z.object({ objectionId: idSchema, answer: z.string().trim().max(2000, "答复内容不超过1000字").default("") }),
    data: z.object({ id: z.number().int() }),
    errors: [400, 403, 404],
  }),
  openList: listCall(publicAccess, {
    path: `${base}/open/list`,
    summary: "招标公告列表（公开）",
    record: tenderSummarySchema,
    filters: { keyword: z.string().trim().max(40).optional() },
  }),
  openDetail: readCall(publicAccess, {
    path: `${base}/open/detail`,
    summary: "招标公告、中标候选人公示与结果公告（公开）",
    query: idBody,
    data: publicDetailSchema,
    errors: [404],
  }),
  register: quoteSubmitChange({
    path: `${base}/bidder/register`,
    summary: "报名投标（上传资格文件）",
    certification: "tender.register",
    body: idBody.extend({
      qualificationFileIds: z.array(idSchema, { error: "请上传资格文件" }).min(1, "请上传资格文件").max(10, "资格文件最多10个"),
      deviceId: deviceIdSchema,
    }),
  }),
  depositProof: quoteSubmitChange({
    path: `${base}/bidder/deposit/proof`,
    summary: "提交线下转账凭证或电子保函编号",
    certification: "tender.deposit",
    body: idBody.extend({
      method: z.enum(["voucher", "guarantee"]),
      reference: z.string().trim().max(80).default(""),
      /** The uploaded transfer voucher (required for an offline transfer). */
      voucherFileId: idSchema.optional(),
      deviceId: deviceIdSchema,
    }),
  }),
  submitBid: changeCall(quoteSubmitAccess, {
    path: `${base}/bidder/bid`,
    summary: "递交或修改密封投标（截止前可修改）",
    certification: "tender.bid",
    body: idBody.extend({ bid: bidContentSchema, deviceId: deviceIdSchema }),
    data: z.object({ id: z.number().int(), version: z.number().int(), submitTime: dateTimeSchema }),
    errors: [400, 403, 404],
  }),
  acknowledge: changeCall(quoteSubmitAccess, {
    path: `${base}/bidder/acknowledge`,
    summary: "确认收到澄清 / 补遗",
    body: z.object({ clarificationId: idSchema }),
    data: z.object({ unacknowledged: z.array(z.number().int()) }),
    errors: [404],
  }),
  myList: readCall(quoteSubmitAccess, {
    path: `${base}/bidder/list`,
    summary: "我的投标",
    query: pageQuerySchema,
    data: page(tenderSummarySchema.extend({ myState: z.enum(bidderStates), myStateLabel: z.string() })),
  }),
  tendererProfile: readCall(quoteSubmitAccess, {
    path: `${base}/bidder/tenderer`,
    summary: "招标人（投标人所见）：企业、公告联系人、私聊是否开放、其公开的招标项目",
    query: idBody,
    data: z.object({
      tenderId: z.number().int(),
      tenderTitle: z.string(),
      businessId: z.number().int(),
      name: z.string(),
      /** The contact named in the public notice. */
      contactName: z.string(),
      contactPhone: z.string(),
      /** Private chat is closed while a tender of this tenderer in which the viewer bids is sealed. */
      chatClosed: z.boolean(),
      tenders: z.array(tenderSummarySchema),
    }),
    errors: [404],
  }),
  fileObjection: changeCall(quoteSubmitAccess, {
    path: `${base}/bidder/objection`,
    summary: "对中标候选人公示提出异议（公示期间，参与投标的企业）",
    body: idBody.extend({ content: z.string().trim().max(2000, "异议内容不超过1000字").default("") }),
    data: z.object({ id: z.number().int() }),
    errors: [400, 403, 404],
  }),
  myDetail: readCall(quoteSubmitAccess, {
    path: `${base}/bidder/detail`,
    summary: "投标详情（我的报名、保证金、投标与结果）",
    query: idBody,
    data: myBidSchema,
    errors: [404],
  }),
};
