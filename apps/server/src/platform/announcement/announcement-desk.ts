import { ANNOUNCEMENT_REFUSALS, ANNOUNCEMENT_STATES, type AnnouncementFields, type AnnouncementState } from "@cidp/api-client/contract";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { boundedPage } from "../../db/paging.ts";
import { type WaitingQueue, waitingQueue } from "../../db/waiting-queue.ts";
import { formatDateTime, minuteOf, parseFormTime } from "../../http/format.ts";
import { scheduleJob } from "../jobs/schedule.ts";
import { memberTally } from "../member/schema.ts";
import type { StaffActor } from "../operator/member-admin.ts";
import { operatorDisplayNames } from "../operator/operator-names.ts";
import { operatorAudit } from "../operator/schema.ts";
import { type AnnouncementRow, announcements } from "./schema.ts";

/** The job kind that delivers an approved announcement (announcement-delivery.ts). */
export const ANNOUNCEMENT_DELIVERY_JOB = "announcement.deliver";
/** The audit log's subject kind (and the review queue's kind) of an announcement. */
export const ANNOUNCEMENT_KIND = "announcement";
const PAGE_SIZE = 20;

const messages = {
  missing: "公告不存在",
  edit: "只有草稿或被驳回的公告可以修改",
  submit: "只有草稿或被驳回的公告可以提交审核",
  ownSubmission: "不能审核自己提交的稿件，请由另一位审核人员审核",
  sendAt: "发送时间不是有效的日期时间",
} as const;

/** A refusal the editor reads (400 on a field, 404, 409 for a state that does not allow it), with its HTTP status. */
export class AnnouncementDeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A form's `yyyy-MM-dd HH:mm` (or with `T`), China time; null for "". */
function timeOf(text: string): Date | null {
  if (!text) return null;
  const at = parseFormTime(text);
  if (!at) throw new AnnouncementDeskError(400, messages.sendAt);
  return at;
}

const stateOf = (row: AnnouncementRow) => row.state as AnnouncementState;

/**
 * 站内公告 in the back office: written by an editor, sent for review, approved by a second person
 * (announcement-review.ts), then delivered to every member by the job runner (announcement-delivery.ts)
 * at once or at its send time. Every change is one transaction with its audit line.
 */
