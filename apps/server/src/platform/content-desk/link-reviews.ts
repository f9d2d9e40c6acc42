import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { waitingQueue } from "../../db/waiting-queue.ts";
import { formatDateTime } from "../../http/format.ts";
import type { StaffActor } from "../operator/member-admin.ts";
import type { Decision, ReviewRefusal } from "../operator/review-source.ts";
import { operatorAudit } from "../operator/schema.ts";
import { type LinkReviewKind, linkReviews } from "./schema.ts";

export type LinkReviewRow = typeof linkReviews.$inferSelect;

/** Where each kind of held link shows, as the reviewer and the desks name it. */
export const LINK_REVIEW_PLACES: Readonly<Record<LinkReviewKind, string>> = {
  banner: "横幅",
  "partner-link": "友情链接",
  "top-texts": "顶部文字",
};

/** What an editor reads when a change waits for 内容审核 instead of showing at once. */
export const HELD_FOR_REVIEW_MESSAGE = "含站外链接，已提交内容审核，审核通过后门户显示";

/** The portal's links are either its own pages (`/…`) or addresses off the platform (`https://…`, portalLinkSchema). */
export const isOffSite = (url: string) => /^https:\/\//i.test(url.trim());

/** The off-site addresses of `after` that `before` did not already show in the same place. */
export function newOffSiteLinks(after: readonly string[], before: readonly string[]): string[] {
  const shown = new Set(before.map((url) => url.trim()));
  return [...new Set(after.map((url) => url.trim()).filter((url) => isOffSite(url) && !shown.has(url)))];
}

/** A change held for review: its kind, what it changes, what the reviewer reads and the change itself. */
export interface HeldLinkChange {
  kind: LinkReviewKind;
  targetId: number | null;
  title: string;
  offSiteLinks: string[];
  change: Record<string, unknown>;
}

/** What a desk needs to hold a change: written in the desk's own transaction, with its audit line. */
export interface LinkReviewGate {
  hold(tx: Database, change: HeldLinkChange, actor: StaffActor): Promise<number>;
}

/**
 * Applies an approved change of one kind in the reviewer's transaction, written as its editor's
 * (the desk's own audit line names who wrote it). Throws the desk's 404 refusal when what it
 * changes is gone.
 */
export type LinkChangeApplier = (tx: Database, row: LinkReviewRow, editor: StaffActor) => Promise<void>;

const messages = {
  ownSubmission: "不能审核自己提交的链接修改，请由另一位审核人员审核",
  targetGone: "要修改的横幅或友情链接已被删除，这条修改无法发布，请驳回",
} as const;

/** A refusal of a desk that says what it changes is gone (its status 404). */
const isGone = (error: unknown) => error instanceof Error && "status" in error && (error as { status: unknown }).status === 404;

/**
 * 站外链接的审核: the held changes of the portal's banners, 友情链接 and top line, the review
 * queue's view of them, and the decision, which applies an approved change through its desk.
 */
export function createLinkReviews(db: Database, now: () => Date = () => new Date()) {
  const pendingOnly = eq(linkReviews.state, "pending");
  return {
    async hold(tx: Database, change: HeldLinkChange, actor: StaffActor): Promise<number> {
      const at = now();
      const [row] = await tx
        .insert(linkReviews)
        .values({ ...change, submittedBy: actor.operatorId, submittedIp: actor.ip, submittedAt: at })
        .returning({ id: linkReviews.id });
      if (!row) throw new Error("link review not written");
      await tx.insert(operatorAudit).values({
        operatorId: actor.operatorId,
        action: "link.submitted",
        subjectKind: "link",
        subjectId: row.id,
        detail: { title: `${LINK_REVIEW_PLACES[change.kind]}：${change.title}`, after: { links: change.offSiteLinks.join("；") } },
        ip: actor.ip,
        createdAt: at,
      });
      return row.id;
    },

    /** A desk's held changes of its kind, the waiting first, then the last rejected ones (twenty at most). */
    async recent(kind: LinkReviewKind) {
      const rows = await db
        .select()
        .from(linkReviews)
        .where(and(eq(linkReviews.kind, kind), sql`${linkReviews.state} <> 'approved'`))
        .orderBy(desc(linkReviews.submittedAt), desc(linkReviews.id))
        .limit(20);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        links: row.offSiteLinks,
        state: row.state as "pending" | "rejected",
        submitTime: formatDateTime(row.submittedAt),
        rejectReason: row.rejectReason,
      }));
    },

    /** The oldest waiting changes, and how many wait (up to the lists' cap). */
    waiting: (page: number) =>
      waitingQueue(
        db,
        db.select().from(linkReviews).where(pendingOnly).orderBy(asc(linkReviews.submittedAt), asc(linkReviews.id)).limit(page),
        db.select({ one: sql<number>`1` }).from(linkReviews).where(pendingOnly),
      ),

    async byId(id: number): Promise<LinkReviewRow | undefined> {
      const [row] = await db.select().from(linkReviews).where(eq(linkReviews.id, id)).limit(1);
      return row;
    },

    /** Approves (applying the change through its desk) or rejects a waiting change; never its own editor's. */
    async decide(
      id: number,
      operatorId: number,
      decision: Decision,
      appliers: Readonly<Record<LinkReviewKind, LinkChangeApplier>>,
    ): Promise<boolean | ReviewRefusal> {
      const decided = await db
        .transaction(async (tx) => {
          const [row] = await tx.select().from(linkReviews).where(eq(linkReviews.id, id)).for("update").limit(1);
          if (row?.state !== "pending") return false;
          if (row.submittedBy === operatorId) return { refused: messages.ownSubmission };
          if (decision.approve) await appliers[row.kind](tx, row, { operatorId: row.submittedBy, ip: row.submittedIp });
          await tx
            .update(linkReviews)
            .set({
              state: decision.approve ? "approved" : "rejected",
              decidedBy: operatorId,
              decidedAt: now(),
              rejectReason: decision.approve ? "" : decision.reason,
            })
            .where(eq(linkReviews.id, id));
          return true;
        })
        .catch((error: unknown) => {
          // The whole decision rolled back: nothing of the change was applied.
          if (isGone(error)) return { refused: messages.targetGone };
          throw error;
        });
      return decided;
    },
  };
}

export type LinkReviews = ReturnType<typeof createLinkReviews>;
