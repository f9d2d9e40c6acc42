import { type ApplicationEvent, type ApplicationState, isPendingApplication, transitionApplication } from "@cidp/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { noticeToMember } from "../../platform/notice/business-notices.ts";
import { lockRow, type StateChangeRecord, tryApplyEvent } from "../../platform/records/state-change.ts";
import { refuse } from "../../runtime/refusal.ts";
import type { ApplicationRow, ConsentRow } from "./finance-view.ts";
import { financeApplicationEvents, financeApplications, financeConsents } from "./schema.ts";

type ApplicationRefusalCode = Extract<ReturnType<typeof transitionApplication>, { ok: false }>["code"];
type ConsentValues = typeof financeConsents.$inferInsert;
type ApplicationValues = Omit<typeof financeApplications.$inferInsert, "consentId">;

/** Who answered, as an application's log entry keeps it. */
interface ApplicationLogEntry {
  actor: "applicant" | "bank";
  actorId: number | null;
  note: string;
}

/**
 * Finance applications as a state-change record: `transitionApplication` decides; each change is
 * logged from → to. The row is locked while it changes, so two answers racing change it once.
 */
export const applicationRecord: StateChangeRecord<
  typeof financeApplications,
  ApplicationEvent,
  ApplicationRefusalCode,
  typeof financeApplicationEvents,
  ApplicationLogEntry
> = {
  table: financeApplications,
  transition: (row, event) => {
    const moved = transitionApplication(row.state as ApplicationState, event);
    return moved.ok ? { ok: true, value: { set: { state: moved.value }, changed: true } } : moved;
  },
  // The finance calls answer a refusal themselves (their own messages); this is for any other caller.
  refusal: () => refuse("state", "融资申请当前状态不能进行此操作"),
  touch: (at) => ({ updatedAt: at }),
  log: {
    table: financeApplicationEvents,
    entry: ({ before, after, actor, actorId, note, at }) => ({
      applicationId: before.id,
      fromState: before.state,
      toState: after.state,
      actor,
      actorId,
      note,
      at,
    }),
  },
};

/** One event on an application: the event, who caused it, the note logged, the bank's answer shown to the applicant. */
interface ApplicationEventInput extends ApplicationLogEntry {
  id: number;
  event: ApplicationEvent;
  bankAnswer?: string;
  at: Date;
}

/** Applies one event to an application and logs it, in one transaction; `ok: false` when it is missing, refused or already moved. */
export async function applyApplicationEvent(db: Database, input: ApplicationEventInput): Promise<{ ok: true; row: ApplicationRow } | { ok: false }> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, financeApplications, input.id);
    if (!row) return { ok: false as const };
    const { id: _id, bankAnswer, ...entry } = input;
    const applied = await tryApplyEvent(tx, applicationRecord, row, { ...entry, patch: bankAnswer !== undefined ? { bankAnswer } : {} });
    return applied.ok ? { ok: true as const, row: applied.row } : { ok: false as const };
  });
}

/**
 * A new application with its first log entry, and the consent given on its form (when the
 * business had none standing): all three rows or none, so a consent is never recorded for an
 * application that was not made.
 */
export async function submitApplication(
  db: Database,
  input: { consent: { standing: ConsentRow } | { given: ConsentValues }; application: ApplicationValues; at: Date },
): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const consent = "standing" in input.consent ? input.consent.standing : (await tx.insert(financeConsents).values(input.consent.given).returning())[0];
    if (!consent) throw new Error("consent insert returned nothing");
    const [inserted] = await tx
      .insert(financeApplications)
      .values({ ...input.application, consentId: consent.id })
      .returning();
    if (!inserted) throw new Error("application insert returned nothing");
    await tx.insert(financeApplicationEvents).values({
      applicationId: inserted.id,
      fromState: "submitted",
      toState: "submitted",
      actor: "applicant",
      actorId: inserted.memberId,
      note: "提交融资申请",
      at: input.at,
    });
    return inserted;
  });
}

/**
 * Revokes a consent and withdraws the applications still waiting on the bank's decision that rest
 * on it, together: sharing never stops on paper only. Null when the consent was revoked already.
 */
export async function revokeConsent(
  db: Database,
  { consentId, memberId, at }: { consentId: number; memberId: number; at: Date },
): Promise<{ revoked: ConsentRow; withdrawn: number } | null> {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(financeConsents)
      .set({ revokedAt: at, revokedBy: memberId })
      .where(and(eq(financeConsents.id, consentId), isNull(financeConsents.revokedAt)))
      .returning();
    if (!revoked) return null;
    const resting = await tx
      .select({ id: financeApplications.id, state: financeApplications.state })
      .from(financeApplications)
      .where(eq(financeApplications.consentId, consentId));
    let withdrawn = 0;
    for (const application of resting.filter((a) => isPendingApplication(a.state as ApplicationState))) {
      const applied = await applyApplicationEvent(tx, {
        id: application.id,
        event: "withdraw",
        actor: "applicant",
        actorId: memberId,
        note: "撤回数据提供同意，申请随之撤回",
        at,
      });
      if (applied.ok) withdrawn++;
    }
    return { revoked, withdrawn };
  });
}

/**
 * The bank's answer to an application and the applicant's notice of it, together. False when the
 * application moved on meanwhile (nothing is written then).
 */
export async function answerForBank(
  db: Database,
  input: ApplicationEventInput & { bankAnswer: string },
  notice: (after: ApplicationRow) => { title: string; content: string; jumpUrl: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const applied = await applyApplicationEvent(tx, input);
    if (!applied.ok) return false;
    await noticeToMember(tx, applied.row.memberId, { ...notice(applied.row), businessId: applied.row.businessId });
    return true;
  });
}
