import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

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

/**
 * A new version of a legal document as an editor proposes it in the back office: not in force until
 * a second person approves it in the review queue (approval copies it into `legal_document`), sent
 * back with a reason otherwise. One waiting proposal per document and version name.
 */
export const legalProposals = pgTable(
  "legal_proposal",
  {
    id: serial("id").primaryKey(),
    key: varchar("key", { length: 32 }).notNull(),
    version: varchar("version", { length: 32 }).notNull(),
    title: varchar("title", { length: 50 }).notNull(),
    sections: jsonb("sections").$type<LegalSection[]>().notNull(),
    effectiveAt: timestamp("effective_at", { withTimezone: true }).notNull(),
    /** pending, approved, rejected. */
    state: varchar("state", { length: 16 }).notNull().default("pending"),
    proposedBy: integer("proposed_by").notNull(),
    proposedAt: timestamp("proposed_at", { withTimezone: true }).notNull(),
    reviewedBy: integer("reviewed_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectReason: varchar("reject_reason", { length: 400 }).notNull().default(""),
  },
  (t) => [
    uniqueIndex("legal_proposal_waiting_version").on(t.key, t.version).where(sql`${t.state} = 'pending'`),
    index("legal_proposal_state").on(t.state, t.proposedAt),
  ],
);
