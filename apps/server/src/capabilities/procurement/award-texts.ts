import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { members, memberships } from "../../platform/member/schema.ts";
import { composeSms } from "../../platform/sms/compose-sms.ts";
import { SmsNotice } from "../../platform/sms/sms.constants.ts";
import { queueSmsNotice } from "../../platform/sms/sms-notice-job.ts";
import { adminPhonesOf } from "./partner-repository.ts";

/** A supplier told of the award, and who submitted its quotation (null for none kept). */
interface ToldSupplier {
  supplierBusinessId: number;
  submittedBy: number | null;
}

/**
 * The phone to text for each supplier: the member who submitted its quotation (the 报价员 who
 * acted), while they are still a member of it; else its administrators, as before a submitter
 * was kept or after they left.
 */
async function phonesFor(db: Database, told: readonly ToldSupplier[]): Promise<{ businessId: number; phone: string }[]> {
  const submitters = told.flatMap(({ supplierBusinessId, submittedBy }) => (submittedBy === null ? [] : [{ supplierBusinessId, submittedBy }]));
  const stillMembers =
    submitters.length === 0
      ? []
      : await db
          .select({ businessId: memberships.businessId, memberId: memberships.memberId, phone: members.phone })
          .from(memberships)
          .innerJoin(members, eq(members.id, memberships.memberId))
          .where(
            and(
              inArray(memberships.memberId, [...new Set(submitters.map((s) => s.submittedBy))]),
              inArray(memberships.businessId, [...new Set(submitters.map((s) => s.supplierBusinessId))]),
            ),
          );
  const phoneOf = new Map(stillMembers.map((row) => [`${row.businessId}:${row.memberId}`, row.phone]));
  const phones = told.flatMap(({ supplierBusinessId, submittedBy }) => {
    const phone = phoneOf.get(`${supplierBusinessId}:${submittedBy}`);
    return phone === undefined ? [] : [{ businessId: supplierBusinessId, phone }];
  });
  const reached = new Set(phones.map((p) => p.businessId));
  const rest = told.map((t) => t.supplierBusinessId).filter((id) => !reached.has(id));
  return rest.length === 0 ? phones : [...phones, ...(await adminPhonesOf(db, rest))];
}

/**
 * The award as a text message to each participating supplier (to whoever submitted its quotation,
 * phonesFor), beside the notices: queued after the award is committed, sent and retried by the job
 * runner (sms-notice-job.ts); a text that never goes never undoes the award (the notice is the record).
 */
export async function textAwardOutcome(
  db: Database,
  award: { title: string; winnerBusinessId: number; told: readonly ToldSupplier[] },
  now: Date,
): Promise<void> {
  if (award.told.length === 0) return;
  for (const { businessId, phone } of await phonesFor(db, award.told)) {
    const outcome = businessId === award.winnerBusinessId ? SmsNotice.awardWon : SmsNotice.awardLost;
    await queueSmsNotice(db, composeSms(outcome, phone, { title: award.title }), now);
  }
}
