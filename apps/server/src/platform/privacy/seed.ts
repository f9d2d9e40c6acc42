import { and, isNotNull, notInArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { registrationConsents } from "../login-site/schema.ts";
import { members } from "../member/schema.ts";

/** The texts' versions the demo members accepted (the login site's defaults). */
const SEED_TEXT_VERSION = "2024-08-01";

/**
 * The registration consent of the seeded members, as the login site records it for a member who
 * registers there, so 隐私与授权 shows what each accepted and when. Idempotent.
 */
export async function seedPrivacy(db: Database): Promise<void> {
  const recorded = db.select({ memberId: registrationConsents.memberId }).from(registrationConsents);
  const missing = await db
    .select({ id: members.id, phone: members.phone, consentAt: members.consentAt })
    .from(members)
    // Only consenting members, in SQL: a scale seed's million members gave none.
    .where(and(isNotNull(members.consentAt), notInArray(members.id, recorded)));
  if (missing.length === 0) return;
  await db.insert(registrationConsents).values(
    missing.map((row) => ({
      memberId: row.id,
      phone: row.phone,
      userAgreementVersion: SEED_TEXT_VERSION,
      privacyPolicyVersion: SEED_TEXT_VERSION,
      ip: "127.0.0.1",
      consentedAt: row.consentAt ?? new Date(),
    })),
  );
}
