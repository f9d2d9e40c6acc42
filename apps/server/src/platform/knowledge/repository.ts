import { and, asc, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { type WaitingQueue, waitingQueue } from "../../db/waiting-queue.ts";
import { members } from "../member/schema.ts";
import { knowledgeSubmissions } from "./schema.ts";

export type SubmissionRow = typeof knowledgeSubmissions.$inferSelect;

/** What a member's 投稿 stores; the state starts as pending (the column's default). */
type SubmissionValues = Pick<typeof knowledgeSubmissions.$inferInsert, "memberId" | "businessName" | "title" | "summary" | "content" | "submittedAt">;

const isPending = eq(knowledgeSubmissions.state, "pending");

/** Reads and the member's writes of knowledge submissions; the operator's decision is in knowledge-records.ts. */
export function createKnowledgeRepository(db: Database) {
  return {
    /** How many submissions the member sent after `since` (the daily limit). */
    async countSubmittedSince(memberId: number, since: Date): Promise<number> {
      return db.$count(knowledgeSubmissions, and(eq(knowledgeSubmissions.memberId, memberId), gt(knowledgeSubmissions.submittedAt, since)));
    },

    /** A new submission, waiting for review; its id. */
    async submit(values: SubmissionValues): Promise<number> {
      const [row] = await db.insert(knowledgeSubmissions).values(values).returning({ id: knowledgeSubmissions.id });
      return row?.id ?? 0;
    },

    /** The member's own submissions, newest first, without a service provider's drafts (kept in 服务发布 › 知识文章 until submitted). */
    ownSubmissions(memberId: number, limit: number): Promise<SubmissionRow[]> {
      return db
        .select()
        .from(knowledgeSubmissions)
        .where(and(eq(knowledgeSubmissions.memberId, memberId), ne(knowledgeSubmissions.state, "draft")))
        .orderBy(desc(knowledgeSubmissions.id))
        .limit(limit);
    },

    /** The oldest waiting submissions (the operator's queue) and how many wait in all. */
    pendingQueue(limit: number): Promise<WaitingQueue<{ id: number; title: string; at: Date }>> {
      return waitingQueue(
        db,
        db
          .select({ id: knowledgeSubmissions.id, title: knowledgeSubmissions.title, at: knowledgeSubmissions.submittedAt })
          .from(knowledgeSubmissions)
          .where(isPending)
          .orderBy(asc(knowledgeSubmissions.submittedAt))
          .limit(limit),
        db.select({ one: sql<number>`1` }).from(knowledgeSubmissions).where(isPending),
      );
    },

    /** One submission with its author's name (the operator reads both), or null. */
    async withAuthor(id: number): Promise<{ submission: SubmissionRow; author: string } | null> {
      const [row] = await db
        .select({ submission: knowledgeSubmissions, author: members.realName })
        .from(knowledgeSubmissions)
        .innerJoin(members, eq(members.id, knowledgeSubmissions.memberId))
        .where(eq(knowledgeSubmissions.id, id));
      return row ?? null;
    },
  };
}
