import { keysOf } from "../labelled-keys.ts";
import type { Result } from "../result.ts";
import { tableOfEdges, transitionBy } from "../transition-table.ts";

/**
 * A piece of the platform's own content (a news item, a policy, an industry report, a salon, a 党建
 * article) on its way to the portal: written by an editor, approved by a second person, published
 * at once or at a set time, and taken down by hand or at a set time. Each state's name on the
 * back office's pages.
 */
export const CONTENT_STATE_LABELS = {
  draft: "草稿",
  pending: "待审核",
  rejected: "已驳回",
  scheduled: "待发布",
  published: "已发布",
  withdrawn: "已下架",
} as const;

export const CONTENT_STATES = keysOf(CONTENT_STATE_LABELS);
export type ContentState = (typeof CONTENT_STATES)[number];

export type ContentEvent = "save" | "submit" | "approve" | "approveScheduled" | "reject" | "publishDue" | "unpublish";

/**
 * The moves. Saving a published piece makes a new draft of it while the published text stays on
 * the portal until the new one is approved; saving is refused while a reviewer holds it (pending)
 * or it waits for its time (scheduled: take it down first, or let it publish).
 */
const moves = tableOfEdges<ContentState, ContentEvent>({
  save: { from: ["draft", "rejected", "published", "withdrawn"], to: "draft" },
  submit: { from: ["draft", "rejected"], to: "pending" },
  approve: { from: ["pending"], to: "published" },
  approveScheduled: { from: ["pending"], to: "scheduled" },
  reject: { from: ["pending"], to: "rejected" },
  publishDue: { from: ["scheduled"], to: "published" },
  unpublish: { from: ["published", "scheduled"], to: "withdrawn" },
});

/** The state `event` leads to, or the refusal `content.transition-forbidden`. */
export function contentTransition(state: ContentState, event: ContentEvent) {
  return transitionBy(moves, state, event, "content.transition-forbidden");
}

/** What a reviewer's approval needs to know. */
export interface ApprovalFacts {
  state: ContentState;
  /** Who sent it for review. */
  submittedBy: number | null;
  reviewerId: number;
  /** The time it is to appear, if set. */
  publishAt: Date | null;
  now: Date;
}

/**
 * A reviewer's approval: published now, or scheduled when its time is still ahead. A second person
 * approves every publication, so the one who submitted it cannot approve it (管理员 included).
 */
export function approval(facts: ApprovalFacts): Result<ContentState, { code: "content.own-submission" | "content.transition-forbidden" }> {
  if (facts.submittedBy !== null && facts.submittedBy === facts.reviewerId) return { ok: false, code: "content.own-submission" };
  const scheduled = facts.publishAt !== null && facts.publishAt.getTime() > facts.now.getTime();
  return contentTransition(facts.state, scheduled ? "approveScheduled" : "approve");
}
