import { ORDER_ITEM_KIND_LABELS, type OrderItemKind } from "@cidp/domain";
import { formatDateTime } from "../../http/format.ts";
import type { EntitlementRow } from "./entitlement-query.ts";
import { VALIDITY_LABELS, type Validity } from "./membership.ts";

/** One entitlement as 服务授权 lists it (contract `serviceAuthCalls.list`). */
export interface Entitlement {
  kind: OrderItemKind;
  kindLabel: string;
  title: string;
  orderNo: string;
  grantId: number | null;
  startTime: string | null;
  endTime: string | null;
  validity: Validity;
  validityLabel: string;
}

/** A package's 服务期限 ("1年", "6个月") as months; null for a one-off service ("单次"). */
export function periodMonths(period: string): number | null {
  const years = /^(\d+)\s*年$/.exec(period);
  if (years) return Number(years[1]) * 12;
  const months = /^(\d+)\s*个?月$/.exec(period);
  return months ? Number(months[1]) : null;
}

/** A legal package names its standing by its service (待开始服务, 服务中); a lesson is kept for good. */
function validityLabel(kind: OrderItemKind, validity: Validity): string {
  if (kind === "lesson") return "长期有效";
  if (kind === "service_package" && validity === "pending") return "待开始服务";
  if (kind === "service_package" && validity === "active") return "服务中";
  return VALIDITY_LABELS[validity];
}

/**
 * An entitlement row the database computed (entitlement-query.ts) as the list shows it: each VIP
 * period, each legal package paid for and not refunded (its service period from the CMS row), each
 * lesson bought.
 */
export function entitlementView(row: EntitlementRow): Entitlement {
  const kind = row.kind as OrderItemKind;
  return {
    kind,
    kindLabel: ORDER_ITEM_KIND_LABELS[kind] ?? kind,
    title: row.title,
    orderNo: row.orderNo,
    grantId: row.grantId,
    startTime: formatDateTime(row.startAt),
    endTime: row.endAt ? formatDateTime(row.endAt) : null,
    validity: row.validity,
    validityLabel: validityLabel(kind, row.validity),
  };
}
