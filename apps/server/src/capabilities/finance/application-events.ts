import { type ApplicationEvent, type ApplicationState, transitionApplication } from "@cidp/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { HttpError } from "../../http/validate.ts";
import { type StateChangeRecord, tryApplyEvent } from "../../platform/records/state-change.ts";
import type { ApplicationRow } from "./finance-view.ts";
import { financeApplicationEvents, financeApplications } from "./schema.ts";

type ApplicationRefusalCode = Extract<ReturnType<typeof transitionApplication>, { ok: false }>["code"];

/** Who answered, as an application's log entry keeps it. */
interface ApplicationLogEntry {
  actor: "applicant" | "bank";
  actorId: number | null;
  note: string;
}

/**
 * Finance applications as a state-change record: `transitionApplication` decides; each change is
 * logged from → to. The write is guarded by the state read, so two answers racing change it once.
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
  refusal: () => new HttpError(400, "融资申请当前状态不能进行此操作"),
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

/** Applies one event to an application and logs it, in one transaction; `ok: false` when it is missing, refused or already moved. */
export async function applyApplicationEvent(
  db: Database,
  input: { id: number; event: ApplicationEvent; actor: "applicant" | "bank"; actorId: number | null; note: string; bankAnswer?: string; at: Date },
): Promise<{ ok: true; row: ApplicationRow } | { ok: false }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(financeApplications).where(eq(financeApplications.id, input.id));
    if (!row) return { ok: false as const };
    const { id: _id, bankAnswer, ...entry } = input;
    const applied = await tryApplyEvent(tx, applicationRecord, row, { ...entry, patch: bankAnswer !== undefined ? { bankAnswer } : {} });
    return applied.ok ? { ok: true as const, row: applied.row } : { ok: false as const };
  });
}
