import { transitionServiceKnowledge } from "@cidp/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { articles } from "../cms/schema.ts";
import { members } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import type { Decision } from "../operator/review-source.ts";
import { lockRow, type StateChangeRecord, stateColumnTransition, tryApplyEvent } from "../records/state-change.ts";
import type { SubmissionRow } from "./repository.ts";
import { knowledgeSubmissions } from "./schema.ts";

type ReviewEvent = Extract<Parameters<typeof transitionServiceKnowledge>[1], "approve" | "reject">;
type RefusalCode = Extract<ReturnType<typeof transitionServiceKnowledge>, { ok: false }>["code"];

const KNOWLEDGE_BASE_PAGE = "/default/knowledge-base";

/**
 * Submissions as a state-change record. A member's 投稿 and a service provider's 知识文章 share the
 * table and its machine, so only a pending submission is approved or rejected.
 */
const submissionRecord: StateChangeRecord<typeof knowledgeSubmissions, ReviewEvent, RefusalCode> = {
  table: knowledgeSubmissions,
  transition: stateColumnTransition(transitionServiceKnowledge),
  // The review answers a refusal with `false` (the submission no longer waits); nothing throws this.
  refusal: (code) => new Error(`knowledge submission not decided: ${code}`),
};

/**
 * The submission as an article of the knowledge base; its id. Titles are unique across articles:
 * a title already taken keeps the submission's number.
 */
async function publishArticle(tx: Database, submission: SubmissionRow, at: Date): Promise<number | undefined> {
  const [author] = await tx.select({ name: members.realName }).from(members).where(eq(members.id, submission.memberId));
  const values = {
    category: "knowledge",
    title: submission.title,
    summary: submission.summary || submission.title,
    content: sanitizeRichText(submission.content),
    source: submission.businessName || "会员投稿",
    author: author?.name ?? "",
    publishedAt: at,
  };
  const [article] = await tx.insert(articles).values(values).onConflictDoNothing({ target: articles.title }).returning({ id: articles.id });
  if (article) return article.id;
  const [renamed] = await tx
    .insert(articles)
    .values({ ...values, title: `${submission.title}（投稿${submission.id}）` })
    .returning({ id: articles.id });
  return renamed?.id;
}

/** The author's notice of the decision, opening the article once published. */
function noticeOf(submission: SubmissionRow, decision: Decision, articleId: number | undefined): typeof notices.$inferInsert {
  return {
    memberId: submission.memberId,
    noticeType: 2,
    title: decision.approve ? "知识库投稿已发布" : "知识库投稿未通过审核",
    content: decision.approve ? `您的投稿「${submission.title}」已通过审核并发布。` : `您的投稿「${submission.title}」未通过审核，原因：${decision.reason}。`,
    jumpType: 1,
    jumpUrl: decision.approve ? `${KNOWLEDGE_BASE_PAGE}/knowledge-details?id=${articleId}` : KNOWLEDGE_BASE_PAGE,
  };
}

/** The operator's decision on a submission, all or nothing: its state, the published article with its link, and the author's notice. */
export function createKnowledgeRecords(db: Database) {
  return {
    /** False when the submission is missing or no longer waits (decided meanwhile): then nothing is written. */
    decide(id: number, operatorId: number, decision: Decision, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const submission = await lockRow(tx, knowledgeSubmissions, id);
        if (!submission) return false;
        const reviewed = { reviewedAt: at, reviewedBy: operatorId };
        const applied = await tryApplyEvent(tx, submissionRecord, submission, {
          event: decision.approve ? "approve" : "reject",
          patch: decision.approve ? reviewed : { ...reviewed, rejectReason: decision.reason },
          at,
        });
        if (!applied.ok) return false;
        let articleId: number | undefined;
        if (decision.approve) {
          articleId = await publishArticle(tx, applied.row, at);
          await tx
            .update(knowledgeSubmissions)
            .set({ articleId: articleId ?? null })
            .where(eq(knowledgeSubmissions.id, id));
        }
        await tx.insert(notices).values(noticeOf(applied.row, decision, articleId));
        return true;
      });
    },
  };
}
