import { type ApplicationEvent, type ApplicationState, transitionApplication } from "@cidp/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import type { ApplicationRow } from "./finance-view.ts";
import { financeApplicationEvents, financeApplications } from "./schema.ts";

/**
 * Applies one event to an application through the domain's machine and logs it, in one
 * transaction; the update is conditional on the state read, so two answers racing change it once.
 */
export async function applyApplicationEvent(
  db: Database,
  input: { id: number; event: ApplicationEvent; actor: "applicant" | "bank"; actorId: number | null; note: string; bankAnswer?: string; at: Date },
): Promise<{ ok: true; row: ApplicationRow } | { ok: false }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(financeApplications).where(eq(financeApplications.id, input.id));
    if (!row) return { ok: false as const };
    const moved = transitionApplication(row.state as ApplicationState, input.event);
    if (!moved.ok) return { ok: false as const };
    const [updated] = await tx
      .update(financeApplications)
      .set({ state: moved.value, updatedAt: input.at, ...(input.bankAnswer !== undefined ? { bankAnswer: input.bankAnswer } : {}) })
      .where(and(eq(financeApplications.id, row.id), eq(financeApplications.state, row.state)))
      .returning();
    if (!updated) return { ok: false as const };
    await tx.insert(financeApplicationEvents).values({
      applicationId: row.id,
      fromState: row.state,
      toState: moved.value,
      actor: input.actor,
      actorId: input.actorId,
      note: input.note,
      at: input.at,
    });
    return { ok: true as const, row: updated };
  });
}
