import type { OperatorPermission } from "@cidp/domain";
import { deskTexts } from "../desk-texts.ts";
import { vipClientTexts } from "../vip/vip-client-texts.ts";

/** One area of the back office: its address, its name in the header, and the permission it needs. */
export interface DeskArea {
  to: string;
  label: string;
  permission?: OperatorPermission;
  /** Any of these keys opens the area (the review queue serves three kinds of reviewer). */
  anyOf?: readonly OperatorPermission[];
}

/** The areas of the back office, in the header's order: the header links only those the role holds. */
export const DESK_AREAS: readonly DeskArea[] = [
  { to: "/", label: deskTexts.areas.review, anyOf: ["certification.review", "content.review", "finance.review"] },
  { to: "/content", label: deskTexts.areas.content, permission: "content.read" },
  { to: "/announcements", label: "站内公告", permission: "content.read" },
  { to: "/legal", label: "法律文件", permission: "content.read" },
  { to: "/service", label: deskTexts.service.area, permission: "service.answer" },
  { to: "/members", label: deskTexts.areas.members, permission: "members.read" },
  { to: "/vip-clients", label: vipClientTexts.area, permission: "members.read" },
  { to: "/orders", label: deskTexts.areas.orders, permission: "orders.fulfil" },
  { to: "/contract-reviews", label: "合同审查", permission: "orders.fulfil" },
  { to: "/vip-training", label: "线下培训", permission: "members.read" },
  { to: "/transfers", label: deskTexts.areas.transfers, permission: "finance.transfers" },
  { to: "/deposits", label: deskTexts.areas.deposits, permission: "finance.transfers" },
  { to: "/reports", label: deskTexts.areas.reports, permission: "reports.read" },
  { to: "/settings", label: deskTexts.areas.settings, permission: "settings.manage" },
  { to: "/audit", label: deskTexts.areas.audit, permission: "audit.read" },
  { to: "/trade-logs", label: deskTexts.areas.tradeLogs, permission: "audit.read" },
  { to: "/staff", label: deskTexts.areas.staff, permission: "staff.manage" },
];

/** Whether a member of staff holding `permissions` may open `area`. */
export function opensArea(area: DeskArea, permissions: readonly string[]): boolean {
  return area.permission ? permissions.includes(area.permission) : (area.anyOf ?? []).some((key) => permissions.includes(key));
}

/** Where a member of staff starts: the first area their role opens (the review queue for reviewers, 内容管理 for an editor…). */
export function homeAreaOf(permissions: readonly string[]): string {
  return DESK_AREAS.find((area) => opensArea(area, permissions))?.to ?? "/";
}
