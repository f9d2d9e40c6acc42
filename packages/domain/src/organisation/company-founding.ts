/**
 * A company joins the platform (issue 61): a member creates its business and becomes its
 * administrator, or, when it is on the platform already, asks its administrators to be invited
 * (申请加入). The rules the services apply and the portal's form words.
 */
import { keysOf } from "../labelled-keys.ts";

/** The side of the marketplace a business stands on (`business.company_type`), as the pages name it. */
export const COMPANY_TYPE_LABELS = { require: "需求方", supply: "供应方" } as const;

/** One side of the marketplace. */
export type CompanyType = keyof typeof COMPANY_TYPE_LABELS;

/** Both sides, in the table's order. */
export const COMPANY_TYPES = keysOf(COMPANY_TYPE_LABELS);

/** What each side does on the platform, for the choice on the form. */
export const COMPANY_TYPE_HINTS: Readonly<Record<CompanyType, string>> = {
  require: "建设、施工等采购方：发布询价单和招标项目",
  supply: "材料、设备、服务的供应方：报价、投标，发布产品与服务",
};

/** How many join requests a member may have open at once, and how long a declined one keeps them from asking that business again. */
export const JOIN_REQUEST_LIMITS = { openPerMember: 5, retryAfterDeclineHours: 24 } as const;

/** Why a member may not ask a business to be invited now. */
export type JoinRequestRefusalCode =
  | "join-request.member"
  | "join-request.invited"
  | "join-request.open"
  | "join-request.too-many"
  | "join-request.declined-recently";

/** A refusal of a join request: its stable code and its words. */
export interface JoinRequestRefusal {
  readonly code: JoinRequestRefusalCode;
  readonly message: string;
}

/**
 * The words of a company joining the platform: founding it (创建企业), asking an existing one to be
 * invited (申请加入) and its administrators' answers. `{name}` is a business's name.
 */
export const COMPANY_JOIN_MESSAGES = {
  region: "请选择企业所在的区县",
  registered: "该统一社会信用代码对应的企业「{name}」已在平台注册，不能重复创建。如您是该企业的员工，可申请加入，由企业管理员审核后向您发出邀请",
  alreadyMember: "您已是「{name}」的成员，可在页头的企业切换中选择该企业",
  created: "「{name}」已创建，您是该企业的管理员",
  unknown: "平台上没有该统一社会信用代码对应的企业，您可以直接创建企业",
  sent: "已向「{name}」的管理员提交加入申请，管理员同意后您将收到邀请",
  gone: "该加入申请不存在或已处理",
  invitationSent: "已向申请人发出邀请，对方接受后即加入本企业",
  declined: "已拒绝该加入申请",
  "join-request.member": "您已是该企业的成员",
  "join-request.invited": "该企业已向您发出邀请，请在消息通知中查看并接受",
  "join-request.open": "您已申请加入该企业，请等待企业管理员处理",
  "join-request.too-many": "您有{n}个加入申请尚待处理，请等待企业管理员处理后再申请",
  "join-request.declined-recently": "该企业管理员已拒绝您的申请，请{hours}小时后再申请",
} as const satisfies Readonly<Record<string, string>> & Readonly<Record<JoinRequestRefusalCode, string>>;

const refused = (code: JoinRequestRefusalCode, values: Readonly<Record<string, string | number>> = {}): JoinRequestRefusal => ({
  code,
  message: COMPANY_JOIN_MESSAGES[code].replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole)),
});

/** What the services know of the member and the business when a join request comes in. */
export interface JoinRequestFacts {
  /** The member belongs to the business already. */
  member: boolean;
  /** The business has an open invitation for the member's phone. */
  invited: boolean;
  /** The member has an open request to this business. */
  openToBusiness: boolean;
  /** The member's open requests to any business. */
  openTotal: number;
  /** When this business last declined the member's request, if it did. */
  lastDeclinedAt: Date | null;
  now: Date;
}

/**
 * Whether a member may ask a business's administrators for an invitation: null when they may;
 * otherwise the first reason not to (already in, already invited, already asked, too many open
 * requests, or a refusal within the last day), so nobody can flood the administrators' messages.
 */
export function joinRequestRefusal(facts: JoinRequestFacts): JoinRequestRefusal | null {
  if (facts.member) return refused("join-request.member");
  if (facts.invited) return refused("join-request.invited");
  if (facts.openToBusiness) return refused("join-request.open");
  if (facts.openTotal >= JOIN_REQUEST_LIMITS.openPerMember) return refused("join-request.too-many", { n: facts.openTotal });
  const retryAt = facts.lastDeclinedAt ? facts.lastDeclinedAt.getTime() + JOIN_REQUEST_LIMITS.retryAfterDeclineHours * 3_600_000 : 0;
  if (retryAt > facts.now.getTime()) return refused("join-request.declined-recently", { hours: JOIN_REQUEST_LIMITS.retryAfterDeclineHours });
  return null;
}

/** The states of a join request: waiting for an administrator, turned into an invitation, declined. */
export const JOIN_REQUEST_STATE_LABELS = { pending: "待处理", invited: "已邀请", declined: "已拒绝" } as const;

/** Every join request state, in the table's order. */
export const JOIN_REQUEST_STATES = keysOf(JOIN_REQUEST_STATE_LABELS);
