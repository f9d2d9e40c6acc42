import type { ProjectMatch } from "@cidp/domain";
import { matchProject } from "@cidp/domain";
import { and, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { regionNameOf } from "../../http/regions.ts";
import { qualificationCertificates } from "../../platform/certification/schema.ts";
import { companyProfiles } from "../../platform/company/schema.ts";

/** What matching knows of a company: its district and its reviewed, unexpired certificates. */
export interface CompanyFit {
  regionCode: string;
  regionName: string;
  qualifications: { category: string; grade: string }[];
}

/** The fit of several businesses at once, by id (a business without a profile fits by certificates only). */
export async function companyFits(db: Database, businessIds: readonly number[], today: string): Promise<Map<number, CompanyFit>> {
  const fits = new Map<number, CompanyFit>();
  if (businessIds.length === 0) return fits;
  const ids = [...new Set(businessIds)];
  const [profiles, certificates] = await Promise.all([
    db
      .select({ id: companyProfiles.businessId, regionCode: companyProfiles.regionCode, region: companyProfiles.region })
      .from(companyProfiles)
      .where(inArray(companyProfiles.businessId, ids)),
    db
      .select({ id: qualificationCertificates.businessId, name: qualificationCertificates.name, level: qualificationCertificates.level })
      .from(qualificationCertificates)
      .where(
        and(
          inArray(qualificationCertificates.businessId, ids),
          eq(qualificationCertificates.state, "certified"),
          gte(qualificationCertificates.validUntil, today),
        ),
      ),
  ]);
  for (const id of ids) fits.set(id, { regionCode: "", regionName: "", qualifications: [] });
  for (const p of profiles) {
    const fit = fits.get(p.id);
    if (fit) Object.assign(fit, { regionCode: p.regionCode, regionName: p.region || regionNameOf(p.regionCode) });
  }
  for (const c of certificates) fits.get(c.id)?.qualifications.push({ category: c.name, grade: c.level });
  return fits;
}

/** The match of a company against a project row. */
export function fitOf(project: { regionCode: string; category: string; requiredGrade: string }, fit: CompanyFit | undefined): ProjectMatch {
  return matchProject(project, fit ?? { regionCode: "", qualifications: [] });
}
