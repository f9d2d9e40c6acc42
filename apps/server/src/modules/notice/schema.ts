import { index, integer, pgTable, serial, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { members } from "../member/schema.ts";

/** A notice addressed to one member; `readAt` is that member's read state (null = unread). */
export const notices = pgTable(
  "notice",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** Drawer tab: 0 order service, 1 service notice, 2 system notice, 3 benefits. */
    noticeType: smallint("notice_type").notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    content: text("content").notNull(),
    switchType: integer("switch_type").notNull().default(0),
    jumpType: integer("jump_type").notNull().default(0),
    jumpUrl: text("jump_url").notNull().default(""),
    optId: integer("opt_id").notNull().default(-1),
    pageSource: integer("page_source").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("notice_member_type_idx").on(t.memberId, t.noticeType, t.createdAt)],
);

/** A public platform announcement (ecomCenterNotice). */
export const centerNotices = pgTable("center_notice", {
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 200 }).notNull().unique(),
  summary: varchar("summary", { length: 500 }).notNull().default(""),
  content: text("content").notNull(),
  source: varchar("source", { length: 100 }).notNull().default(""),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
});
