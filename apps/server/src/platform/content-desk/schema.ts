import type { ContentState } from "@cidp/domain";
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { bigramsOf } from "../../db/keyword-match.ts";
import { articles, partyModules } from "../cms/schema.ts";

/**
 * A piece of the platform's own content in the back office (内容管理): what the editor last saved,
 * where it stands in the workflow (packages/domain content-workflow.ts), and the portal's article
 * while it is published. The article is written from this row when a reviewer approves it or its
 * time comes; until then an edit of a published piece changes nothing on the portal. Staff are
 * named by id without a reference, as the audit log does (an account is disabled, never removed).
 */
export const contentEntries = pgTable(
  "content_entry",
  {
    id: serial("id").primaryKey(),
    channel: varchar("channel", { length: 16 }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    summary: varchar("summary", { length: 500 }).notNull().default(""),
    /** Sanitised with the rich-text policy when saved. */
    body: text("body").notNull(),
    source: varchar("source", { length: 100 }).notNull().default(""),
    author: varchar("author", { length: 50 }).notNull().default(""),
    docNumber: varchar("doc_number", { length: 100 }).notNull().default(""),
    issuingAuthority: varchar("issuing_authority", { length: 100 }).notNull().default(""),
    effectiveDate: date("effective_date", { mode: "string" }),
    validity: varchar("validity", { length: 16 }).notNull().default(""),
    /** A 党建 piece's module (党建栏目), written on its article when published; null for the other channels. */
    moduleCode: varchar("module_code", { length: 32 }).references(() => partyModules.code, { onDelete: "restrict" }),
    /** 定时发布 and 定时下架. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    state: varchar("state", { length: 16 }).$type<ContentState>().notNull().default("draft"),
    /** Counts the saves: a save names the version it started from, so two editors cannot overwrite each other unseen. */
    version: integer("version").notNull().default(1),
    /** The portal's article while published (taking it down removes the article: the portal, search and sitemap drop it at once). */
    articleId: integer("article_id").references(() => articles.id, { onDelete: "set null" }),
    createdBy: integer("created_by").notNull(),
    updatedBy: integer("updated_by").notNull(),
    submittedBy: integer("submitted_by"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by"),
    rejectReason: varchar("reject_reason", { length: 400 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The desk's list, newest change first, per state and over all; the review queue reads the pending ones.
    index("content_entry_updated_idx").on(t.updatedAt, t.id),
    // Keyword search through its bigrams (db/keyword-match.ts).
    index("content_entry_keyword_idx").using("gin", bigramsOf(t.title)),
    index("content_entry_state_idx").on(t.state, t.updatedAt, t.id),
    // The desk's list by channel, and by channel and state, latest change first: along the state's
    // index alone a channel's pieces were filtered out of every channel's (a third pass), and a
    // keyword's walk read ever more rows as the pieces grew (3× from 1e3 to 1e6).
    index("content_entry_channel_idx").on(t.channel, t.updatedAt, t.id),
    index("content_entry_channel_state_idx").on(t.channel, t.state, t.updatedAt, t.id),
    // The review queue: the waiting pieces, the earliest submitted first, and their capped count.
    index("content_entry_pending_idx").on(t.submittedAt, t.id).where(sql`state = 'pending'`),
    // 党建栏目: how many pieces each module holds (counted up to the cap), and the check before a module goes.
    index("content_entry_module_idx").on(t.moduleCode).where(sql`module_code is not null`),
    // One piece per portal article: adopting an article twice opens the same piece.
    uniqueIndex("content_entry_article_idx").on(t.articleId).where(sql`article_id is not null`),
  ],
);

/** Every save of a piece, to read back and restore: the fields as saved, who saved them and when. */
export const contentEntryVersions = pgTable(
  "content_entry_version",
  {
    id: serial("id").primaryKey(),
    entryId: requiredReference("entry_id", () => contentEntries.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    operatorId: integer("operator_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_entry_version_idx").on(t.entryId, t.version)],
);

/** A picture an editor put into a body: kept in the object store, shown to everyone at a lasting address. */
export const contentPictures = pgTable("content_picture", {
  id: serial("id").primaryKey(),
  objectKey: text("object_key").notNull().unique(),
  contentType: varchar("content_type", { length: 32 }).notNull(),
  byteSize: integer("byte_size").notNull(),
  fileName: varchar("file_name", { length: 200 }).notNull(),
  operatorId: integer("operator_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Where a link an editor wants to publish shows: a banner, a 友情链接 in the footer, or the top line's texts. */
export type LinkReviewKind = "banner" | "partner-link" | "top-texts";

/**
 * A change of the portal's links that leads off the platform (an https:// address no page showed
 * there before), held until a 内容审核 reviewer other than its editor approves it; approving applies
 * the stored change as the editor wrote it. On-site links and changes without a new off-site link
 * apply at once and never come here.
 */
export const linkReviews = pgTable(
  "link_review",
  {
    id: serial("id").primaryKey(),
    kind: varchar("kind", { length: 16 }).$type<LinkReviewKind>().notNull(),
    /** The banner or 友情链接 changed; null for a new one and for the top line (one per site). */
    targetId: integer("target_id"),
    /** What the reviewer and the desk read: the banner's title, the link's name, or 顶部文字. */
    title: varchar("title", { length: 200 }).notNull(),
    /** The off-site addresses this change would publish for the first time. */
    offSiteLinks: jsonb("off_site_links").$type<string[]>().notNull(),
    /** The change's fields as the editor sent them (the kind's own schema), applied as they are. */
    change: jsonb("change").$type<Record<string, unknown>>().notNull(),
    state: varchar("state", { length: 16 }).$type<"pending" | "approved" | "rejected">().notNull().default("pending"),
    submittedBy: integer("submitted_by").notNull(),
    submittedIp: varchar("submitted_ip", { length: 64 }).notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectReason: varchar("reject_reason", { length: 400 }).notNull().default(""),
  },
  (t) => [
    // The review queue reads the waiting ones, oldest first; each desk its kind's newest.
    index("link_review_pending_idx").on(t.submittedAt, t.id).where(sql`state = 'pending'`),
    index("link_review_kind_idx").on(t.kind, t.submittedAt),
  ],
);
