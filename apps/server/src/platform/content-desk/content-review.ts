import { CONTENT_CHANNELS, type ContentFields, POLICY_VALIDITY_LABELS } from "@cidp/api-client/contract";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { waitingQueue } from "../../db/waiting-queue.ts";
import { minuteOf } from "../../http/format.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { type ReviewSource, singleKindReviewSource, submittedDraftHead } from "../operator/review-source.ts";
import type { ContentDesk } from "./content-desk.ts";
import { contentEntries } from "./schema.ts";

/** The review queue's kind of a piece of 内容管理. */
export const CONTENT_REVIEW_KIND = "content";

/**
 * 内容管理's pieces in the review queue: a reviewer reads the piece as the portal will show it
 * (with a policy's metadata and the set times) and approves or rejects it. Approving publishes it
 * at once or at its time; nobody approves what they submitted.
 */
export function createContentReview(db: Database, desk: ContentDesk): ReviewSource {
  return singleKindReviewSource({
    kind: CONTENT_REVIEW_KIND,
    label: "内容稿件",

    waiting: (page) => waitingQueue(db, desk.pending(page), db.select({ one: sql<number>`1` }).from(contentEntries).where(eq(contentEntries.state, "pending"))),
    entry: (row) => ({
      id: row.id,
      title: `【${CONTENT_CHANNELS[row.channel as ContentFields["channel"]] ?? row.channel}】${row.title}`,
      at: row.submittedAt ?? row.updatedAt,
    }),

    async subject(id) {
      const row = await desk.byId(id);
      if (!row) return null;
      const policy: [string, string][] =
        row.channel === "policy"
          ? [
              ["文号", row.docNumber || "（无）"],
              ["发文机关", row.issuingAuthority],
              ["生效日期", row.effectiveDate ?? ""],
              ["有效性", POLICY_VALIDITY_LABELS[row.validity as keyof typeof POLICY_VALIDITY_LABELS] ?? ""],
            ]
          : [];
      return {
        ...submittedDraftHead(row),
        fields: [
          ["栏目", CONTENT_CHANNELS[row.channel as ContentFields["channel"]] ?? row.channel],
          ["标题", row.title],
          ["摘要", row.summary || "（无，发布时取正文开头）"],
          ["来源", row.source || "（无）"],
          ["作者", row.author || "（无）"],
          ...policy,
          ["定时发布", minuteOf(row.publishAt) || "审核通过后立即发布"],
          ["定时下架", minuteOf(row.unpublishAt) || "（不下架）"],
        ],
        images: [],
        bodyHtml: sanitizeRichText(row.body),
      };
    },

    async decide(id, operatorId, decision) {
      return desk.decide(id, operatorId, decision);
    },
  });
}
