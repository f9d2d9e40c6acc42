import { ORDER_ITEM_KIND_LABELS, type OrderItemKind } from "@cidp/domain";
import { formatDateTime } from "../../http/format.ts";
import { grantValidity, VALIDITY_LABELS, type Validity } from "./membership.ts";
import type { GrantRow, HeldOrder, PlanRow, VipRepository } from "./repository.ts";

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
  /** For the order of the list: newest first. */
  sortAt: number;
}

/** Orders whose money the seller keeps: these give an entitlement. */
const HELD_STATES = ["paid", "in_service", "completed", "refund_rejected"];

/** A package's 服务期限 ("1年", "6个月") as months; null for a one-off service ("单次"). */
export function periodMonths(period: string): number | null {
  const years = /^(\d+)\s*年$/.exec(period);
  if (years) return Number(years[1]) * 12;
  const months = /^(\d+)\s*个?月$/.exec(period);
  return months ? Number(months[1]) : null;
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** A legal package's standing: its service runs from payment for its 服务期限 (or until the platform completes a one-off service). */
function packageValidity(state: string, endsAt: Date | null, now: Date): { validity: Validity; label: string } {
  if (state === "completed") return { validity: "completed", label: "已完成" };
  if (endsAt && endsAt <= now) return { validity: "expired", label: VALIDITY_LABELS.expired };
  if (state === "paid") return { validity: "pending", label: "待开始服务" };
  return { validity: "active", label: "服务中" };
}

/**
 * The orders that authorise something besides VIP (its grants are listed apart): legal packages
 * and lessons. A company service bought from another company or a tender deposit is a purchase,
 * not an authorisation: 已购服务 and the tender pages show those.
 */
const AUTHORISING_KINDS: OrderItemKind[] = ["service_package", "lesson"];

/** A VIP period as an entitlement. */
function periodEntitlement({ grant, orderNo, plan }: { grant: GrantRow; orderNo: string; plan: PlanRow }, now: Date): Entitlement {
  const validity = grantValidity(grant, now);
  return {
    kind: "vip_plan",
    kindLabel: ORDER_ITEM_KIND_LABELS.vip_plan,
    title: plan.name,
    orderNo,
    grantId: grant.id,
    startTime: formatDateTime(grant.startsAt),
    endTime: formatDateTime(grant.endsAt),
    validity,
    validityLabel: VALIDITY_LABELS[validity],
    sortAt: grant.startsAt.getTime(),
  };
}

/** A legal package's service runs from its payment for its 服务期限; a lesson is kept for good. */
function orderEntitlement({ order, paidAt, packagePeriod }: HeldOrder, now: Date): Entitlement {
  const kind = order.itemKind as OrderItemKind;
  const start = paidAt ?? order.createdAt;
  const months = kind === "service_package" && packagePeriod !== undefined ? periodMonths(packagePeriod) : null;
  const end = months === null ? null : addMonths(start, months);
  const standing = kind === "service_package" ? packageValidity(order.state, end, now) : { validity: "active" as const, label: "长期有效" };
  return {
    kind,
    kindLabel: ORDER_ITEM_KIND_LABELS[kind] ?? kind,
    title: order.title,
    orderNo: order.orderNo,
    grantId: null,
    startTime: formatDateTime(start),
    endTime: end ? formatDateTime(end) : null,
    validity: standing.validity,
    validityLabel: standing.label,
    sortAt: start.getTime(),
  };
}

/**
 * Everything the business holds through its orders, newest first: each VIP period, each legal
 * package paid for and not refunded (with its service period from the CMS row), each lesson bought.
 */
export async function businessEntitlements(vip: VipRepository, businessId: number, now: Date): Promise<Entitlement[]> {
  const [periods, orders] = await Promise.all([vip.periodsOf(businessId), vip.heldOrders(businessId, AUTHORISING_KINDS, HELD_STATES)]);
  return [...periods.map((period) => periodEntitlement(period, now)), ...orders.map((order) => orderEntitlement(order, now))].sort(
    (a, b) => b.sortAt - a.sortAt,
  );
}
