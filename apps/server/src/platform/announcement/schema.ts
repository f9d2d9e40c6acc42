import { index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * 站内公告: an announcement an editor writes in the back office for every member. It is sent only
 * when a second person approves it (review kind `announcement`), at once or at `sendAt`, by the job
 * runner, which writes one 系统通知 per member in batches keyed by member id: `cursor` is the last
 * member id written, so a job that failed or ran twice continues where the last batch committed.
 */
export const announcements = pgTable(
  "announcement",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 50 }).notNull(),
    /** Plain text, as the notice shows it. */
    content: text("content").notNull(),
    /** A page of the portal the notice opens ("" for none: the notice's own page). */
    link: varchar("link", { length: 200 }).notNull().default(""),
    /** 定时发送; null: on approval. */
    sendAt: timestamp("send_at", { withTimezone: true }),
    /** draft, pending, scheduled, sending, sent, rejected. */
    state: varchar("state", { length: 16 }).notNull().default("draft"),
    createdBy: integer("created_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    submittedBy: integer("submitted_by"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by"),
    rejectReason: varchar("reject_reason", { length: 400 }).notNull().default(""),
    /** When delivery began: the members then (ids up to `lastMemberId`) are its audience, `total` of them. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    lastMemberId: integer("last_member_id"),
    total: integer("total").notNull().default(0),
    /** The last member id whose notice is written, and how many notices are written. */
    cursor: integer("cursor").notNull().default(0),
    sent: integer("sent").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("announcement_state_idx").on(t.state, t.submittedAt)],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
