import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { businesses, members } from "../member/schema.ts";

/**
 * A knowledge article a member submitted (投稿): waits for an operator, then is published as an
 * article of the knowledge base (`articleId`) or refused with a reason the member reads.
 */
export const knowledgeSubmissions = pgTable(
  "knowledge_submission",
  {
    id: serial("id").primaryKey(),
    memberId: requiredReference("member_id", () => members.id, { onDelete: "cascade" }),
    /** The business the member acted for, shown as the article's source. */
    businessName: varchar("business_name", { length: 100 }).notNull().default(""),
    /** Set for a service provider's article (服务发布 › 知识文章): the business's members edit it. */
    businessId: integer("business_id").references(() => businesses.id),
    title: varchar("title", { length: 100 }).notNull(),
    summary: varchar("summary", { length: 200 }).notNull().default(""),
    /** Sanitised HTML (paragraphs of the text the member wrote). */
    content: text("content").notNull(),
    /** draft (a service provider's, not submitted yet) | pending | published | rejected */
    state: varchar("state", { length: 16 }).$type<"draft" | "pending" | "published" | "rejected">().notNull().default("pending"),
    rejectReason: text("reject_reason"),
    articleId: integer("article_id"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by"),
  },
  (t) => [
    index("knowledge_submission_member_idx").on(t.memberId, t.id),
    index("knowledge_submission_business_idx").on(t.businessId, t.id),
    index("knowledge_submission_queue_idx").on(t.submittedAt).where(sql`state = 'pending'`),
  ],
);
