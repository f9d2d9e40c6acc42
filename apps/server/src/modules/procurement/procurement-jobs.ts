import { AWARD_WINDOW_DAYS, QUOTATION_VALID_STATES, type QuotationState } from "@cidp/domain";
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { noticeToBusiness } from "./business-notices.ts";
import { applyToAll } from "./quotation-records.ts";
import { inquiryQuotations, procurementJobs } from "./schema.ts";
import { applySheetEvent, lockSheet, SYSTEM_ACTOR } from "./sheet-records.ts";

type JobKind = "round-deadline" | "award-lapse";
const DAY = 86_400_000;
const RETRY_DELAY_MS = 60_000;

/** Plans (or moves) a job; one per kind, sheet and round, so a later deadline just moves it. */
export async function scheduleJob(tx: Database, kind: JobKind, sheetId: number, round: number, runAt: Date): Promise<void> {
  await tx
    .insert(procurementJobs)
    .values({ kind, sheetId, round, runAt })
    .onConflictDoUpdate({ target: [procurementJobs.kind, procurementJobs.sheetId, procurementJobs.round], set: { runAt, doneAt: null } });
}

/**
 * A round's deadline: the sheet moves to 比价中 (or 流标 with no quotation), quotations close, the
 * round is opened — recorded with server time, after which the prices may be read — and both
 * sides are told. A deadline that moved later (变更公告) reschedules the job instead.
 */
async function closeRound(tx: Database, sheetId: number, round: number, now: Date): Promise<void> {
  const sheet = await lockSheet(tx, sheetId);
  if (!sheet || sheet.round !== round || !["quoting", "round_quoting"].includes(sheet.state)) return;
  if (sheet.deadline > now) return scheduleJob(tx, "round-deadline", sheetId, round, sheet.deadline);
  const quotations = await tx.select().from(inquiryQuotations).where(eq(inquiryQuotations.sheetId, sheetId));
  await applyToAll(tx, quotations, () => ({ type: "close" }));
  const valid = quotations.filter((q) => q.round >= round && ["submitted", "round_submitted", "awaiting_round"].includes(q.state)).length;
  const opened = await applySheetEvent(tx, sheet, {
    event: { type: "deadline-passed", now: now.getTime() },
    eventKey: `deadline:${round}`,
    actor: SYSTEM_ACTOR,
    note: valid === 0 ? "报价截止，无供应商报价，询价流标" : `第${round}轮报价截止并开标，有效报价${valid}家`,
    patch: { openedRounds: round, ...(valid === 0 && round === 1 ? { closingReason: "报价截止时无供应商报价" } : {}) },
  });
  const link = `/user/building-materials/selecting?id=${sheetId}`;
  await noticeToBusiness(tx, sheet.buyerBusinessId, {
    title: opened.state === "failed" ? "询价单已流标" : "询价单已开标",
    content:
      opened.state === "failed"
        ? `您的询价单《${sheet.title}》截止时无人报价，已流标。`
        : `您的询价单《${sheet.title}》第${round}轮已截止，收到有效报价${valid}家，请比价定标。`,
    jumpUrl: link,
  });
  for (const q of quotations) {
    if (!QUOTATION_VALID_STATES.includes(q.state as QuotationState) || q.round < round) continue;
    await noticeToBusiness(tx, q.supplierBusinessId, {
      title: "报价已截止",
      content: `询价单《${sheet.title}》第${round}轮报价已截止，结果将另行通知。`,
      jumpUrl: `/user/my-quotation/default?id=${sheetId}`,
    });
  }
  if (opened.state === "comparing") await scheduleJob(tx, "award-lapse", sheetId, round, new Date(sheet.deadline.getTime() + AWARD_WINDOW_DAYS * DAY));
}

/** No award in time: the sheet lapses (已失效) and every quotation with it. */
async function lapse(tx: Database, sheetId: number, round: number, now: Date): Promise<void> {
  const sheet = await lockSheet(tx, sheetId);
  if (!sheet || sheet.round !== round || !["comparing", "pending_award"].includes(sheet.state)) return;
  await applySheetEvent(tx, sheet, {
    event: { type: "lapse", now: now.getTime() },
    eventKey: `lapse:${round}`,
    actor: SYSTEM_ACTOR,
    note: `截止后${AWARD_WINDOW_DAYS}天未定标，询价单失效`,
  });
  const quotations = await tx.select().from(inquiryQuotations).where(eq(inquiryQuotations.sheetId, sheetId));
  await applyToAll(tx, quotations, () => ({ type: "sheet-ended" }));
}

const handlers: Record<JobKind, (tx: Database, sheetId: number, round: number, now: Date) => Promise<void>> = {
  "round-deadline": closeRound,
  "award-lapse": lapse,
};

/**
 * Runs the jobs that are due, one per transaction: the job row is claimed with
 * `FOR UPDATE SKIP LOCKED` and marked done in the transaction that does its work, so with several
 * instances (or a restart in the middle) each job's work happens exactly once. A failing job is
 * retried a minute later. Returns how many jobs ran.
 */
export async function runDueJobs(db: Database, now: Date = new Date(), log?: { warn: (o: object, m: string) => void }): Promise<number> {
  let ran = 0;
  for (;;) {
    let claimed: typeof procurementJobs.$inferSelect | undefined;
    let working: number | null = null;
    try {
      claimed = await db.transaction(async (tx) => {
        const [job] = await tx
          .select()
          .from(procurementJobs)
          .where(and(isNull(procurementJobs.doneAt), lte(procurementJobs.runAt, now)))
          .orderBy(asc(procurementJobs.runAt))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!job) return undefined;
        working = job.id;
        await handlers[job.kind as JobKind](tx, job.sheetId, job.round, now);
        // The handler may have moved the job (a later deadline): done only if it still runs now.
        await tx
          .update(procurementJobs)
          .set({ doneAt: now, attempts: sql`${procurementJobs.attempts} + 1` })
          .where(and(eq(procurementJobs.id, job.id), lte(procurementJobs.runAt, now)));
        return job;
      });
    } catch (error) {
      log?.warn({ err: error }, "procurement job failed");
      await db
        .update(procurementJobs)
        .set({ runAt: new Date(now.getTime() + RETRY_DELAY_MS), attempts: sql`${procurementJobs.attempts} + 1`, lastError: String(error).slice(0, 500) })
        .where(eq(procurementJobs.id, working ?? -1));
      return ran;
    }
    if (!claimed) return ran;
    ran++;
  }
}

/** Runs due jobs every few seconds until stopped. */
export function startProcurementJobs(db: Database, log: { warn: (o: object, m: string) => void }, everyMs = 5_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueJobs(db, new Date(), log).finally(() => {
      running = false;
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
