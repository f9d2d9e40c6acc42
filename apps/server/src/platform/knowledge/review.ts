import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { articles } from "../cms/schema.ts";
import { members } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import type { ReviewSource } from "../operator/review-source.ts";
import { knowledgeSubmissions } from "./schema.ts";

const KIND = "knowledge";
const QUEUE_PAGE = 50;

/** The knowledge base's submissions as a review source: publishing makes one an article of the knowledge base. */
export function createKnowledgeReview(db: Database, now: () => Date = () => new Date()): ReviewSource {
  return {
    labels: { [KIND]: "知识库投稿" },

    async queue() {
      const [rows, [waiting]] = await Promise.all([
        db
          .select({ id: knowledgeSubmissions.id, title: knowledgeSubmissions.title, at: knowledgeSubmissions.submittedAt })
          .from(knowledgeSubmissions)
          .where(eq(knowledgeSubmissions.state, "pending"))
          .orderBy(asc(knowledgeSubmissions.submittedAt))
          .limit(QUEUE_PAGE),
        db.select({ n: count() }).from(knowledgeSubmissions).where(eq(knowledgeSubmissions.state, "pending")),
      ]);
      return {
        entries: rows.map((r) => ({ kind: KIND, id: r.id, title: r.title, submitTime: formatDateTime(r.at), at: r.at })),
        waiting: { [KIND]: waiting?.n ?? 0 },
      };
    },

    async subject(kind, id) {
      if (kind !== KIND) return null;
      const [row] = await db
        .select({ s: knowledgeSubmissions, author: members.realName })
        .from(knowledgeSubmissions)
        .innerJoin(members, eq(members.id, knowledgeSubmissions.memberId))
        .where(eq(knowledgeSubmissions.id, id));
      if (!row) return null;
      const { s } = row;
      return {
        kind,
        id,
        title: s.title,
        submitTime: formatDateTime(s.submittedAt),
        state: s.state,
        rejectReason: s.rejectReason,
        fields: [
          ["标题", s.title],
          ["摘要", s.summary || "（无）"],
          ["作者", row.author],
          ["所属企业", s.businessName || "（个人）"],
        ],
        images: [],
        bodyHtml: sanitizeRichText(s.content),
      };
    },

    /** Publishing inserts the article and links it, in one transaction with the state and the author's notice. */
    async decide(kind, id, operatorId, decision) {
      if (kind !== KIND) return false;
      return db.transaction(async (tx) => {
        const reviewed = { reviewedAt: now(), reviewedBy: operatorId };
        const [row] = await tx
          .update(knowledgeSubmissions)
          .set(decision.approve ? { ...reviewed, state: "published" } : { ...reviewed, state: "rejected", rejectReason: decision.reason })
          .where(and(eq(knowledgeSubmissions.id, id), eq(knowledgeSubmissions.state, "pending")))
          .returning();
        if (!row) return false;
        let jumpUrl = "/default/knowledge-base";
        if (decision.approve) {
          const [author] = await tx.select({ name: members.realName }).from(members).where(eq(members.id, row.memberId));
          const [article] = await tx
            .insert(articles)
            .values({
              category: "knowledge",
              // Titles are unique across articles: a repeated one keeps its submission number.
              title: `${row.title}`,
              summary: row.summary || row.title,
              content: sanitizeRichText(row.content),
              source: row.businessName || "会员投稿",
              author: author?.name ?? "",
              publishedAt: now(),
            })
            .onConflictDoNothing({ target: articles.title })
            .returning({ id: articles.id });
          const published =
            article ??
            (
              await tx
                .insert(articles)
                .values({
                  category: "knowledge",
                  title: `${row.title}（投稿${row.id}）`,
                  summary: row.summary || row.title,
                  content: sanitizeRichText(row.content),
                  source: row.businessName || "会员投稿",
                  author: author?.name ?? "",
                  publishedAt: now(),
                })
                .returning({ id: articles.id })
            )[0];
          await tx
            .update(knowledgeSubmissions)
            .set({ articleId: published?.id ?? null })
            .where(eq(knowledgeSubmissions.id, id));
          jumpUrl = `/default/knowledge-base/knowledge-details?id=${published?.id}`;
        }
        await tx.insert(notices).values({
          memberId: row.memberId,
          noticeType: 2,
          title: decision.approve ? "知识库投稿已发布" : "知识库投稿未通过审核",
          content: decision.approve ? `您的投稿「${row.title}」已通过审核并发布。` : `您的投稿「${row.title}」未通过审核，原因：${decision.reason}。`,
          jumpType: 1,
          jumpUrl,
        });
        return true;
      });
    },
  };
}
