/**
 * The personal center's (/user/default) texts, with the names of the pages it links to and of the
 * VIP status it shows. Kept apart from the pages' full catalogues (account, certification, member
 * center, VIP), which take these names from here: the member center's landing page then downloads
 * a few hundred bytes of texts instead of four catalogues (the member-page JavaScript budget).
 */

/** The password pages, as the personal center and the account pages name them. */
export const passwordLinkTexts = { edit: "修改登录密码", refind: "找回登录密码", set: "设置登录密码", same: "支付密码" } as const;

/** The titles of the member-center pages the personal center links to. */
export const personalCenterLinkTexts = {
  profile: "编辑个人资料",
  certification: "账户认证",
  memberList: "成员管理",
  roleList: "角色管理",
  companyCreate: "创建企业",
} as const;

export const dashboardTexts = {
  title: "待办事项",
  none: "暂无待办事项",
  invitation: "「{business}」邀请您加入，请确认",
  unread: "您有{n}条未读消息",
  certification: "企业认证状态：{state}，请完善认证资料",
  noBusiness: "您尚未加入企业：创建企业，或申请加入已在平台注册的企业",
  founded: "「{business}」已创建，您是该企业的管理员，现以该企业身份操作。完成企业认证后即可发布询价单、报价和投标。",
  /** The heading (for screen readers) of the member's own card. */
  profile: "我的资料",
  /** The groups of the function tiles, as the side menu names them. */
  groups: { account: "账户管理", business: "企业管理" },
} as const;

/** The business's VIP status line. */
export const vipStatusTexts = {
  vipUntil: "{plan} · 有效期至 {expiry}（剩余{days}天）",
  status: "VIP会员",
  inactive: "未开通",
  open: "开通VIP会员",
} as const;

/** A text with `{name}` parameters filled in. */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
