/**
 * What a business may do before its 企业认证 is approved (issue 61, "a company joins"): it may
 * browse, save drafts and be invited, but it may not publish, quote, bid or pay deposits. One rule
 * for every such action, which the services apply to each call that does one and the portal words
 * with a link to the certification page.
 */
/** The actions a business takes only once certified, each named as the refusal says it. */
export const CERTIFIED_ACTIONS = {
  "inquiry.publish": "发布询价单",
  "quotation.submit": "提交报价",
  "tender.publish": "发布招标公告",
  "tender.register": "报名投标",
  "tender.bid": "递交投标文件",
  "tender.deposit": "缴纳投标保证金",
  "product.publish": "发布产品",
  "equipment.publish": "发布设备信息",
  "project.publish": "发布项目需求",
  "labor.publish": "发布劳务信息",
  "service.publish": "发布服务",
  "knowledge.publish": "发布知识文章",
  "shop.publish": "发布店铺",
} as const;

/** One action that needs a certified business. */
export type CertifiedAction = keyof typeof CERTIFIED_ACTIONS;

/** The states a business's 企业认证 is in (`business.certification_state`). */
export const BUSINESS_CERTIFICATION_STATES = ["uncertified", "pending", "certified", "rejected"] as const;

/** Where a member completes (or follows) the business's certification: 账户认证 of the member center. */
export const CERTIFICATION_PAGE_PATH = "/user/standard-certification/standard-index";

/**
 * The machine-readable reasons a refusal may carry beside its message (the envelope's `reason`):
 * the page turns each into what to do next — a link to the certification page, or the offer to
 * ask an existing business's administrators for an invitation.
 */
export const REFUSAL_REASONS = {
  /** The business must be certified first (CERTIFICATION_PAGE_PATH). */
  certificationRequired: "certification_required",
  /** The business is on the platform already: ask to join it instead. */
  businessRegistered: "business_registered",
} as const;

/** One refusal reason's value. */
export type RefusalReason = (typeof REFUSAL_REASONS)[keyof typeof REFUSAL_REASONS];

/** Every refusal reason's value (the contract's enum). */
export const REFUSAL_REASON_VALUES = Object.values(REFUSAL_REASONS) as [RefusalReason, ...RefusalReason[]];

/** Why a business not yet certified may not act: not certified yet, in review, or refused. */
export type CertificationRefusalCode = "certification.required" | "certification.pending" | "certification.rejected";

/** What each refusal says: the action refused (`{action}`), why, and what to do. */
export const CERTIFICATION_REFUSAL_TEXTS: Readonly<Record<CertificationRefusalCode, string>> = {
  "certification.required": "贵企业尚未通过企业认证，暂不能{action}。请先完成企业认证",
  "certification.pending": "贵企业的企业认证正在审核中，审核通过后才能{action}",
  "certification.rejected": "贵企业的企业认证未通过，暂不能{action}。请按驳回原因修改后重新提交企业认证",
};

/** A refusal of the gate: its stable code and its words. */
export interface CertificationRefusal {
  readonly code: CertificationRefusalCode;
  readonly message: string;
}

/**
 * Whether a business in `state` may take `action`: null when it is certified, otherwise the refusal
 * saying what was refused and why (an unknown state is read as not certified: the gate stays shut).
 */
export function certificationRefusal(state: string, action: CertifiedAction): CertificationRefusal | null {
  if (state === "certified") return null;
  const code: CertificationRefusalCode =
    state === "pending" ? "certification.pending" : state === "rejected" ? "certification.rejected" : "certification.required";
  return { code, message: CERTIFICATION_REFUSAL_TEXTS[code].replace("{action}", CERTIFIED_ACTIONS[action]) };
}
