import type { OperatorRole } from "./operator-roles.ts";

/**
 * What platform staff may do, one key per area of the back office, each with the name the staff
 * pages show. A role is a fixed set of keys (OPERATOR_ROLE_PERMISSIONS); the services check the key
 * of every page and call, so hiding a link is never what keeps a role out.
 */
export const OPERATOR_PERMISSIONS = {
  "staff.manage": "运营账号与角色",
  "audit.read": "操作日志",
  "certification.review": "实名与企业认证、资质证书审核",
  "content.read": "内容查阅（稿件与已发布文章）",
  "content.edit": "内容编辑",
  "content.review": "内容与上架审核",
  "finance.review": "退款与金融申请审核",
  "finance.transfers": "对公转账到账确认与退款",
  "orders.fulfil": "服务订单处理",
  "service.answer": "在线客服",
  "members.read": "会员与企业查询",
  "members.manage": "会员与企业处理（冻结、解锁、重置登录、店铺显示）",
  "vip.manage": "企业VIP客户经理分配",
  "settings.manage": "平台设置",
  "reports.read": "统计报表",
} as const;

/** One permission key of the staff. */
export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;

/** Every key, in the order the back office lists them. */
export const OPERATOR_PERMISSION_KEYS = Object.keys(OPERATOR_PERMISSIONS) as OperatorPermission[];

/**
 * The keys of each role. 管理员 holds every key; the others hold what their work needs and no
 * more: an editor writes but does not approve, a reviewer approves and takes down but does not write
 * (a second person approves every publication), customer service looks members up but does not freeze them.
 */
export const OPERATOR_ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly OperatorPermission[]>> = {
  管理员: OPERATOR_PERMISSION_KEYS,
  内容编辑: ["content.read", "content.edit"],
  内容审核: ["content.read", "content.review"],
  客服: ["service.answer", "members.read"],
  财务: ["finance.review", "finance.transfers", "orders.fulfil", "reports.read"],
  认证审核: ["certification.review", "members.read"],
};

/** Whether a member of staff with `role` holds `permission`. */
export function operatorMay(role: OperatorRole, permission: OperatorPermission): boolean {
  return OPERATOR_ROLE_PERMISSIONS[role].includes(permission);
}
