import type { Database } from "../../db/database.ts";
import { composeSms } from "../../platform/sms/compose-sms.ts";
import { SmsNotice } from "../../platform/sms/sms.constants.ts";
import { queueSmsNotice } from "../../platform/sms/sms-notice-job.ts";
import { adminPhonesOf } from "./partner-repository.ts";

/**
 * The award as text messages to each participating supplier's administrators, beside the notices:
 * queued after the award is committed, sent and retried by the job runner (sms-notice-job.ts); a
 * text that never goes never undoes the award (the notice is the record).
 */
export async function textAwardOutcome(
  db: Database,
  award: { title: string; winnerBusinessId: number; supplierBusinessIds: readonly number[] },
  now: Date,
): Promise<void> {
  if (award.supplierBusinessIds.length === 0) return;
  for (const { businessId, phone } of await adminPhonesOf(db, award.supplierBusinessIds)) {
    const outcome = businessId === award.winnerBusinessId ? SmsNotice.awardWon : SmsNotice.awardLost;
    await queueSmsNotice(db, composeSms(outcome, phone, { title: award.title }), now);
  }
}
