import { jsonb, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";

/** A section of a legal document: a heading and its paragraphs (plain text: nothing to sanitise). */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/**
 * The platform's legal documents (用户协议, 隐私政策, 版权声明), every version kept: consent records
 * name the version a member accepted, so the text they accepted must stay readable.
 */
export const legalDocuments = pgTable(
  "legal_document",
  {
    key: varchar("key", { length: 32 }).notNull(),
    version: varchar("version", { length: 32 }).notNull(),
    title: varchar("title", { length: 50 }).notNull(),
    sections: jsonb("sections").$type<LegalSection[]>().notNull(),
    effectiveAt: timestamp("effective_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.version] })],
);
