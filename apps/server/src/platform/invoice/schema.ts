import { bigint, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { businesses, members } from "../member/schema.ts";
import { serviceOrders } from "../order/schema.ts";

/**
 * 发票 of a paid order: one per order (unique order id). 申请中 while the PDF is made, 已开具 once it
 * is in the object store under `objectKey`.
 */
export const invoices = pgTable("invoice", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .unique()
    .references(() => serviceOrders.id),
  businessId: integer("business_id")
    .notNull()
    .references(() => businesses.id),
  requestedBy: integer("requested_by")
    .notNull()
    .references(() => members.id),
  /** 发票号码 as printed: INV + date + order's random part. */
  invoiceNo: varchar("invoice_no", { length: 32 }).notNull().unique(),
  /** normal (普通) | special (专用) */
  kind: varchar("kind", { length: 10 }).notNull(),
  title: varchar("title", { length: 100 }).notNull(),
  taxNo: varchar("tax_no", { length: 18 }).notNull(),
  bankName: varchar("bank_name", { length: 60 }).notNull().default(""),
  bankAccount: varchar("bank_account", { length: 30 }).notNull().default(""),
  address: varchar("address", { length: 120 }).notNull().default(""),
  phone: varchar("phone", { length: 20 }).notNull().default(""),
  amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
  /** requested | issued */
  state: varchar("state", { length: 10 }).notNull().default("requested"),
  objectKey: varchar("object_key", { length: 200 }),
  /** The number a selling company (a shop's service) gave the invoice it issued itself; none for the platform's own. */
  sellerInvoiceNo: varchar("seller_invoice_no", { length: 20 }),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
  issuedAt: timestamp("issued_at", { withTimezone: true }),
});
