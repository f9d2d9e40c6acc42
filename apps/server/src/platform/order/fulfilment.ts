import { SERVICE_QUEUE_STATES } from "@cidp/api-client/contract";
import { formatFen, ORDER_STATE_LABELS, type OrderState } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { reachablePages } from "../../db/paging.ts";
import { formatDateTime } from "../../http/format.ts";
import { nameWithMaskedPhone } from "../member/masked-phone.ts";
import { stepNotice } from "./buyer-notices.ts";
import { applyOrderEvent } from "./order-events.ts";
import { createOrderRepository } from "./order-repository.ts";

/** A paid order the platform serves, as the operator's 服务订单 page lists it. */
export interface FulfilmentEntry {
  id: number;
  orderNo: string;
  title: string;
  buyer: string;
  amount: string;
  state: OrderState;
  stateLabel: string;
  updateTime: string;
}

export type FulfilmentStep = "start" | "complete";

/** The states an order waits in for the platform: to start, and to complete. */
type WaitingState = (typeof SERVICE_QUEUE_STATES)[number];

/** Which page of the queue, of which state, or one order by its number. */
export interface FulfilmentQueueQuery {
  state?: WaitingState;
  orderNo?: string;
  page: number;
}

/** A page of the queue, the count of what the query finds, and how many wait in each state (counts capped at LIST_COUNT_CAP). */
export interface FulfilmentQueuePage {
  orders: FulfilmentEntry[];
  total: number;
  pages: number;
  pageSize: number;
  waiting: Record<WaitingState, number>;
}

/**
 * What the operator area offers for the orders the platform itself sells and serves: legal
 * packages (VIP needs no service: it is granted on payment). Paid ones wait for 开始服务, those in
 * service for 完成服务; each step is an order event by the operator, acting for the seller.
 */
export interface OrderFulfilment {
  queue(query: FulfilmentQueueQuery): Promise<FulfilmentQueuePage>;
  /** Moves one order on; false when it is not (or no longer) in the state the step needs. */
  step(orderId: number, step: FulfilmentStep, operatorId: number, note: string): Promise<{ ok: true; orderNo: string } | { ok: false }>;
}

const SERVED_KINDS = ["service_package"];

/** 实付, with the list price and the reason when a member's price was lower (a VIP's 折), as the buyer's order shows them. */
function paidText(order: { paidFen: number; listFen: number | null; discountNote: string | null }): string {
  const paid = formatFen(order.paidFen);
  return order.listFen !== null && order.listFen > order.paidFen ? `${paid}（原价${formatFen(order.listFen)}，${order.discountNote ?? "会员优惠"}）` : paid;
}
const QUEUE_PAGE_SIZE = 20;

const steps = {
  start: { event: { type: "start-service" }, from: "paid", note: "平台已开始服务", notice: "服务已开始" },
  complete: { event: { type: "complete" }, from: "in_service", note: "平台已完成服务", notice: "服务已完成" },
} as const;

export function createOrderFulfilment(db: Database): OrderFulfilment {
  const orders = createOrderRepository(db);
  return {
    async queue({ state, orderNo, page }) {
      const [found, waiting] = await Promise.all([
        orders.servedQueuePage({ itemKinds: SERVED_KINDS, states: state ? [state] : SERVICE_QUEUE_STATES, orderNo }, page, QUEUE_PAGE_SIZE),
        orders.waitingByState(SERVED_KINDS, SERVICE_QUEUE_STATES),
      ]);
      return {
        orders: found.rows.map(({ order, buyer, phone }) => ({
          id: order.id,
          orderNo: order.orderNo,
          title: order.title,
          buyer: nameWithMaskedPhone(buyer, phone),
          amount: paidText(order),
          state: order.state as OrderState,
          stateLabel: ORDER_STATE_LABELS[order.state as OrderState],
          updateTime: formatDateTime(order.updatedAt),
        })),
        total: found.total,
        pages: reachablePages(found.total, QUEUE_PAGE_SIZE),
        pageSize: QUEUE_PAGE_SIZE,
        waiting: { paid: waiting.get("paid") ?? 0, in_service: waiting.get("in_service") ?? 0 },
      };
    },

    async step(orderId, step, operatorId, note) {
      const row = await orders.byId(orderId);
      const chosen = steps[step];
      if (!row || !SERVED_KINDS.includes(row.itemKind) || row.state !== chosen.from) return { ok: false };
      // The step and the buyer's notice commit together: no step the buyer never hears of.
      const applied = await applyOrderEvent(db, {
        orderId,
        eventKey: chosen.event.type,
        event: chosen.event,
        actor: { kind: "operator", id: operatorId },
        note: note || chosen.note,
        buyerNotice: (order) => stepNotice(order, chosen.notice, note, "law-detail"),
      });
      return applied.ok && applied.changed ? { ok: true, orderNo: applied.order.orderNo } : { ok: false };
    },
  };
}