export function createAnnouncementDesk(db: Database, now: () => Date = () => new Date()) {
  const names = (ids: readonly (number | null)[]) => operatorDisplayNames(db, ids);

  async function audit(tx: Database, actor: StaffActor, action: string, id: number, title: string) {
    await tx
      .insert(operatorAudit)
      .values({ operatorId: actor.operatorId, action, subjectKind: ANNOUNCEMENT_KIND, subjectId: id, detail: { title }, ip: actor.ip, createdAt: now() });
  }

  /** The send time of the fields: later than now when set. */
  function sendTimeOf(fields: AnnouncementFields): Date | null {
    const at = timeOf(fields.sendAt);
    if (at && at.getTime() <= now().getTime()) throw new AnnouncementDeskError(400, ANNOUNCEMENT_REFUSALS.sendAt);
    return at;
  }

  async function lockedRow(tx: Database, id: number) {
    const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for("update");
    if (!row) throw new AnnouncementDeskError(404, messages.missing);
    return row;
  }

  const editable = (row: AnnouncementRow) => row.state === "draft" || row.state === "rejected";

  function rowView(row: AnnouncementRow, who: Map<number, string>) {
    const state = stateOf(row);
    return {
      id: row.id,
      title: row.title,
      state,
      stateLabel: ANNOUNCEMENT_STATES[state] ?? row.state,
      author: who.get(row.createdBy) ?? "—",
      updateTime: formatDateTime(row.updatedAt),
      sendTime: minuteOf(row.startedAt ?? row.sendAt),
      sent: row.sent,
      total: row.total,
    };
  }

  return {
    /**
     * A page of announcements, newest first, with how many there are (up to the lists' cap) and the
     * number of members an announcement sent now would reach (the maintained member_tally, not a
     * count of every member).
     */
    async list(page: number) {
      const [{ rows, total }, [audience]] = await Promise.all([
        boundedPage(db, announcements, undefined, [desc(announcements.id)], page, PAGE_SIZE),
        db.select({ n: memberTally.total }).from(memberTally).where(eq(memberTally.id, 1)),
      ]);
      const who = await names(rows.map((row) => row.createdBy));
      return { announcements: rows.map((row) => rowView(row, who)), total, pageSize: PAGE_SIZE, members: audience?.n ?? 0 };
    },

    /** One announcement with its fields, who submitted and reviewed it, and why it was sent back. */
    async detail(id: number) {
      const row = await this.byId(id);
      if (!row) throw new AnnouncementDeskError(404, messages.missing);
      const who = await names([row.createdBy, row.submittedBy, row.reviewedBy]);
      return {
        ...rowView(row, who),
        fields: { title: row.title, content: row.content, link: row.link, sendAt: minuteOf(row.sendAt) },
        submitter: row.submittedBy === null ? "" : (who.get(row.submittedBy) ?? "—"),
        reviewer: row.reviewedBy === null ? "" : (who.get(row.reviewedBy) ?? "—"),
        rejectReason: row.rejectReason,
        sentTime: row.sentAt ? formatDateTime(row.sentAt) : "",
      };
    },

    async byId(id: number): Promise<AnnouncementRow | null> {
      const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
      return row ?? null;
    },

    /** A new draft, with its audit line. */
    async create(fields: AnnouncementFields, actor: StaffActor): Promise<{ id: number }> {
      const sendAt = sendTimeOf(fields);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(announcements)
          .values({ title: fields.title, content: fields.content, link: fields.link, sendAt, createdBy: actor.operatorId, updatedAt: now() })
          .returning({ id: announcements.id });
        if (!row) throw new Error("announcement insert returned nothing");
        await audit(tx, actor, "announcement.created", row.id, fields.title);
        return row;
      });
    },

    /** The fields changed while it is a draft or was sent back. */
    async save(id: number, fields: AnnouncementFields, actor: StaffActor): Promise<void> {
      const sendAt = sendTimeOf(fields);
      await db.transaction(async (tx) => {
        const row = await lockedRow(tx, id);
        if (!editable(row)) throw new AnnouncementDeskError(409, messages.edit);
        await tx
          .update(announcements)
          .set({ title: fields.title, content: fields.content, link: fields.link, sendAt, updatedAt: now() })
          .where(eq(announcements.id, id));
        await audit(tx, actor, "announcement.saved", id, fields.title);
      });
    },

    /** Sent for review: a draft or one sent back, whose send time (if any) is still ahead. */
    async submit(id: number, actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockedRow(tx, id);
        if (!editable(row)) throw new AnnouncementDeskError(409, messages.submit);
        if (row.sendAt && row.sendAt.getTime() <= now().getTime()) throw new AnnouncementDeskError(400, ANNOUNCEMENT_REFUSALS.sendAt);
        await tx
          .update(announcements)
          .set({ state: "pending", submittedBy: actor.operatorId, submittedAt: now(), updatedAt: now() })
          .where(eq(announcements.id, id));
        await audit(tx, actor, "announcement.submitted", id, row.title);
      });
    },

    /** The waiting announcements, oldest first, and how many wait. */
    pending(limit: number): Promise<WaitingQueue<AnnouncementRow>> {
      const isPending = eq(announcements.state, "pending");
      return waitingQueue(
        db,
        db.select().from(announcements).where(isPending).orderBy(asc(announcements.submittedAt)).limit(limit),
        db.select({ one: sql<number>`1` }).from(announcements).where(isPending),
      );
    },

    /** Who wrote and who submitted it (the review page shows them). */
    names,

    /**
     * A reviewer's decision. Approving plans the delivery job (at the send time, or now when none is
     * set or it passed while the announcement waited) in the same transaction; rejecting sends it back
     * with the reason. Nobody decides what they wrote or submitted; false when it no longer waits.
     */
    async decide(id: number, reviewerId: number, decision: { approve: true } | { approve: false; reason: string }): Promise<boolean | { refused: string }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for("update");
        if (row?.state !== "pending") return false;
        if (row.createdBy === reviewerId || row.submittedBy === reviewerId) return { refused: messages.ownSubmission };
        const at = now();
        if (!decision.approve) {
          await tx
            .update(announcements)
            .set({ state: "rejected", reviewedBy: reviewerId, rejectReason: decision.reason.slice(0, 400), updatedAt: at })
            .where(eq(announcements.id, id));
          return true;
        }
        await tx.update(announcements).set({ state: "scheduled", reviewedBy: reviewerId, rejectReason: "", updatedAt: at }).where(eq(announcements.id, id));
        const runAt = row.sendAt && row.sendAt.getTime() > at.getTime() ? row.sendAt : at;
        await scheduleJob(tx, { kind: ANNOUNCEMENT_DELIVERY_JOB, key: `announcement-${id}`, runAt, payload: { announcementId: id } });
        return true;
      });
    },
  };
}

/** 站内公告 in the back office. */
export type AnnouncementDesk = ReturnType<typeof createAnnouncementDesk>;
