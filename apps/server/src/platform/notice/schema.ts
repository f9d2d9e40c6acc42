import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { bigramsOf } from "../../db/keyword-match.ts";
import { businesses, members } from "../member/schema.ts";

/** A notice addressed to one member; `readAt` is that member's read state (null = unread). */
export const notices = pgTable(
  "notice",
  {
    id: serial("id").primaryKey(),
    memberId: requiredReference("member_id", () => members.id, { onDelete: "cascade" }),
    /** Drawer tab: 0 order service, 1 service notice, 2 system notice, 3 benefits. */
    noticeType: smallint("notice_type").notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    content: text("content").notNull(),
    switchType: integer("switch_type").notNull().default(0),
    jumpType: integer("jump_type").notNull().default(0),
    jumpUrl: text("jump_url").notNull().default(""),
    optId: integer("opt_id").notNull().default(-1),
    pageSource: integer("page_source").notNull().default(0),
    /**
     * The business the notice is about, when it is one of the member's businesses' (an award, an
     * invitation, an order): opening it acts for that business, switching to it first.
     */
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "set null" }),
    /** The 站内公告 this notice delivers (platform/announcement): one notice per announcement and member. */
    announcementId: integer("announcement_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  // The list's two orders (one tab, all tabs) with the id as tie-breaker: a page is the end of one
  // index range, read backwards for newest first, and a deeper page's ids come from the index alone.
  // Ascending on purpose: drizzle writes `.desc()` as DESC NULLS LAST, which `ORDER BY x DESC`
  // (NULLS FIRST) cannot use, while a backward scan of an ascending index is exactly that order.
  (t) => [
    index("notice_member_type_created_idx").on(t.memberId, t.noticeType, t.createdAt, t.id),
    index("notice_member_created_idx").on(t.memberId, t.createdAt, t.id),
    uniqueIndex("notice_announcement_member_idx").on(t.announcementId, t.memberId).where(sql`${t.announcementId} is not null`),
  ],
);

/**
 * A member's notices of one tab, counted: all and unread. Kept by statement triggers on `notice`
 * (migration 0017_notice_counters), not by the repository, because other modules write notices
 * too (invitations, account deletion, the member's cascade, seeds): a trigger sees every writer,
 * in the writer's own transaction, and only the rows a statement really changed. The bell and the
 * list's totals read these four rows instead of counting the member's notices.
 */
export const noticeCounters = pgTable(
  "notice_counter",
  {
    // No foreign key: the member's cascade deletes the notices, and their trigger the counters.
    memberId: integer("member_id").notNull(),
    noticeType: smallint("notice_type").notNull(),
    total: integer("total").notNull().default(0),
    unread: integer("unread").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.noticeType] })],
);

/** A public platform announcement (ecomCenterNotice). */
export const centerNotices = pgTable(
  "center_notice",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 200 }).notNull().unique(),
    summary: varchar("summary", { length: 500 }).notNull().default(""),
    content: text("content").notNull(),
    source: varchar("source", { length: 100 }).notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's order (read backwards, see `notices`), so a page is the end of an index range.
  (t) => [
    index("center_notice_published_idx").on(t.publishedAt, t.id),
    // Keyword search through its bigrams (db/keyword-match.ts).
    index("center_notice_keyword_idx").using("gin", bigramsOf(t.title)),
  ],
);
