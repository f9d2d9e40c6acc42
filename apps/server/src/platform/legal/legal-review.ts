import { formatDateTime } from "../../http/format.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { type ReviewSource, singleKindReviewSource } from "../operator/review-source.ts";
import type { LegalDesk } from "./legal-desk.ts";
import type { LegalSection } from "./schema.ts";

/** The review queue's kind of a proposed version of a legal document. */
export const LEGAL_REVIEW_KIND = "legal";

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** The sections as HTML to read (plain text escaped, then held to the rich-text policy all the same). */
function sectionsHtml(sections: readonly LegalSection[]): string {
  return sanitizeRichText(sections.map((s) => `<h3>${escapeHtml(s.heading)}</h3>${s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}`).join(""));
}

/**
 * Proposed versions of 用户协议, 隐私政策 and 版权声明 in the review queue: a reviewer reads the
 * text in full and approves it (the version is published, in force from its time) or rejects it
 * with a reason; nobody decides their own proposal.
 */
export function createLegalReview(desk: LegalDesk): ReviewSource {
  return singleKindReviewSource({
    kind: LEGAL_REVIEW_KIND,
    label: "法律文件新版本",

    waiting: (page) => desk.pending(page),
    entry: (row) => ({ id: row.id, title: `【${row.title}】新版本 ${row.version}`, at: row.proposedAt }),

    async subject(id) {
      const found = await desk.proposal(id);
      if (!found) return null;
      const { row } = found;
      return {
        title: `${row.title}（${row.version}）`,
        submitTime: formatDateTime(row.proposedAt),
        state: row.state,
        rejectReason: row.rejectReason || null,
        fields: [
          ["文件", found.document],
          ["新版本号", row.version],
          ["标题", row.title],
          ["生效时间", formatDateTime(row.effectiveAt)],
          ["现行版本", found.current || "（无）"],
          ["提议人", found.proposer],
        ],
        images: [],
        bodyHtml: sectionsHtml(row.sections),
      };
    },

    async decide(id, operatorId, decision) {
      return desk.decide(id, operatorId, decision);
    },
  });
}
