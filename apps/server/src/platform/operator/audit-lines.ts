import { OPERATOR_PERMISSIONS, type OperatorPermission, PLATFORM_HIDEABLE_SECTIONS } from "@cidp/domain";
import { csvDocument } from "../../http/csv.ts";
import { formatDateTime } from "../../http/format.ts";
import type { operatorAudit } from "./schema.ts";

/** What each audited action is called on the audit page and in its export. */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  "login.password": "密码验证通过",
  "login.failed": "登录失败",
  "login.locked": "账号锁定中的登录尝试",
  "login.throttled": "失败次数较多，等待中的登录尝试",
  "login.disabled": "已停用账号的登录尝试",
  "login.not-enrolled": "未绑定验证器的登录尝试",
  "login.success": "登录成功",
  "totp.enrolled": "绑定身份验证器",
  "totp.failed": "动态码错误",
  "enrol.failed": "绑定时密码错误",
  "password.changed": "修改本人密码",
  "password.failed": "修改密码时当前密码错误",
  logout: "退出登录",
  "review.approve": "审核通过",
  "review.reject": "审核驳回",
  "order.start": "开始服务",
  "order.complete": "完成服务",
  "contract-review.accepted": "受理合同审查",
  "contract-review.answered": "出具合同审查意见",
  "access.denied": "无权访问被拒绝",
  "operator.created": "新建运营账号",
  "operator.disabled": "停用运营账号",
  "operator.enabled": "启用运营账号",
  "operator.role": "调整角色",
  "operator.reissued": "重发绑定链接",
  "session.revoked": "结束会话",
  "audit.exported": "导出操作日志",
  "member.frozen": "冻结会员",
  "member.unfrozen": "解冻会员",
  "member.lockout-lifted": "解除会员登录限制",
  "member.password-reset": "重置会员为短信登录",
  "qualification.corrected": "修改资质证书",
  "shop.hidden": "对访客隐藏店铺",
  "shop.shown": "恢复店铺对访客可见",
  "settings.saved": "保存平台设置",
  "settings.restored": "恢复平台设置版本",
  "content.created": "新建稿件",
  "content.saved": "保存稿件",
  "content.submitted": "稿件提交审核",
  "content.unpublished": "下架稿件",
  "content.published-on-schedule": "定时发布稿件",
  "content.unpublished-on-schedule": "定时下架稿件",
  "content.schedule-failed": "定时发布未成功",
  "content.restored": "恢复稿件历史版本",
  "content.adopted": "已发布文章转为稿件",
  "banner.created": "新增横幅",
  "banner.updated": "修改横幅",
  "banner.deleted": "删除横幅",
  "party-module.created": "新增党建栏目",
  "party-module.renamed": "修改党建栏目名称",
  "party-module.deleted": "删除党建栏目",
  "site-texts.saved": "修改热门搜索与顶部文字",
  "partner-link.created": "新增友情链接",
  "partner-link.updated": "修改友情链接",
  "partner-link.moved": "调整友情链接顺序",
  "partner-link.deleted": "删除友情链接",
  "link.submitted": "站外链接提交审核",
  "help.created": "新增帮助文章",
  "help.saved": "修改帮助文章",
  "help.moved": "调整帮助文章顺序",
  "help.deleted": "删除帮助文章",
  "help.column-deleted": "删除帮助栏目",
  "legal.proposed": "提议法律文件新版本",
  "announcement.created": "新建站内公告",
  "announcement.saved": "修改站内公告",
  "announcement.submitted": "站内公告提交审核",
  "announcement.sending": "开始发送站内公告",
  "announcement.sent": "站内公告发送完毕",
  "service.taken": "接入客服会话",
  "service.transferred": "转接客服会话",
  "service.closed": "结束客服会话",
  "transfer.confirmed": "确认对公转账到账",
  "transfer.refunded": "标记对公转账退款已完成",
  "certification.deposit-sent": "标记企业认证打款已打款",
  "bankcard.deposit-sent": "标记对公账户验证打款已打款",
  "trade-log.read": "查看交易日志",
  "trade-log.exported": "导出交易日志",
};

