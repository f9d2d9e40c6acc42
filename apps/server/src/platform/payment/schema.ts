import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { bigramsOf } from "../../db/keyword-match.ts";
import { serviceOrders } from "../order/schema.ts";

/**
 * One attempt to pay an order through the provider. At most one open attempt per order and
 * method: a double-clicked 支付 gets the same attempt back, never a second charge.
 */
export const payments = pgTable(
  "payment",
  {
    /** Our id of the attempt, sent to the provider as its merchant order number. */
    id: varchar("id", { length: 40 }).primaryKey(),
    orderId: requiredReference("order_id", () => serviceOrders.id),
    provider: varchar("provider", { length: 20 }).notNull(),
    /** bank_card | wechat | alipay | bank_transfer */
    method: varchar("method", { length: 16 }).notNull(),
    /** Only for bank_card: the member's bound card it charges. */
    bankCardId: integer("bank_card_id"),
    /** pc | mobile: the provider's checkout it opened (WeChat Pay Native or H5); another device opens another attempt. */
    channel: varchar("channel", { length: 8 }).notNull().default("pc"),
    amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
    /** open | succeeded | failed | closed */
    status: varchar("status", { length: 12 }).notNull().default("open"),
    providerTradeNo: varchar("provider_trade_no", { length: 64 }),
    checkoutUrl: text("checkout_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("payment_order_idx").on(t.orderId),
    index("payment_open_idx").on(t.status, t.createdAt),
    // 统计报表: one China day's paid orders (the rollup recomputes a day at a time).
    index("payment_settled_idx").on(t.settledAt).where(sql`status = 'succeeded'`),
  ],
);

/** Refunds asked of the provider: one per order, keyed so a retry never refunds twice. */
export const paymentRefunds = pgTable(
  "payment_refund",
  {
    id: varchar("id", { length: 40 }).primaryKey(),
    paymentId: varchar("payment_id", { length: 40 })
      .notNull()
      .references(() => payments.id),
    amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
    /** requested | succeeded | failed */
    status: varchar("status", { length: 12 }).notNull().default("requested"),
    reason: varchar("reason", { length: 200 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  // 统计报表: one China day's refunds paid back.
  (t) => [index("payment_refund_settled_idx").on(t.settledAt).where(sql`status = 'succeeded'`)],
);

/**
 * Every notification received, accepted or refused (forged, stale, unknown payment), for audit.
 * Not the idempotency guard: that is the order event's key (`pay:<payment id>`).
 */
export const paymentNotifications = pgTable("payment_notification", {
  id: serial("id").primaryKey(),
  notificationId: varchar("notification_id", { length: 64 }).notNull(),
  /** accepted | duplicate | refused */
  outcome: varchar("outcome", { length: 12 }).notNull(),
  reason: varchar("reason", { length: 200 }).notNull().default(""),
  body: text("body").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// The embedded sandbox provider's own books: what a real provider keeps on its side. The services
// reach them only through the provider interface (payment-provider.ts).

/** A trade the sandbox was asked to collect. */
export const sandboxTrades = pgTable("sandbox_trade", {
  tradeNo: varchar("trade_no", { length: 40 }).primaryKey(),
  merchantPaymentId: varchar("merchant_payment_id", { length: 40 }).notNull().unique(),
  method: varchar("method", { length: 12 }).notNull(),
  subject: varchar("subject", { length: 200 }).notNull(),
  amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
  /** WAIT_PAY | SUCCESS | FAILED | CLOSED */
  status: varchar("status", { length: 12 }).notNull().default("WAIT_PAY"),
  refundedFen: bigint("refunded_fen", { mode: "number" }).notNull().default(0),
  /** The bound card's bank and last digits, for a 快捷支付 trade. */
  cardLabel: varchar("card_label", { length: 60 }).notNull().default(""),
  /**
   * Who may pay it: the member the merchant named when opening the trade (a real provider binds its
   * checkout to the payer the same way). Only their session sees the checkout and chooses its outcome.
   */
  payerMemberId: integer("payer_member_id"),
  notifyUrl: text("notify_url").notNull(),
  returnUrl: text("return_url").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp("paid_at", { withTimezone: true }),
});

/** A refund the sandbox made, once per merchant refund id. */
export const sandboxRefunds = pgTable("sandbox_refund", {
  refundNo: varchar("refund_no", { length: 40 }).primaryKey(),
  merchantRefundId: varchar("merchant_refund_id", { length: 40 }).notNull().unique(),
  tradeNo: varchar("trade_no", { length: 40 })
    .notNull()
    .references(() => sandboxTrades.tradeNo),
  amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Notifications the sandbox owes the merchant, delivered until acknowledged, with backoff. */
export const sandboxNotifications = pgTable(
  "sandbox_notification",
  {
    id: varchar("id", { length: 40 }).primaryKey(),
    notifyUrl: text("notify_url").notNull(),
    body: text("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    lastError: varchar("last_error", { length: 200 }).notNull().default(""),
  },
  (t) => [index("sandbox_notification_due_idx").on(t.nextAttemptAt).where(sql`${t.acknowledgedAt} is null`)],
);

// 对公转账's own books (bank-transfer/): what a bank transfer provider would keep — the checkout the
// member was shown, the receipts finance confirmed, and the refunds finance owes by transfer. The
// services reach them through the provider interface; the back office's finance desk writes them.

/** A payment the member chose to make by 对公转账: the reference they write in the transfer's 附言. */
export const bankTransferCheckouts = pgTable(
  "bank_transfer_checkout",
  {
    paymentId: varchar("payment_id", { length: 40 })
      .primaryKey()
      .references(() => payments.id),
    /** Short and unique: finance finds the payment by it on the bank's statement. */
    reference: varchar("reference", { length: 16 }).notNull().unique(),
    amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
    subject: varchar("subject", { length: 200 }).notNull(),
    payerMemberId: integer("payer_member_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the order stopped waiting for it (cancelled, another method chosen): money arriving later is still confirmed, then refunded. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /**
     * When finance confirmed the money (its receipt's time, written with the receipt): the transfers
     * still awaited are those without it, read along their own index.
     */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    // 对公转账's awaited transfers, newest first: the unconfirmed only. Along the index of all of them
    // the list stepped over every confirmed one (nine in ten: 11,201 checked for a page at 1e6).
    index("bank_transfer_checkout_awaited_idx").on(t.createdAt).where(sql`confirmed_at is null`),
    // Finance's search by reference (keyword-match.ts): a word no reference holds is answered at once.
    index("bank_transfer_checkout_keyword_idx").using("gin", bigramsOf(t.reference)),
  ],
);

/** A transfer finance saw arrive on the platform's account, with the bank's receipt (回单): one per payment, one payment per transfer. */
export const bankTransferReceipts = pgTable(
  "bank_transfer_receipt",
  {
    paymentId: varchar("payment_id", { length: 40 })
      .primaryKey()
      .references(() => bankTransferCheckouts.paymentId),
    /** The bank's serial number (流水号): one transfer confirms one payment. */
    bankSerial: varchar("bank_serial", { length: 64 }).notNull().unique(),
    amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
    /** The day the bank credited it (China date, YYYY-MM-DD). */
    receivedOn: varchar("received_on", { length: 10 }).notNull(),
    /** The 回单's object in the store (an image or a PDF). */
    receiptObjectKey: varchar("receipt_object_key", { length: 120 }).notNull(),
    receiptType: varchar("receipt_type", { length: 40 }).notNull(),
    confirmedBy: integer("confirmed_by").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The receipts confirmed lately, newest first.
  (t) => [index("bank_transfer_receipt_confirmed_idx").on(t.confirmedAt)],
);

/** A refund of a bank-transfer payment, which finance makes by transfer and then marks done. */
export const bankTransferRefunds = pgTable(
  "bank_transfer_refund",
  {
    /** Our refund id (payment_refund's). */
    refundId: varchar("refund_id", { length: 40 }).primaryKey(),
    paymentId: varchar("payment_id", { length: 40 })
      .notNull()
      .references(() => bankTransferCheckouts.paymentId),
    amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
    reason: varchar("reason", { length: 200 }).notNull().default(""),
    /** requested | succeeded */
    status: varchar("status", { length: 12 }).notNull().default("requested"),
    /** Where finance sent the money (the paying company's account, as finance typed it). */
    payeeAccount: varchar("payee_account", { length: 120 }),
    bankSerial: varchar("bank_serial", { length: 64 }),
    receiptObjectKey: varchar("receipt_object_key", { length: 120 }),
    receiptType: varchar("receipt_type", { length: 40 }),
    doneBy: integer("done_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    index("bank_transfer_refund_status_idx").on(t.status, t.createdAt),
    // The refunds made lately, newest first.
    index("bank_transfer_refund_done_idx").on(t.doneAt).where(sql`status = 'succeeded'`),
  ],
);
