import type { Database } from "../../db/database.ts";
import { notYetStored } from "../../db/not-yet-stored.ts";
import { businessIdsByCreditCode, memberIdsByPhone } from "../../platform/company/seeded-ids.ts";
import { hashPassword } from "../../platform/member/password.ts";
import { businesses, members, memberships } from "../../platform/member/schema.ts";
import { lawFirms, seededLawyers } from "./lawyers.data.ts";
import { seededNeeds } from "./needs.data.ts";
import { lawyers, serviceNeeds } from "./schema.ts";

/** The demo password of every seeded account. */
const DEMO_PASSWORD = "Demo@123456";

/**
 * Law firms, their lawyers (member accounts, admin of their firm's business for the first of each
 * firm) and the needs cases. Idempotent: rows are keyed by credit code, phone, licence and seed key.
 */
export async function seedLegalServices(db: Database): Promise<void> {
  // Not certified as construction companies: a law firm stays out of the company directory,
  // search and sitemap (it has no company profile); its public face is its lawyers' profiles.
  await db
    .insert(businesses)
    .values(
      lawFirms.map((firm, i) => ({
        name: firm.name,
        creditCode: firm.creditCode,
        companyType: "supply",
        certificationState: "uncertified",
        tenantId: `0031${String(i + 1).padStart(2, "0")}`,
      })),
    )
    .onConflictDoNothing({ target: businesses.creditCode });
  const phones = seededLawyers.map((l) => l.phone);
  const missing = await notYetStored(db, members.phone, seededLawyers, (l) => l.phone);
  if (missing.length > 0) {
    // One hash for all of them: scrypt is slow on purpose, and the seed runs for every test database.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(members)
      .values(missing.map((l) => ({ phone: l.phone, realName: l.name, passwordHash, consentAt: new Date(), avatar: l.photoUrl })))
      .onConflictDoNothing({ target: members.phone });
  }
  const memberIds = await memberIdsByPhone(db, phones);
  const firmIds = await businessIdsByCreditCode(
    db,
    lawFirms.map((f) => f.creditCode),
  );
  const firstOfFirm = new Set(lawFirms.map((firm) => seededLawyers.find((l) => l.firmCreditCode === firm.creditCode)?.phone));
  const rows = seededLawyers.flatMap((l) => {
    const memberId = memberIds.get(l.phone);
    const businessId = firmIds.get(l.firmCreditCode);
    return memberId && businessId ? [{ lawyer: l, memberId, businessId }] : [];
  });
  await db
    .insert(memberships)
    .values(rows.map(({ lawyer, memberId, businessId }) => ({ memberId, businessId, role: firstOfFirm.has(lawyer.phone) ? "admin" : "member" })))
    .onConflictDoNothing();
  await db
    .insert(lawyers)
    .values(
      rows.map(({ lawyer, memberId, businessId }) => ({
        memberId,
        businessId,
        licenseNo: lawyer.licenseNo,
        practiceSince: lawyer.since,
        specialties: lawyer.specialties,
        regionCode: lawyer.regionCode,
        photoUrl: lawyer.photoUrl,
        introduction: lawyer.intro,
        cases: lawyer.cases,
        caseCount: lawyer.caseCount,
        ratingTenths: lawyer.rating,
        feeNote: lawyer.fee,
        featured: lawyer.featured,
      })),
    )
    .onConflictDoNothing({ target: lawyers.memberId });
  await db.insert(serviceNeeds).values(seededNeeds()).onConflictDoNothing({ target: serviceNeeds.seedKey });
}
