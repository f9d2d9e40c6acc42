import type { ProjectMatch } from "@cidp/domain";
import { matchProject } from "@cidp/domain";
import { regionNameOf } from "../../http/regions.ts";

/** What matching knows of a company: its district and its reviewed, unexpired certificates. */
export interface CompanyFit {
  regionCode: string;
  regionName: string;
  qualifications: { category: string; grade: string }[];
}

/**
 * The fit of several businesses at once, by id, from their profiles and certificates (a business
 * without a profile fits by certificates only; one with neither fits with nothing).
 */
export function companyFitsOf(
  businessIds: readonly number[],
  profiles: readonly { id: number; regionCode: string; region: string }[],
  certificates: readonly { id: number; name: string; level: string }[],
): Map<number, CompanyFit> {
  const fits = new Map<number, CompanyFit>();
  for (const id of businessIds) fits.set(id, { regionCode: "", regionName: "", qualifications: [] });
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
