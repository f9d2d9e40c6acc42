import { ORDER_ITEM_KIND_LABELS, type OrderItemKind } from "@cidp/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { servicePackages } from "../../platform/cms/schema.ts";
import { serviceOrderEvents, serviceOrders } from "../../platform/order/schema.ts";
import { businessGrants, grantValidity, VALIDITY_LABELS, type Validity } from "./membership.ts";

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

/**
 * Everything the business holds through its orders: each VIP period, each legal package paid for
 * and not refunded (with its service period from the CMS row), each lesson bought (kept for good).
 */
export async function businessEntitlements(db: Database, businessId: number, now: Date): Promise<Entitlement[]> {
  const grants = await businessGrants(db, businessId);
  const vip: Entitlement[] = grants.map(({ grant, orderNo, plan }) => {
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
  });
  const orders = await db
    .select()
    .from(serviceOrders)
    .where(and(eq(serviceOrders.buyerBusinessId, businessId), inArray(serviceOrders.itemKind, AUTHORISING_KINDS), inArray(serviceOrders.state, HELD_STATES)));
  const ids = orders.map((o) => o.id);
  const paidEvents = ids.length
    ? await db
        .select({ orderId: serviceOrderEvents.orderId, at: serviceOrderEvents.at })
        .from(serviceOrderEvents)
        .where(and(inArray(serviceOrderEvents.orderId, ids), eq(serviceOrderEvents.type, "payment-succeeded")))
        .orderBy(asc(serviceOrderEvents.id))
    : [];
  const paidAt = new Map<number, Date>();
  for (const event of paidEvents) if (!paidAt.has(event.orderId)) paidAt.set(event.orderId, event.at);
  const packageIds = orders.filter((o) => o.itemKind === "service_package").map((o) => o.itemId);
  const packages = packageIds.length ? await db.select().from(servicePackages).where(inArray(servicePackages.id, packageIds)) : [];
  const periodOf = new Map(packages.map((p) => [p.id, periodMonths(p.period)]));
  const others: Entitlement[] = orders.map((order) => {
    const kind = order.itemKind as OrderItemKind;
    const start = paidAt.get(order.id) ?? order.createdAt;
    const months = kind === "service_package" ? (periodOf.get(order.itemId) ?? null) : null;
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
  });
  return [...vip, ...others].sort((a, b) => b.sortAt - a.sortAt);
}
