import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The fingerprint of every sealing key that has sealed data in this database (SEALING_KEYS). A
 * start compares them with the keys it was given, so a restore with the wrong or a missing key is
 * refused loudly instead of answering sealed data as empty.
 */
export const sealingKeyRecords = pgTable("sealing_key", {
  id: text("id").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  firstUsedAt: timestamp("first_used_at", { withTimezone: true }).notNull().defaultNow(),
});
