import {
  AWARD_WINDOW_DAYS,
  type DEADLINE_REMINDER_HOURS,
  QUOTATION_VALID_STATES,
  type QuotationState,
  reminderDue,
  reminderSchedule,
  reminderText,
} from "@cidp/domain";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { members, memberships } from "../../platform/member/schema.ts";
import type { SmsMessage, SmsProvider } from "../../platform/sms/sms-provider.ts";
import { noticeToBusiness } from "./business-notices.ts";
import { applyToAll } from "./quotation-records.ts";
import { inquiryInvitations, inquiryQuotations, procurementJobs } from "./schema.ts";
import { applySheetEvent, lockSheet, SYSTEM_ACTOR } from "./sheet-records.ts";

type ReminderKind = `reminder-${(typeof DEADLINE_REMINDER_HOURS)[number]}h`;
type JobKind = "round-deadline" | "award-lapse" | ReminderKind;
/** What a job's work asks to be texted once its transaction has committed. */
type Texts = SmsMessage[];
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
 * Plans the round's deadline reminders still ahead of `now` and moves those already planned with a
 * moved deadline (a reminder already sent stays sent unless the new deadline brings its time back
 * into the future, when it is planned again for the new deadline).
 */
export async function scheduleReminders(tx: Database, sheetId: number, round: number, deadline: Date, now: Date): Promise<void> {
  for (const { hours, at } of reminderSchedule(deadline.getTime(), now.getTime()))
    await scheduleJob(tx, `reminder-${hours}h` as ReminderKind, sheetId, round, new Date(at));
}

/**
 * A reminder before a round's deadline: every supplier business still expected to quote in the round
 * (invited or signed up, neither declined nor revoked, nothing submitted for this round) gets a notice,
 * and its administrators a text. A deadline that moved later makes the job wait for its new time.
 */
async function remind(tx: Database, sheetId: number, round: number, now: Date, hours: number): Promise<Texts> {
  const sheet = await lockSheet(tx, sheetId);
  if (!sheet || sheet.round !== round || !["quoting", "round_quoting"].includes(sheet.state)) return [];
  const due = reminderDue(sheet.deadline.getTime(), hours, now.getTime());
  if (due === "early") {
    await scheduleJob(tx, `reminder-${hours}h` as ReminderKind, sheetId, round, new Date(sheet.deadline.getTime() - hours * 3_600_000));
    return [];
  }
  if (due === "late") return [];
  const [quotations, invitations] = await Promise.all([
    tx.select().from(inquiryQuotations).where(eq(inquiryQuotations.sheetId, sheetId)),
    tx.select().from(inquiryInvitations).where(eq(inquiryInvitations.sheetId, sheetId)),
  ]);
  const stillToQuote = round === 1 ? ["pending_response", "participating", "drafting"] : ["awaiting_round"];
  const quotationOf = new Map(quotations.map((q) => [q.supplierBusinessId, q.state]));
  const invitationOf = new Map(invitations.map((i) => [i.supplierBusinessId, i.state]));
  // Round 1: invitees of a sheet (a draft's invitees got their row when it went out) and public sign-ups; later rounds: the shortlist.
  const candidates = round === 1 ? [...new Set([...quotationOf.keys(), ...invitationOf.keys()])] : [...quotationOf.keys()];
  const waiting = candidates
    .filter((id) => {
      const quotation = quotationOf.get(id);
      const invitation = invitationOf.get(id);
      if (invitation === "declined" || invitation === "revoked" || invitation === "quoted") return false;
      return quotation === undefined ? round === 1 : stillToQuote.includes(quotation);
    })
    .sort((a, b) => a - b);
  if (waiting.length === 0) return [];
  const text = reminderText(sheet.title, formatDateTime(sheet.deadline));
  for (const supplierId of waiting)
    await noticeToBusiness(tx, supplierId, { title: "报价截止提醒", content: `${text}。`, jumpUrl: `/user/my-quotation/default?id=${sheetId}` });
  const admins = await tx
    .select({ phone: members.phone })
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .where(and(inArray(memberships.businessId, waiting), eq(memberships.role, "admin")));
  return [...new Set(admins.map((a) => a.phone))].map((phone) => ({ phone, purpose: "generic", code: null, text: `【建筑产业互联网平台】${text}。` }));
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

const handlers: Record<JobKind, (tx: Database, sheetId: number, round: number, now: Date) => Promise<Texts | undefined>> = {
  "round-deadline": async (tx, sheetId, round, now) => {
    await closeRound(tx, sheetId, round, now);
    return undefined;
  },
  "award-lapse": async (tx, sheetId, round, now) => {
    await lapse(tx, sheetId, round, now);
    return undefined;
  },
  "reminder-24h": (tx, sheetId, round, now) => remind(tx, sheetId, round, now, 24),
  "reminder-2h": (tx, sheetId, round, now) => remind(tx, sheetId, round, now, 2),
};

/** A job kind this server knows (a row of an unknown kind fails and is retried, never silently done). */
const handlerOf = (kind: string) => (Object.hasOwn(handlers, kind) ? handlers[kind as JobKind] : null);

/**
 * Runs the jobs that are due, one per transaction: the job row is claimed with
 * `FOR UPDATE SKIP LOCKED` and marked done in the transaction that does its work, so with several
 * instances (or a restart in the middle) each job's work happens exactly once. A failing job is
 * retried a minute later. Returns how many jobs ran.
 */
export async function runDueJobs(
  db: Database,
  now: Date = new Date(),
  { log, sms }: { log?: { warn: (o: object, m: string) => void }; sms?: SmsProvider } = {},
): Promise<number> {
  let ran = 0;
  for (;;) {
    let claimed: { job: typeof procurementJobs.$inferSelect; texts: Texts } | undefined;
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
        const handler = handlerOf(job.kind);
        if (!handler) throw new Error(`unknown procurement job kind ${job.kind}`);
        const texts = (await handler(tx, job.sheetId, job.round, now)) ?? [];
        // The handler may have moved the job (a later deadline): done only if it still runs now.
        await tx
          .update(procurementJobs)
          .set({ doneAt: now, attempts: sql`${procurementJobs.attempts} + 1` })
          .where(and(eq(procurementJobs.id, job.id), lte(procurementJobs.runAt, now)));
        return { job, texts };
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
    // Texts only after the work committed: a failed text never undoes it (the notice is the record).
    for (const text of claimed.texts) await sms?.send(text).catch((error: unknown) => log?.warn({ err: error }, "reminder text not sent"));
  }
}

/** Runs due jobs every few seconds until stopped. */
export function startProcurementJobs(db: Database, log: { warn: (o: object, m: string) => void }, sms?: SmsProvider, everyMs = 5_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueJobs(db, new Date(), { log, ...(sms ? { sms } : {}) }).finally(() => {
      running = false;
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
