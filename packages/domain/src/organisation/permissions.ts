/**
 * What a member may do for a business (issue "account and organisation"): a fixed list of
 * permission keys, role templates every business starts with, and the rules for granting them.
 * The server enforces the keys on every call that names one; the portal hides what a role lacks.
 */
import { keysOf } from "../labelled-keys.ts";

/** What each key allows, as the role pages show it. */
export const PERMISSION_LABELS = {
  user_view: "查看附件与资料（预览）",
  member_manage: "管理成员（邀请、移除）",
  role_manage: "管理角色与授权",
  certification_manage: "办理企业认证与资质",
  bankcard_manage: "管理对公账户与银行卡",
  inquiry_create: "发布询价单",
  inquiry_award: "询价定标",
  quote_submit: "提交报价",
  tender_manage: "招标管理",
  order_pay: "订单支付",
  product_manage: "商品与店铺管理",
  service_manage: "服务发布与管理",
  finance_apply: "融资申请（企业资料授权、申请与撤回）",
  openapi_manage: "开放接口应用管理（注册应用、密钥与调用记录）",
} as const;

export const PERMISSION_KEYS = keysOf(PERMISSION_LABELS);
/** One permission key. */
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** The roles every business starts with (issue: 管理员, 采购员, 审批人, 报价员, 财务). */
export const ROLE_TEMPLATES = [
  { template: "admin", name: "管理员", permissions: PERMISSION_KEYS },
  { template: "buyer", name: "采购员", permissions: ["user_view", "inquiry_create", "tender_manage"] },
  { template: "approver", name: "审批人", permissions: ["user_view", "inquiry_award"] },
  { template: "quoter", name: "报价员", permissions: ["user_view", "quote_submit"] },
  { template: "finance", name: "财务", permissions: ["user_view", "order_pay", "bankcard_manage", "finance_apply"] },
] as const satisfies ReadonlyArray<{ template: string; name: string; permissions: readonly PermissionKey[] }>;

/** The administrators' role as the role list names it. */
export const ADMIN_ROLE_NAME = ROLE_TEMPLATES[0].name;

/** The role names a member is shown under in a business: an administrator's first, then their roles'. */
export function shownRoleNames(isAdmin: boolean, roleNames: readonly string[]): string[] {
  return isAdmin ? [ADMIN_ROLE_NAME, ...roleNames] : [...roleNames];
}

/** The permissions of a member: a business administrator holds all; otherwise the union of their roles', in list order. */
export function effectivePermissions(isAdmin: boolean, roles: ReadonlyArray<{ readonly permissions: readonly string[] }>): PermissionKey[] {
  if (isAdmin) return [...PERMISSION_KEYS];
  const held = new Set(roles.flatMap((role) => role.permissions));
  return PERMISSION_KEYS.filter((key) => held.has(key));
}

/** Why a grant is refused, or null when it may go ahead. */
export type GrantRefusal = "self" | "escalation" | "last-admin";

/**
 * Whether `granter` may give `target` exactly `permissions`: nobody changes their own roles (a role
 * escalating itself), and a non-administrator grants only permissions they hold themselves.
 */
export function grantRefusal(input: {
  readonly granterId: number;
  readonly targetId: number;
  readonly granterIsAdmin: boolean;
  readonly granterPermissions: readonly string[];
  readonly permissions: readonly string[];
}): GrantRefusal | null {
  if (input.granterId === input.targetId) return "self";
  if (input.granterIsAdmin) return null;
  const held = new Set(input.granterPermissions);
  return input.permissions.every((key) => held.has(key)) ? null : "escalation";
}

/**
 * A call refused for want of a permission, as the member reads it: which permission it takes (any
 * one of `keys`) and who can give it, not only "无权限" (a 采购员 learnt nothing from that).
 */
export function permissionRefusal(keys: readonly PermissionKey[]): string {
  const names = [...new Set(keys)].map((key) => PERMISSION_LABELS[key]);
  return `${ORGANISATION_MESSAGES.forbidden}：需要「${names.join("」或「")}」权限，请联系企业管理员为您分配`;
}

/** The messages of refused organisation changes. */
export const ORGANISATION_MESSAGES = {
  forbidden: "无权限执行此操作",
  self: "不能修改自己的角色",
  escalation: "不能授予自己没有的权限",
  lastAdmin: "企业至少需要保留一名管理员",
  removeSelf: "不能移除自己，请由其他管理员操作",
  alreadyMember: "该手机号已是本企业成员",
  duplicateInvitation: "已向该手机号发出邀请，请勿重复邀请",
  invitationGone: "邀请不存在或已处理",
  invitationNotYours: "该邀请不是发给您的",
  roleNameTaken: "角色名称已存在",
  roleInUse: "该角色仍有成员使用，请先调整成员角色",
  templateLocked: "预置角色不能删除或改名",
  roleMissing: "角色不存在",
  memberMissing: "成员不存在",
} as const;
