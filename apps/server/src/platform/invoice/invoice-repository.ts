import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses } from "../member/schema.ts";
import { invoices } from "./schema.ts";

export type InvoiceRow = typeof invoices.$inferSelect;

/** The invoices of orders: one per order, requested, issued (its PDF stored) or voided by a refund. */
export function createInvoiceRepository(db: Database) {
  return {
    async ofOrder(orderId: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
      return row;
    },

    /** The buyer business's name, the title an invoice suggests. */
    async businessName(businessId: number): Promise<string | undefined> {
      const [business] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
      return business?.name;
    },

    /** A request, 申请中; undefined when the order has one already (two requests at once: its unique invoice lets one in). */
    async request(values: Omit<typeof invoices.$inferInsert, "id" | "state" | "objectKey" | "issuedAt">): Promise<InvoiceRow | undefined> {
      const [row] = await db.insert(invoices).values(values).onConflictDoNothing({ target: invoices.orderId }).returning();
      return row;
    },

    /** The request issued: its PDF is stored under `objectKey`. */
    async markIssued(id: number, objectKey: string, issuedAt: Date): Promise<InvoiceRow | undefined> {
      const [row] = await db.update(invoices).set({ state: "issued", objectKey, issuedAt }).where(eq(invoices.id, id)).returning();
      return row;
    },

    /** A request the selling company issued itself (a shop's service), under its own number; undefined when it was no longer 申请中. */
    async markIssuedBySeller(id: number, sellerInvoiceNo: string, issuedAt: Date): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .update(invoices)
        .set({ state: "issued", sellerInvoiceNo, issuedAt })
        .where(and(eq(invoices.id, id), eq(invoices.state, "requested")))
        .returning();
      return row;
    },

    /** Voids the order's invoice (in the caller's transaction: the refund's). */
    async voidOfOrder(orderId: number): Promise<void> {
      await db
        .update(invoices)
        .set({ state: "voided" })
        .where(and(eq(invoices.orderId, orderId), ne(invoices.state, "voided")));
    },
  };
}
