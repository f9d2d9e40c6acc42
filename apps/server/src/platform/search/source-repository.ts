import { and, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { qualificationCertificates } from "../certification/schema.ts";
import { articles, navItems, servicePackages } from "../cms/schema.ts";
import { companyProfiles } from "../company/schema.ts";
import { businesses } from "../member/schema.ts";

/**
 * The reads of the platform's own search sources (sources.ts): among the ids the triggers queued,
 * the rows that may be found. A row left out (deleted, without content, not certified) leaves the index.
 */
export function createSearchSourceRepository(db: Database) {
  return {
    /** Articles (news, policies, knowledge): every one the CMS still has is published. */
    articlesAmong(ids: number[]) {
      return db.select().from(articles).where(inArray(articles.id, ids));
    },

    /** Navigation items that carry a page of content (the footer's help pages). */
    helpPagesAmong(ids: number[]) {
      return db
        .select()
        .from(navItems)
        .where(and(inArray(navItems.id, ids), ne(navItems.content, "")));
    },

    /** Service packages: every one the CMS has is on sale. */
    packagesAmong(ids: number[]) {
      return db.select().from(servicePackages).where(inArray(servicePackages.id, ids));
    },

    /** Certified businesses with their company profile, if they wrote one. */
    certifiedCompaniesAmong(ids: number[]) {
      return db
        .select({ business: businesses, profile: companyProfiles })
        .from(businesses)
        .leftJoin(companyProfiles, eq(companyProfiles.businessId, businesses.id))
        .where(and(inArray(businesses.id, ids), eq(businesses.certificationState, "certified")));
    },

    /** Reviewed qualification certificates with their company's name. */
    certifiedQualificationsAmong(ids: number[]) {
      return db
        .select({ certificate: qualificationCertificates, companyName: businesses.name })
        .from(qualificationCertificates)
        .innerJoin(businesses, eq(businesses.id, qualificationCertificates.businessId))
        .where(and(inArray(qualificationCertificates.id, ids), eq(qualificationCertificates.state, "certified")));
    },
  };
}
