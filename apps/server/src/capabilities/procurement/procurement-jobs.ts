import {
  AWARD_WINDOW_DAYS,
  type DEADLINE_REMINDER_HOURS,
  QUOTATION_VALID_STATES,
  type QuotationState,
  reminderDue,
  reminderSchedule,
  reminderText,
} from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import type { RetryPolicy, JobKind as RunnerJobKind } from "../../platform/jobs/job-kind.ts";
import { scheduleJob as scheduleRunnerJob } from "../../platform/jobs/schedule.ts";
import { noticesToBusinesses } from "../../platform/notice/business-notices.ts";
import { SYSTEM_ACTOR } from "../../platform/sealed-bidding/call-event-log.ts";
import { composeSms } from "../../platform/sms/compose-sms.ts";
import { SmsNotice } from "../../platform/sms/sms.constants.ts";
import { queueSmsNotice } from "../../platform/sms/sms-notice-job.ts";
import { adminPhonesOf } from "./partner-repository.ts";
import { applyToAll } from "./quotation-records.ts";
import { applySheetEvent, lockSheet } from "./sheet-records.ts";
import { invitationsOf, quotationsOf } from "./sheet-repository.ts";

type ReminderKind = `reminder-${(typeof DEADLINE_REMINDER_HOURS)[number]}h`;
type JobKind = "round-deadline" | "award-lapse" | ReminderKind;
const DAY = 86_400_000;

/** The runner's name of a procurement job kind. */
function runnerKind(kind: JobKind): string {
  return `procurement.${kind}`;
}

/** The job key of a sheet's round: one job per kind, sheet and round. */
function procurementJobKey(sheetId: number, round: number): string {
  return `${sheetId}:${round}`;
}

/** Plans (or moves) a job; one per kind, sheet and round, so a later deadline just moves it. */
export async function scheduleJob(tx: Database, kind: JobKind, sheetId: number, round: number, runAt: Date): Promise<void> {
  await scheduleRunnerJob(tx, { kind: runnerKind(kind), key: procurementJobKey(sheetId, round), runAt, payload: { sheetId, round } });
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
 * and its administrators a text, queued in the job's transaction so it goes exactly once. A deadline
 * that moved later makes the job wait for its new time.
 */
async function remind(tx: Database, sheetId: number, round: number, now: Date, hours: number): Promise<void> {
  const sheet = await lockSheet(tx, sheetId);
  if (!sheet || sheet.round !== round || !["quoting", "round_quoting"].includes(sheet.state)) return;
  const due = reminderDue(sheet.deadline.getTime(), hours, now.getTime());
  if (due === "early") {
    await scheduleJob(tx, `reminder-${hours}h` as ReminderKind, sheetId, round, new Date(sheet.deadline.getTime() - hours * 3_600_000));
    return;
  }
  if (due === "late") return;
  const [quotations, invitations] = await Promise.all([quotationsOf(tx, sheetId), invitationsOf(tx, sheetId)]);
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
  if (waiting.length === 0) return;
  const deadline = formatDateTime(sheet.deadline);
  const text = reminderText(sheet.title, deadline);
  await noticesToBusinesses(
    tx,
    waiting.map((businessId) => ({ businessId, title: "报价截止提醒", content: `${text}。`, jumpUrl: `/user/my-quotation/default?id=${sheetId}` })),
  );
  const admins = await adminPhonesOf(tx, waiting);
  for (const phone of new Set(admins.map((a) => a.phone)))
    await queueSmsNotice(tx, composeSms(SmsNotice.quoteReminder, phone, { title: sheet.title, deadline }), now);
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
  const quotations = await quotationsOf(tx, sheetId);
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
  await noticesToBusinesses(tx, [
    {
      businessId: sheet.buyerBusinessId,
      title: opened.state === "failed" ? "询价单已流标" : "询价单已开标",
      content:
        opened.state === "failed"
          ? `您的询价单《${sheet.title}》截止时无人报价，已流标。`
          : `您的询价单《${sheet.title}》第${round}轮已截止，收到有效报价${valid}家，请比价定标。`,
      jumpUrl: link,
    },
    ...quotations
      .filter((q) => QUOTATION_VALID_STATES.includes(q.state as QuotationState) && q.round >= round)
      .map((q) => ({
        businessId: q.supplierBusinessId,
        title: "报价已截止",
        content: `询价单《${sheet.title}》第${round}轮报价已截止，结果将另行通知。`,
        jumpUrl: `/user/my-quotation/default?id=${sheetId}`,
      })),
  ]);
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
  await applyToAll(tx, await quotationsOf(tx, sheetId), () => ({ type: "sheet-ended" }));
}

const handlers: Record<JobKind, (tx: Database, sheetId: number, round: number, now: Date) => Promise<void>> = {
  "round-deadline": closeRound,
  "award-lapse": lapse,
  "reminder-24h": (tx, sheetId, round, now) => remind(tx, sheetId, round, now, 24),
  "reminder-2h": (tx, sheetId, round, now) => remind(tx, sheetId, round, now, 2),
};

/** The job runner's names of procurement's kinds (tests and the development helper run only these). */
export const PROCUREMENT_JOB_KINDS = (Object.keys(handlers) as JobKind[]).map(runnerKind);

/** A deadline job that keeps failing is tried a minute later, then less often, and given up after a day or so (it shows as dead). */
const DEADLINE_RETRY: RetryPolicy = { maxAttempts: 30, baseDelayMs: 60_000, maxDelayMs: 3_600_000 };

/**
 * Procurement's deadlines as job kinds (registered in app.ts). Each runs in the transaction that
 * claims its job and marks it done, so with several instances (or a restart in the middle) a
 * round closes and a reminder goes out exactly once; its texts are queued in that transaction and
 * sent by the SMS notice job (a failed text never undoes the work: the notice is the record).
 */
export function procurementJobKinds(): RunnerJobKind[] {
  return (Object.entries(handlers) as [JobKind, (typeof handlers)[JobKind]][]).map(([kind, handler]) => ({
    kind: runnerKind(kind),
    mode: "transaction",
    retry: DEADLINE_RETRY,
    handler: (payload, { tx, now }) => handler(tx, Number(payload.sheetId), Number(payload.round), now),
  }));
}
