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
