import { z } from "zod";
import { changeCall, readCall } from "./call-kinds.ts";
import { dateTimeSchema, idSchema, page, pageQuerySchema } from "./common.contract.ts";
import { staffIdParams, staffRead, staffRecord, staffStep } from "./staff-access.ts";

// 免费合同审查: a VIP plan's yearly allowance of contract reviews by the platform's lawyers (企业VIP:
// 2 per membership period). A member submits the contract (PDF or scans) with what to look at; the
// platform's legal staff take it on and write their opinion in the back office (apps/operator
// `/contract-reviews`). Member calls under the VIP paths; staff calls spread into operatorCalls.
const base = "/api/cidp-pay/ecomm/vip/contract-review";
const staffBase = "/api/cidp-operator/contract-reviews";

/** The kinds of contract the form offers, as construction companies sign them. */
export const CONTRACT_REVIEW_TYPES = [
  "施工总承包合同",
  "专业分包合同",
  "劳务分包合同",
  "材料采购合同",
  "设备租赁合同",
  "工程咨询与设计合同",
  "其他合同",
] as const;

/** Where a review stands. */
export const CONTRACT_REVIEW_STATES = ["submitted", "reviewing", "done", "withdrawn"] as const;
export type ContractReviewState = (typeof CONTRACT_REVIEW_STATES)[number];
export const CONTRACT_REVIEW_STATE_LABELS: Readonly<Record<ContractReviewState, string>> = {
  submitted: "待受理",
  reviewing: "审查中",
  done: "已出具意见",
  withdrawn: "已撤回",
};

/** The back office's tabs: 待处理 (submitted or reviewing, oldest first), 已出具意见, 已撤回. */
export const CONTRACT_REVIEW_TABS = ["open", "done", "withdrawn"] as const;

/** The most files one review carries, and the longest opinion. */
export const CONTRACT_REVIEW_FILES_MAX = 5;
export const CONTRACT_REVIEW_OPINION_MAX = 5000;

const fileSchema = z.object({ id: z.number().int(), name: z.string(), link: z.string() });

const reviewSchema = z.object({
  id: z.number().int(),
  contractName: z.string(),
  contractType: z.string(),
  counterparty: z.string(),
  /** 合同金额 in 元, when given. */
  amountYuan: z.number().int().nullable(),
  focus: z.string(),
  state: z.enum(CONTRACT_REVIEW_STATES),
  stateLabel: z.string(),
  submitterName: z.string(),
  submitTime: dateTimeSchema,
  acceptTime: dateTimeSchema.nullable(),
  doneTime: dateTimeSchema.nullable(),
  reviewerName: z.string().nullable(),
  opinion: z.string().nullable(),
  files: z.array(fileSchema),
});

/** The running period's allowance: how many the plan gives, how many it has used, and until when. */
const allowanceSchema = z.object({
  planName: z.string().nullable(),
  allowance: z.number().int(),
  used: z.number().int(),
  periodEnd: dateTimeSchema.nullable(),
});

const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字`);

/** What a member submits. */
export const contractReviewSubmitSchema = z.object({
  contractName: text("合同名称", 60),
  contractType: z.enum(CONTRACT_REVIEW_TYPES, { error: "请选择合同类型" }),
  counterparty: text("合同相对方", 60),
  amountYuan: z.coerce
    .number({ error: "合同金额应为整数（元）" })
    .int("合同金额应为整数（元）")
    .min(1, "合同金额应大于0")
    .max(100_000_000_000, "合同金额过大")
    .optional(),
  focus: text("审查重点", 500).refine((value) => value.length >= 10, "审查重点至少10个字，写明希望律师重点关注的条款"),
  fileIds: z.array(idSchema).min(1, "请上传合同文本").max(CONTRACT_REVIEW_FILES_MAX, `合同文件最多${CONTRACT_REVIEW_FILES_MAX}个`),
});

const reviewAccess = {
  auth: "business",
  permission: "user_view",
  designed: false,
  tag: "order",
} as const;
const submitAccess = { auth: "business", permission: "order_pay", designed: false, tag: "order" } as const;

export const vipContractReviewCalls = {
  contractReviews: readCall(reviewAccess, {
    path: base,
    summary: "免费合同审查：本期额度与本企业的审查记录（新的在前）",
    query: pageQuerySchema,
    data: page(reviewSchema).extend({ allowance: allowanceSchema }),
  }),
  contractReviewSubmit: changeCall(submitAccess, {
    path: `${base}/submit`,
    summary: "提交合同审查（占用VIP会员期的免费审查额度）",
    body: contractReviewSubmitSchema,
    data: z.object({ id: z.number().int() }),
    errors: [400, 403, 409],
  }),
  contractReviewWithdraw: changeCall(submitAccess, {
    path: `${base}/withdraw`,
    summary: "撤回待受理的合同审查（额度退回）",
    body: z.object({ id: idSchema }),
    data: z.null(),
    errors: [400, 403, 404, 409],
  }),
};

/** A review as the back office lists it: the company beside it. */
const queueLineSchema = reviewSchema.omit({ files: true, opinion: true }).extend({ companyName: z.string() });

export const operatorContractReviewCalls = {
  contractReviewQueue: staffRead({
    path: staffBase,
    summary: "合同审查：VIP企业提交的合同审查（待处理的先提交在前，已出具意见与已撤回的新的在前）",
    query: pageQuerySchema.extend({ state: z.enum(CONTRACT_REVIEW_TABS, { error: "状态不正确" }).default("open") }),
    data: page(queueLineSchema),
    errors: [400, 403],
  }),
  contractReviewDetail: staffRecord({
    path: `${staffBase}/:id`,
    summary: "一份合同审查：合同信息、文件与审查意见",
    data: reviewSchema.extend({ companyName: z.string(), submitterPhone: z.string() }),
  }),
  contractReviewAccept: staffStep({ path: `${staffBase}/:id/accept`, summary: "受理合同审查（由当前运营人员负责）", errors: [400, 403, 404, 409] }),
  contractReviewOpinion: staffStep({
    path: `${staffBase}/:id/opinion`,
    summary: "出具合同审查意见（通知提交人）",
    params: staffIdParams,
    body: z.object({
      opinion: z
        .string({ error: "请填写审查意见" })
        .trim()
        .min(20, "审查意见至少20个字")
        .max(CONTRACT_REVIEW_OPINION_MAX, `审查意见不能超过${CONTRACT_REVIEW_OPINION_MAX}个字`),
    }),
    errors: [400, 403, 404, 409],
  }),
};

/** The staff permission of each: legal reviews are a service the platform fulfils. */
export const OPERATOR_CONTRACT_REVIEW_CALL_PERMISSIONS = {
  contractReviewQueue: "orders.fulfil",
  contractReviewDetail: "orders.fulfil",
  contractReviewAccept: "orders.fulfil",
  contractReviewOpinion: "orders.fulfil",
} as const;
