import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { companyProfiles } from "../company/schema.ts";
import { businesses, memberships } from "../member/schema.ts";
import { ensureTemplates } from "./repository.ts";

/** A business as its founder registers it (the credit code checked by GB 32100, the district by GB/T 2260). */
export interface Founding {
  founderId: number;
  name: string;
  creditCode: string;
  legalRepresentative: string;
  companyType: string;
  regionCode: string;
  /** The district's full name, as company profiles keep it (吉林省长春市南关区). */
  region: string;
}

/** What a founding came to: the new business (and what `bind` made of it), or the business that holds the credit code already. */
export type FoundingOutcome<T> =
  | { ok: true; businessId: number; bound: T }
  | { ok: false; existing: { id: number; name: string; founderIsMember: boolean } | null };

/**
 * The tenant id of a business a member founds: its id, six digits as the platform's first rows
 * have them (business 1 is tenant 000001). The demo's seeded companies carry labels of their own.
 */
export const tenantIdOf = (businessId: number) => String(businessId).padStart(6, "0");

/**
 * The business whose credit code this is, and whether the member belongs to it; null when there is none.
 */
export async function businessHolding(runner: Database, creditCode: string, memberId: number) {
  const [row] = await runner
    .select({ id: businesses.id, name: businesses.name, memberId: memberships.memberId })
    .from(businesses)
    .leftJoin(memberships, and(eq(memberships.businessId, businesses.id), eq(memberships.memberId, memberId)))
    .where(eq(businesses.creditCode, creditCode))
    .limit(1);
  return row ? { id: row.id, name: row.name, founderIsMember: row.memberId !== null } : null;
}

/**
 * Founds a business in one transaction: the business (未认证, its tenant id), its profile (法定代表人
 * and region), the founder's membership as administrator, the template roles, and whatever `bind`
 * writes with them (the founder's session acting for it). Nothing of it exists unless all of it
 * does. The credit code's unique index decides between two foundings of one company at once:
 * the second inserts nothing and answers the business the first made, without a failed statement.
 */
export async function foundBusiness<T>(db: Database, founding: Founding, bind: (tx: Database, businessId: number) => Promise<T>): Promise<FoundingOutcome<T>> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(businesses)
      .values({
        name: founding.name,
        creditCode: founding.creditCode,
        companyType: founding.companyType,
        certificationState: "uncertified",
        // The id is known once the row is: the tenant id follows in the same transaction.
        tenantId: "",
        accountHeader: "",
      })
      .onConflictDoNothing({ target: businesses.creditCode })
      .returning({ id: businesses.id });
    if (!created) return { ok: false as const, existing: await businessHolding(tx, founding.creditCode, founding.founderId) };
    const businessId = created.id;
    await tx
      .update(businesses)
      .set({ tenantId: tenantIdOf(businessId) })
      .where(eq(businesses.id, businessId));
    await tx.insert(companyProfiles).values({
      businessId,
      region: founding.region,
      regionCode: founding.regionCode,
      legalRepresentative: founding.legalRepresentative,
    });
    // The founder administers it: the membership's role, which the 管理员 template role stands for.
    await tx.insert(memberships).values({ memberId: founding.founderId, businessId, role: "admin" });
    await ensureTemplates(tx, businessId);
    return { ok: true as const, businessId, bound: await bind(tx, businessId) };
  });
}