/** The names of the changed fields in a before/after detail. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  role: "角色",
  disabled: "停用",
  displayName: "姓名",
  frozen: "冻结",
  passwordReset: "登录密码已重置",
  validUntil: "有效期至",
  level: "资质等级",
  shopHidden: "店铺对访客隐藏",
  baseTitle: "平台名称",
  subTitle: "副标题",
  hotline: "服务热线",
  serviceHours: "服务时间",
  officialAccountUrl: "公众号地址",
  appDownloadUrl: "APP下载地址",
  customerServiceUrl: "在线客服地址",
  iosAppUrl: "iOS下载地址",
  androidAppUrl: "Android下载地址",
  hiddenSections: "隐藏的版块",
  hosts: "域名",
  icpNumber: "ICP备案号",
  publicSecurityNumber: "公安备案号",
  operatingCompany: "主办单位",
  footerLinks: "页脚链接",
  hotWords: "热门搜索",
  topTexts: "顶部文字",
  links: "站外链接",
  name: "名称",
  url: "链接地址",
  title: "标题",
  content: "正文",
  sort: "位置",
};

/** The names of the items of a list field (a hidden section's label). */
const ITEM_LABELS: Readonly<Record<string, string>> = PLATFORM_HIDEABLE_SECTIONS;

/** Who acted on a line the job runner wrote (no member of staff): at a set time, or as soon as it could. */
const SYSTEM_ACTORS: Readonly<Record<string, string>> = { schedule: "系统（定时任务）", runner: "系统（后台任务）" };

/** One line of the audit log as the page and the export show it. */
export interface AuditLine {
  id: number;
  time: string;
  operator: string;
  action: string;
  subject: string;
  detail: string;
  ip: string;
}

/** An item of a list field: a hidden section's label, a link's title and address, else the value. */
const shownItem = (item: unknown): string => {
  if (item && typeof item === "object" && "title" in item && "url" in item) return `${String(item.title)}（${String(item.url)}）`;
  return ITEM_LABELS[String(item)] ?? String(item);
};

const shown = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(shownItem).join("、") || "无";
  return value === true ? "是" : value === false ? "否" : value === undefined || value === null ? "—" : String(value);
};

/** A detail's words: its title, reason, name or permission, and each changed field as 前 → 后. */
function detailText(detail: Record<string, unknown>): string {
  const parts = [detail.title, detail.reason, detail.username].filter((value): value is string => typeof value === "string");
  if (typeof detail.permission === "string" && detail.permission in OPERATOR_PERMISSIONS) {
    parts.push(`需要「${OPERATOR_PERMISSIONS[detail.permission as OperatorPermission]}」`);
  }
  const before = (detail.before ?? {}) as Record<string, unknown>;
  const after = (detail.after ?? {}) as Record<string, unknown>;
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    parts.push(`${FIELD_LABELS[field] ?? field}：${shown(before[field])} → ${shown(after[field])}`);
  }
  // A delivery's audience when it starts, and the members reached when it ends.
  if (typeof detail.total === "number") parts.push(`收件会员 ${detail.total} 位`);
  if (typeof detail.sent === "number") parts.push(`已送达 ${detail.sent} 位`);
  if (detail.by === "command line") parts.push("命令行");
  return parts.join(" · ");
}

/** An audit row (with its actor's name) as a line; `subjects` names the subject kinds. */
export function auditLineOf(row: { entry: typeof operatorAudit.$inferSelect; operator: string | null }, subjects: Readonly<Record<string, string>>): AuditLine {
  const { entry } = row;
  return {
    id: entry.id,
    time: formatDateTime(entry.createdAt),
    operator: row.operator ?? SYSTEM_ACTORS[String(entry.detail.by)] ?? "—",
    action: ACTION_LABELS[entry.action] ?? entry.action,
    subject: entry.subjectKind ? `${subjects[entry.subjectKind] ?? entry.subjectKind}${entry.subjectId === null ? "" : ` #${entry.subjectId}`}` : "",
    detail: detailText(entry.detail),
    ip: entry.ip,
  };
}

/** The lines as the exported CSV. */
export function auditCsv(lines: readonly AuditLine[]): Buffer {
  return csvDocument([["时间", "运营人员", "操作", "对象", "说明", "IP"], ...lines.map((l) => [l.time, l.operator, l.action, l.subject, l.detail, l.ip])]);
}
