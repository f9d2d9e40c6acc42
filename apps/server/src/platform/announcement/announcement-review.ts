import { formatDateTime } from "../../http/format.ts";
import { type ReviewSource, singleKindReviewSource, submittedDraftHead } from "../operator/review-source.ts";
import { ANNOUNCEMENT_KIND, type AnnouncementDesk } from "./announcement-desk.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** The plain text as paragraphs to read (escaped: the text is the editor's, never markup). */
const textHtml = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");

/**
 * 站内公告 in the review queue: a reviewer reads the announcement as members will and approves it
 * (it is sent to every member at once or at its time) or sends it back with a reason; nobody
 * approves what they wrote or submitted.
 */
export function createAnnouncementReview(desk: AnnouncementDesk): ReviewSource {
  return singleKindReviewSource({
    kind: ANNOUNCEMENT_KIND,
    label: "站内公告",

    waiting: (page) => desk.pending(page),
    entry: (row) => ({ id: row.id, title: `【站内公告】${row.title}`, at: row.submittedAt ?? row.updatedAt }),

    async subject(id) {
      const row = await desk.byId(id);
      if (!row) return null;
      const who = await desk.names([row.createdBy, row.submittedBy]);
      return {
        ...submittedDraftHead(row),
        fields: [
          ["标题", row.title],
          ["链接", row.link || "（无，打开通知详情）"],
          ["发送时间", row.sendAt ? formatDateTime(row.sendAt).slice(0, 16) : "审核通过后立即发送"],
          ["发送对象", "全体会员（系统通知）"],
          ["撰写人", who.get(row.createdBy) ?? "—"],
          ["提交人", row.submittedBy === null ? "—" : (who.get(row.submittedBy) ?? "—")],
        ],
        images: [],
        bodyHtml: textHtml(row.content),
      };
    },

    async decide(id, operatorId, decision) {
      return desk.decide(id, operatorId, decision);
    },
  });
}
