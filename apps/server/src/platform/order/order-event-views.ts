import type { OrderState } from "@cidp/domain";
import { formatDateTime } from "../../http/format.ts";
import type { OrderActor } from "./order-events.ts";
import type { serviceOrderEvents } from "./schema.ts";

type OrderEventRow = typeof serviceOrderEvents.$inferSelect;

/** An order's log as the buyer's and the seller's order details show it, oldest first as stored. */
export function orderEventViews(events: readonly OrderEventRow[]) {
  return events.map((e) => ({
    type: e.type,
    actorKind: e.actorKind as OrderActor["kind"],
    fromState: e.fromState as OrderState,
    toState: e.toState as OrderState,
    note: e.note,
    time: formatDateTime(e.at),
  }));
}

/** The newest event of a type in an order's log (oldest first), if any. */
export function latestEvent(events: readonly OrderEventRow[], type: string): OrderEventRow | undefined {
  return events.findLast((e) => e.type === type);
}

/**
 * The key of a step an order may take more than once (服务已完成 again after 售后): the type for the
 * first, then `type-2`, `type-3` … So a double click or a retry, reading the same log, names the same
 * step and changes the order once; the log's seeded and live first steps share the plain type.
 */
export function repeatedEventKey(events: readonly OrderEventRow[], type: string): string {
  const before = events.filter((e) => e.type === type).length;
  return before === 0 ? type : `${type}-${before + 1}`;
}

/** 待验收 until: the newest 服务已完成 (`deliver`) and the days the buyer has to accept it. */
export function acceptanceDeadline(events: readonly OrderEventRow[], days: number): Date | null {
  const delivered = latestEvent(events, "deliver");
  return delivered ? new Date(delivered.at.getTime() + days * 86_400_000) : null;
}
