import { ORDER_AUTO_ACCEPT_DAYS } from "@cidp/domain";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import type { JobKind } from "../../platform/jobs/job-kind.ts";
import { scheduleJob } from "../../platform/jobs/schedule.ts";
import { stepNotice } from "../../platform/order/buyer-notices.ts";
import { acceptanceDeadline } from "../../platform/order/order-event-views.ts";
import { applyOrderEvent } from "../../platform/order/order-events.ts";
import { serviceOrderEvents, serviceOrders } from "../../platform/order/schema.ts";
import { autoAcceptedNotice } from "./shop-service-messages.ts";

/** The job that accepts a delivered order for a buyer who said nothing (自动确认验收). */
export const AUTO_ACCEPT_JOB = "shop-service.auto-accept";

/**
 * Plans the order's 自动确认验收 `ORDER_AUTO_ACCEPT_DAYS` after `deliveredAt`, in the transaction
 * that delivered it. One job an order: a later delivery (after 售后) moves it and arms it again.
 */
export function scheduleAutoAccept(tx: Database, orderId: number, deliveredAt: Date): Promise<void> {
  return scheduleJob(tx, {
    kind: AUTO_ACCEPT_JOB,
    key: `order-${orderId}`,
    runAt: new Date(deliveredAt.getTime() + ORDER_AUTO_ACCEPT_DAYS * 86_400_000),
    payload: { orderId },
  });
}

/**
 * The order's time to accept has come: still 待验收 and its newest delivery old enough, it is
 * accepted by the system and the buyer told. Run in the transaction that claimed the job; its
 * event key is the buyer's own 确认验收's, so however many instances run it, and whether the buyer
 * accepted first, the order is accepted once. An order the buyer answered (售后, 已完成) is left.
 */
export const autoAcceptJobKind: JobKind = {
  kind: AUTO_ACCEPT_JOB,
  mode: "transaction",
  handler: async (payload, { tx, now }) => {
    const orderId = Number(payload.orderId);
    const [order] = await tx.select({ state: serviceOrders.state }).from(serviceOrders).where(eq(serviceOrders.id, orderId));
    if (order?.state !== "awaiting_acceptance") return;
    const events = await tx.select().from(serviceOrderEvents).where(eq(serviceOrderEvents.orderId, orderId)).orderBy(asc(serviceOrderEvents.id));
    const deadline = acceptanceDeadline(events, ORDER_AUTO_ACCEPT_DAYS);
    if (!deadline || deadline > now) return;
    await applyOrderEvent(tx, {
      orderId,
      eventKey: "accept",
      event: { type: "auto-accept" },
      actor: { kind: "system", id: null },
      note: `买家${ORDER_AUTO_ACCEPT_DAYS}天内未确认，系统自动确认验收`,
      buyerNotice: (row) => stepNotice(row, autoAcceptedNotice, ""),
    });
  },
};
