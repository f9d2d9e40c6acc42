import { VIP_RECOMMENDED_MAX } from "@cidp/api-client/contract";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { companyProfiles } from "../../platform/company/schema.ts";
import { companyLogoUrl } from "../../platform/media/company-logos.ts";
import { businesses } from "../../platform/member/schema.ts";
import { runningAt } from "./running-period.ts";
import { vipGrants, vipPlans } from "./schema.ts";

/** The plans recommended at each place: the home page's plans are in the directory too. */
const PLANS_AT = { directory: ["directory", "home"], home: ["home"] } as const;

/**
 * 推荐位: the certified businesses whose period running at `at` is of a plan recommended at
 * `place`, the latest to start first (a new member is seen), at most VIP_RECOMMENDED_MAX. Periods
 * do not overlap, so a business appears once. Read along vip_grant_business_idx per business: the
 * grants are the VIP orders, a few per VIP business.
 */
export async function recommendedCompanies(db: Database, place: keyof typeof PLANS_AT, at: Date) {
  const rows = await db
    .select({ id: businesses.id, name: businesses.name, industry: companyProfiles.industry, region: companyProfiles.region })
    .from(vipGrants)
    .innerJoin(vipPlans, eq(vipPlans.id, vipGrants.planId))
    .innerJoin(businesses, eq(businesses.id, vipGrants.businessId))
    .leftJoin(companyProfiles, eq(companyProfiles.businessId, businesses.id))
    .where(and(runningAt(at), inArray(vipPlans.recommendedIn, [...PLANS_AT[place]]), eq(businesses.certificationState, "certified")))
    .orderBy(desc(vipGrants.startsAt), desc(vipGrants.id))
    .limit(VIP_RECOMMENDED_MAX);
  return rows.map((row) => ({ id: row.id, name: row.name, logoUrl: companyLogoUrl(row.name), industry: row.industry ?? "", region: row.region ?? "" }));
}
