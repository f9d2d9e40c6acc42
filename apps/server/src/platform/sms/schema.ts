import { boolean, index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Every SMS send request that passed the limits. The send limits count these rows, so they hold
 * across server instances. Codes are stored hashed; a log-in code asked for an unregistered phone
 * is stored but never delivered, so every reply and check looks the same either way.
 */
export const smsCodes = pgTable(
  "sms_code",
  {
    id: serial("id").primaryKey(),
    phone: varchar("phone", { length: 11 }).notNull(),
    purpose: varchar("purpose", { length: 16 }).notNull(),
    codeHash: varchar("code_hash", { length: 64 }),
    ip: varchar("ip", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /**
     * Asked from a browser that has logged in to this phone before (platform/known-devices).
     * Such sends and their codes are limited and replaced apart from everybody else's, so strangers
     * spending the phone's budget never keep its owner's own browser from a code.
     */
    knownDevice: boolean("known_device").notNull().default(false),
  },
  (table) => [index("sms_code_phone_created_idx").on(table.phone, table.createdAt), index("sms_code_ip_created_idx").on(table.ip, table.createdAt)],
);
