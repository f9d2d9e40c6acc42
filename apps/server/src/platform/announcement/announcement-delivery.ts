import { and, count, eq, gt, lte, max, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import type { JobKind } from "../jobs/job-kind.ts";
import { members } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import { operatorAudit } from "../operator/schema.ts";
import { ANNOUNCEMENT_DELIVERY_JOB, ANNOUNCEMENT_KIND } from "./announcement-desk.ts";
import { announcements } from "./schema.ts";

/** Members written per transaction: one statement of this many notices, and the counters' one grouped upsert. */
export const ANNOUNCEMENT_BATCH = 1_000;
/** The drawer's 系统通知 tab. */
const SYSTEM_NOTICE = 2;

/**
 * Writes the next batch of an approved announcement's notices, in one transaction: the announcement's
 * row is locked first, so two runners take turns and the second starts after the first's cursor; the
 * first batch fixes the audience (the members registered by then). The batch is the members after the
 * cursor, by id, up to `batchSize` of them, written in one INSERT … SELECT; the unique key of
 * (announcement, member) skips any notice already there. Answers whether more batches remain.
 */
export async function deliverAnnouncementBatch(db: Database, announcementId: number, at: Date, batchSize = ANNOUNCEMENT_BATCH): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(announcements).where(eq(announcements.id, announcementId)).for("update");
    if (!row || (row.state !== "scheduled" && row.state !== "sending")) return false;
    let lastMemberId = row.lastMemberId;
    if (row.state === "scheduled" || lastMemberId === null) {
      const [audience] = await tx.select({ last: max(members.id), n: count() }).from(members);
      lastMemberId = audience?.last ?? 0;
      await tx
        .update(announcements)
        .set({ state: "sending", startedAt: at, lastMemberId, total: audience?.n ?? 0 })
        .where(eq(announcements.id, announcementId));
      if (row.state === "scheduled") await auditDelivery(tx, row, "announcement.sending", at, { total: audience?.n ?? 0 });
    }
    // The batch's last member: the `batchSize`th after the cursor, or the audience's last.
    const [edge] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(gt(members.id, row.cursor), lte(members.id, lastMemberId)))
      .orderBy(members.id)
      .offset(batchSize - 1)
      .limit(1);
    const upTo = edge?.id ?? lastMemberId;
    const result = (await tx.execute(sql`
      with written as (
        insert into ${notices} (member_id, notice_type, title, content, jump_type, jump_url, page_source, announcement_id, created_at)
        select ${members.id}, ${SYSTEM_NOTICE}::smallint, ${row.title}::text, ${row.content}::text, 0, ${row.link}::text, 0, ${announcementId}::integer, ${at.toISOString()}::timestamptz
        from ${members}
        where ${members.id} > ${row.cursor} and ${members.id} <= ${upTo}
        order by ${members.id}
        on conflict do nothing
        returning 1
      )
      select count(*)::int as n from written`)) as unknown as { rows: { n: number | string }[] };
    const written = Number(result.rows[0]?.n ?? 0);
    const done = upTo >= lastMemberId;
    const [sent] = await tx
      .update(announcements)
      .set({ cursor: upTo, sent: sql`${announcements.sent} + ${written}`, ...(done ? { state: "sent", sentAt: at } : {}) })
      .where(eq(announcements.id, announcementId))
      .returning({ sent: announcements.sent });
    if (done) await auditDelivery(tx, row, "announcement.sent", at, { sent: sent?.sent ?? 0 });
    return !done;
  });
}

/**
 * The runner's line in the audit log when a delivery starts and ends: nobody of the staff acts then
 * (at its send time, or at once after approval), so the line's actor is the platform itself.
 */
async function auditDelivery(tx: Database, row: { id: number; title: string; sendAt: Date | null }, action: string, at: Date, figures: Record<string, number>) {
  await tx.insert(operatorAudit).values({
    operatorId: null,
    action,
    subjectKind: ANNOUNCEMENT_KIND,
    subjectId: row.id,
    detail: { title: row.title, ...figures, by: row.sendAt ? "schedule" : "runner" },
    ip: "",
    createdAt: at,
  });
}

/**
 * Delivers an approved announcement to every member on the one runner. A lease job: the batches
 * commit one by one (a million members are not one transaction), so a failure or a drain leaves the
 * cursor at the last committed batch and the next try continues there; the row lock and the unique
 * key keep it to one notice per member even when two runners hold the job at once.
 */
export function announcementJobKind(batchSize = ANNOUNCEMENT_BATCH): JobKind {
  return {
    kind: ANNOUNCEMENT_DELIVERY_JOB,
    mode: "lease",
    leaseMs: 10 * 60_000,
    handler: async (payload, { db, now, signal }) => {
      const id = Number(payload.announcementId);
      while (!signal.aborted && (await deliverAnnouncementBatch(db, id, now, batchSize))) {
        // Next batch.
      }
      if (signal.aborted) throw new Error("delivery paused: the runner is stopping");
    },
  };
}
