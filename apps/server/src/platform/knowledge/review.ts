import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { type ReviewSource, singleKindReviewSource } from "../operator/review-source.ts";
import { createKnowledgeRecords } from "./knowledge-records.ts";
import { createKnowledgeRepository } from "./repository.ts";

const KIND = "knowledge";

/** The knowledge base's submissions as a review source: publishing makes one an article of the knowledge base. */
export function createKnowledgeReview(db: Database, now: () => Date = () => new Date()): ReviewSource {
  const repository = createKnowledgeRepository(db);
  const records = createKnowledgeRecords(db);
  return singleKindReviewSource({
    kind: KIND,
    label: "知识库投稿",

    waiting: (page) => repository.pendingQueue(page),
    entry: (r) => ({ id: r.id, title: r.title, at: r.at }),

    async subject(id) {
      const found = await repository.withAuthor(id);
      if (!found) return null;
      const { submission: s, author } = found;
      return {
        title: s.title,
        submitTime: formatDateTime(s.submittedAt),
        state: s.state,
        rejectReason: s.rejectReason,
        fields: [
          ["标题", s.title],
          ["摘要", s.summary || "（无）"],
          ["作者", author],
          ["所属企业", s.businessName || "（个人）"],
        ],
        images: [],
        bodyHtml: sanitizeRichText(s.content),
      };
    },

    /** Publishing inserts the article and links it, in one transaction with the state and the author's notice. */
    async decide(id, operatorId, decision) {
      return records.decide(id, operatorId, decision, now());
    },
  });
}
