import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { procurementSettings } from "./schema.ts";

/** A business's 询价设置: one row per business, none until it first saves them. */

/** Whether the business's sheets wait for 内部审批 before they go out (no settings row: no). */
export async function requiresApproval(db: Database, businessId: number): Promise<boolean> {
  const [row] = await db.select({ on: procurementSettings.requiresApproval }).from(procurementSettings).where(eq(procurementSettings.businessId, businessId));
  return row?.on ?? false;
}

export async function saveRequiresApproval(db: Database, businessId: number, on: boolean): Promise<void> {
  await db
    .insert(procurementSettings)
    .values({ businessId, requiresApproval: on })
    .onConflictDoUpdate({ target: procurementSettings.businessId, set: { requiresApproval: on, updatedAt: new Date() } });
}
