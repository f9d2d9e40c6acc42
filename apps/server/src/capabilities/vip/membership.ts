import { vipDaysLeft, vipExpiry } from "@cidp/domain";
import { formatDateTime } from "../../http/format.ts";
import type { GrantRow, PlanRow } from "./repository.ts";

export type Validity = "active" | "pending" | "expired" | "revoked" | "completed";

export const VALIDITY_LABELS: Readonly<Record<Validity, string>> = {
  active: "有效",
  pending: "未生效",
  expired: "已过期",
  revoked: "已撤销",
  completed: "已完成",
};

/** A period's standing at `now`: revoked by a refund, waiting its turn, running, or over. */
export function grantValidity(row: Pick<GrantRow, "startsAt" | "endsAt" | "revokedAt">, now: Date): Validity {
  if (row.revokedAt) return "revoked";
  if (row.startsAt > now) return "pending";
  return row.endsAt > now ? "active" : "expired";
}

export function planView(plan: PlanRow) {
  return {
    id: plan.id,
    code: plan.code,
    name: plan.name,
    summary: plan.summary,
    priceFen: plan.priceFen,
    durationDays: plan.durationDays,
    benefits: plan.benefits,
  };
}

export function grantView(row: GrantRow, orderNo: string, planName: string, now: Date) {
  const validity = grantValidity(row, now);
  return {
    id: row.id,
    orderNo,
    planName,
    startTime: formatDateTime(row.startsAt),
    endTime: formatDateTime(row.endsAt),
    validity,
    validityLabel: VALIDITY_LABELS[validity],
    revokeTime: row.revokedAt ? formatDateTime(row.revokedAt) : null,
  };
}

/** The membership at `now` from the business's unrevoked periods: whether VIP runs, until when, and the period running. */
export function membershipAt(rows: readonly { grant: GrantRow; planName: string }[], now: Date) {
  const expiry = vipExpiry(
    rows.map(({ grant }) => ({ orderId: grant.orderId, startsAt: grant.startsAt.getTime(), endsAt: grant.endsAt.getTime() })),
    now.getTime(),
  );
  const running = rows.find(({ grant }) => grantValidity(grant, now) === "active");
  return {
    active: running !== undefined,
    expiry: expiry === null ? null : formatDateTime(new Date(expiry)),
    daysLeft: vipDaysLeft(expiry, now.getTime()),
    planName: running?.planName ?? null,
    grantId: running?.grant.id ?? null,
  };
}
