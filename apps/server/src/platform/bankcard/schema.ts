import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { businesses, members } from "../member/schema.ts";

/**
 * A bound bank card (personal) or a business's 对公 account (corporate). The full number is never
 * stored: its last four digits for display and a keyed hash to refuse binding the same card twice;
 * payments go through the provider's token of the card (the services issue).
 */
export const bankCards = pgTable(
  "bank_card",
  {
    id: serial("id").primaryKey(),
    memberId: requiredReference("member_id", () => members.id, { onDelete: "cascade" }),
    /** The business a corporate account belongs to; null for a member's own card. */
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    /** personal | corporate */
    kind: varchar("kind", { length: 12 }).notNull(),
    holderName: varchar("holder_name", { length: 100 }).notNull(),
    bankCode: varchar("bank_code", { length: 16 }),
    bankName: varchar("bank_name", { length: 50 }).notNull(),
    last4: varchar("last4", { length: 4 }).notNull(),
    numberHash: varchar("number_hash", { length: 64 }).notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the account proved to be the holder's: a personal card at binding (its Luhn check and the
     * holder's certified name), a 对公 account once the member typed the 小额打款's amount. Null
     * while the account waits for it; such an account is never the default.
     */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** The whole 对公 account number, sealed, while finance may still have to send to it; erased once verified. */
    accountCipher: text("account_cipher"),
    /** The check amount (0.01–0.99 yuan) and its 附言 reference, as the micro-deposit provider chose them. */
    depositAmountCents: integer("deposit_amount_cents"),
    depositReference: varchar("deposit_reference", { length: 48 }),
    /** When the amount went out: at once in the sandbox, when finance marks it in the back office otherwise. */
    depositSentAt: timestamp("deposit_sent_at", { withTimezone: true }),
    depositSentBy: integer("deposit_sent_by"),
    depositBankSerial: varchar("deposit_bank_serial", { length: 64 }),
    /** Wrong amounts typed so far; at the limit the account is unbound. */
    depositAttempts: integer("deposit_attempts").notNull().default(0),
  },
  (t) => [
    // The same number once per owner: among a member's own cards, and among a business's accounts.
    uniqueIndex("bank_card_personal_number_idx").on(t.memberId, t.numberHash).where(sql`${t.businessId} is null`),
    uniqueIndex("bank_card_corporate_number_idx").on(t.businessId, t.numberHash).where(sql`${t.businessId} is not null`),
    index("bank_card_member_idx").on(t.memberId),
    index("bank_card_business_idx").on(t.businessId),
    // 认证打款's queue of 对公 accounts whose amount finance has still to send, the longest waiting first.
    index("bank_card_deposit_waiting_idx").on(t.createdAt, t.id).where(sql`${t.verifiedAt} is null and ${t.depositSentAt} is null`),
  ],
);

/**
 * The key of the card numbers' hashes (number-hash-key.ts): one row, made once per database and
 * kept sealed by SEALING_KEYS (re-sealed with them on a rotation). Not the session secret: a new
 * TOKEN_SECRET must log everyone out and nothing more, while every stored hash stays comparable.
 */
export const bankCardHashKeys = pgTable(
  "bank_card_hash_key",
  {
    id: integer("id").primaryKey().default(1),
    sealedKey: text("sealed_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("bank_card_hash_key_single_row", sql`${t.id} = 1`)],
);
