import { CHANGE_NOTICE_MIN_HOURS, effectiveMinRoundHours } from "@cidp/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { procurementSettings } from "./schema.ts";

/** A business's 询价设置: one row per business, none until it first saves them. */

/** Whether the business's sheets wait for 内部审批 before they go out (no settings row: no). */
export async function requiresApproval(db: Database, businessId: number): Promise<boolean> {
  const [row] = await db.select({ on: procurementSettings.requiresApproval }).from(procurementSettings).where(eq(procurementSettings.businessId, businessId));
  return row?.on ?? false;
}

/** The least hours each round of the business's sheets lasts (no settings row: the platform's floor). */
export async function minRoundHoursOf(db: Database, businessId: number): Promise<number> {
  const [row] = await db.select({ hours: procurementSettings.minRoundHours }).from(procurementSettings).where(eq(procurementSettings.businessId, businessId));
  return effectiveMinRoundHours(row?.hours);
}

/** How many hours a substantive 变更公告 leaves suppliers before the deadline (no settings row: CHANGE_NOTICE_MIN_HOURS). */
export async function changeNoticeHoursOf(db: Database, businessId: number): Promise<number> {
  const [row] = await db
    .select({ hours: procurementSettings.changeNoticeHours })
    .from(procurementSettings)
    .where(eq(procurementSettings.businessId, businessId));
  return row?.hours ?? CHANGE_NOTICE_MIN_HOURS;
}

/** Saves the business's 询价设置: whether sheets wait for 内部审批, the least hours a round lasts, a 变更公告's notice period. */
export async function saveProcurementSettings(
  db: Database,
  businessId: number,
  settings: { requiresApproval: boolean; minRoundHours: number; changeNoticeHours: number },
): Promise<void> {
  await db
    .insert(procurementSettings)
    .values({ businessId, ...settings })
    .onConflictDoUpdate({ target: procurementSettings.businessId, set: { ...settings, updatedAt: new Date() } });
}
