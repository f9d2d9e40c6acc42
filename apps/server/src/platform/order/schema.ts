import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { bigramsOf } from "../../db/keyword-match.ts";
import { businesses, members } from "../member/schema.ts";

/**
 * A paid order of the service market (legal packages now; lessons, VIP, shop services later).
 * The money columns and the state change only through the domain's `transitionOrder`, applied by
 * `applyOrderEvent` in the transaction that logs the event.
 */
export const serviceOrders = pgTable(
  "service_order",
  {
    id: serial("id").primaryKey(),
    /** What people quote on the phone: date and a random part, never the row id. */
    orderNo: varchar("order_no", { length: 32 }).notNull().unique(),
    buyerMemberId: requiredReference("buyer_member_id", () => members.id),
    /** The business the member bought for (invoices go to it). */
    buyerBusinessId: requiredReference("buyer_business_id", () => businesses.id),
    /** service_package | lesson | vip_plan | service */
    itemKind: varchar("item_kind", { length: 20 }).notNull(),
    itemId: integer("item_id").notNull(),
    /**
     * The business that sells the item when a company does (its shop's services), none for the
     * platform's own (packages, lessons, VIP): 已售服务 reads a seller's orders by it.
     */
    sellerBusinessId: integer("seller_business_id").references(() => businesses.id),
    /** The item's title and price as they were when ordered. */
    title: varchar("title", { length: 200 }).notNull(),
    amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
    /** The item's list price when the buyer paid less (a VIP's discount); none when the amount is it. */
    listFen: bigint("list_fen", { mode: "number" }),
    /** Why the amount is below the list price, as the order shows it (年度VIP会员 9折). */
    discountNote: varchar("discount_note", { length: 60 }),
    state: varchar("state", { length: 20 }).notNull().default("pending_payment"),
    paidFen: bigint("paid_fen", { mode: "number" }).notNull().default(0),
    refundedFen: bigint("refunded_fen", { mode: "number" }).notNull().default(0),
    paymentId: varchar("payment_id", { length: 40 }),
    refundApproved: boolean("refund_approved").notNull().default(false),
    /** Unpaid at this time, the order is cancelled (待支付 timeout). */
    payBefore: timestamp("pay_before", { withTimezone: true }).notNull(),
    /** When its payment succeeded (the time of its payment-succeeded event); none while unpaid. */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 我的服务订单: a member's orders for the business they act for, newest first, plain and by state
    // tab. The business is in the key, so the capped count reads the index alone, not a row per order.
    index("service_order_buyer_idx").on(t.buyerMemberId, t.buyerBusinessId, t.id),
    index("service_order_buyer_state_idx").on(t.buyerMemberId, t.buyerBusinessId, t.state, t.id),
    // The business's orders whoever bought them, newest first: the open API's orders:read.
    index("service_order_buyer_business_idx").on(t.buyerBusinessId, t.id),
    // 已售服务: a seller's orders newest first, plain and by state tab, from the index alone likewise.
    index("service_order_seller_idx").on(t.sellerBusinessId, t.id),
    index("service_order_seller_state_idx").on(t.sellerBusinessId, t.state, t.id),
    // The operator's orders by kind, newest first.
    index("service_order_kind_idx").on(t.itemKind, t.id),
    index("service_order_kind_state_idx").on(t.itemKind, t.state, t.id),
    // 服务授权: the business's legal packages and lessons it keeps, newest start (payment) first.
    // The columns an entitlement's standing is computed from ride along, so the filters (有效,
    // 已过期 …) and their capped counts read the index alone, not a row per order.
    index("service_order_entitlement_idx")
      .on(t.buyerBusinessId, sql`coalesce(${t.paidAt}, ${t.createdAt})`, t.id, t.itemKind, t.itemId, t.state, t.paidAt, t.createdAt)
      .where(sql`${t.itemKind} in ('service_package', 'lesson') and ${t.state} in ('paid', 'in_service', 'completed', 'refund_rejected')`),
    // 服务详情's 已售: one item's orders by state, counted from the index alone.
    index("service_order_item_idx").on(t.itemKind, t.itemId, t.state),
    // 对公转账's search by order number (keyword-match.ts), through the bigrams, not a scan of every order.
    index("service_order_no_keyword_idx").using("gin", bigramsOf(t.orderNo)),
    index("service_order_unpaid_idx").on(t.payBefore).where(sql`${t.state} = 'pending_payment'`),
    // The operator's queues: refunds the platform decides, and paid orders it serves, the longest waiting first.
    index("service_order_refund_queue_idx")
      .on(t.updatedAt)
      .where(sql`${t.state} = 'refunding' and ${t.refundApproved} = false and ${t.itemKind} <> 'shop_service'`),
    // The served queue's columns ride along in its index: the queue's hundred oldest orders are read
    // from a few index pages, not from a heap page each (at 1e6 orders, 100 pages read cold).
    index("service_order_fulfilment_idx")
      .on(t.itemKind, t.updatedAt, t.id, t.orderNo, t.title, t.paidFen, t.listFen, t.discountNote, t.state, t.buyerMemberId)
      .where(sql`${t.state} in ('paid', 'in_service')`),
  ],
);

/**
 * Every change of an order, with who and when (server time). The key is the event's identity
 * (a notification id, `cancel`, `expire`, a refund id): unique per order, so one event is applied
 * once however often it arrives.
 */
export const serviceOrderEvents = pgTable(
  "service_order_event",
  {
    id: serial("id").primaryKey(),
    orderId: requiredReference("order_id", () => serviceOrders.id, { onDelete: "cascade" }),
    eventKey: varchar("event_key", { length: 80 }).notNull(),
    type: varchar("type", { length: 30 }).notNull(),
    /** buyer | seller | system | operator */
    actorKind: varchar("actor_kind", { length: 12 }).notNull(),
    actorId: integer("actor_id"),
    fromState: varchar("from_state", { length: 20 }).notNull(),
    toState: varchar("to_state", { length: 20 }).notNull(),
    note: text("note").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("service_order_event_key_idx").on(t.orderId, t.eventKey)],
);
