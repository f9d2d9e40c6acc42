import { lookAheadCap } from "@cidp/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { cappedCount, pageLimit, pageOffset, reachablePages } from "../../db/paging.ts";
import { qualificationCertificates } from "../certification/schema.ts";
import { dictEntries } from "../cms/schema.ts";
import { firstAdminOrder } from "../member/member-order.ts";
import { businesses, memberships } from "../member/schema.ts";
import { type DirectoryFilter, directoryListing } from "./directory-listing.ts";

export type { DirectoryFilter };

import { companyProfiles } from "./schema.ts";

/** The dictionary of company labels (spec §7 home content: business_label). */
export const BUSINESS_LABEL_DICT = "business_label";

/** The public profile as stored; `contactMemberId` is turned into a chat-user id by the routes. */
export interface StoredCompanyProfile {
  id: number;
  name: string;
  companyType: string;
  certificationState: string;
  industry: string | null;
  labels: string | null;
  region: string | null;
  address: string | null;
  registeredCapitalWan: number | null;
  foundedOn: string | null;
  introduction: string | null;
  contactMemberId: number | null;
  /** When staff hid its shop from visitors (back office); null when shown. */
  shopHiddenAt: Date | null;
}

/** Reads of the company showcase. Only public columns are selected: never phone, credit code or tenant. */
export function createCompanyRepository(db: Database) {
  return {
    async profile(id: number): Promise<StoredCompanyProfile | null> {
      // The contact is the business's first admin, else its first member (as the chat's 联系 does).
      const contact = db
        .select({ memberId: memberships.memberId })
        .from(memberships)
        .where(eq(memberships.businessId, businesses.id))
        .orderBy(...firstAdminOrder)
        .limit(1);
      const [row] = await db
        .select({
          id: businesses.id,
          name: businesses.name,
          companyType: businesses.companyType,
          certificationState: businesses.certificationState,
          industry: companyProfiles.industry,
          labels: companyProfiles.labels,
          region: companyProfiles.region,
          address: companyProfiles.address,
          registeredCapitalWan: companyProfiles.registeredCapitalWan,
          foundedOn: companyProfiles.foundedOn,
          introduction: companyProfiles.introduction,
          contactMemberId: sql<number | null>`(${contact})`,
          shopHiddenAt: businesses.shopHiddenAt,
        })
        .from(businesses)
        .leftJoin(companyProfiles, eq(companyProfiles.businessId, businesses.id))
        .where(eq(businesses.id, id))
        .limit(1);
      return row ? { ...row, contactMemberId: row.contactMemberId === null ? null : Number(row.contactMemberId) } : null;
    },

    /**
     * Certified companies by region prefix, side and a reviewed certificate's category and grade,
     * by name; the page depth is bounded like every list, the count looks ten pages ahead (paging.ts).
     */
    async directory(filter: DirectoryFilter, current: number, size: number) {
      const listed = directoryListing(db, filter);
      const total = await cappedCount(db, listed.matches, lookAheadCap(current, size));
      const offset = pageOffset(current, size);
      if (offset === null || offset >= total) return { rows: [], certificates: [], total, pages: reachablePages(total, size) };
      // A deferred join: the page's ids are read by offset from the listing's index alone (a
      // deep page walks index entries, not rows), then only those ten companies are read.
      const page = listed.page(pageLimit(offset, size), offset);
      const rows = await db
        .select({
          id: businesses.id,
          name: businesses.name,
          companyType: businesses.companyType,
          industry: companyProfiles.industry,
          region: companyProfiles.region,
          labels: companyProfiles.labels,
        })
        .from(page)
        .innerJoin(businesses, eq(businesses.id, page.businessId))
        .innerJoin(companyProfiles, eq(companyProfiles.businessId, page.businessId))
        .orderBy(asc(page.name), asc(page.businessId));
      const certificates = rows.length ? await this.certificates(rows.map((r) => r.id)) : [];
      return { rows, certificates, total, pages: reachablePages(total, size) };
    },

    /** The reviewed certificates of some companies, highest grade first. */
    certificates(businessIds: number[]) {
      return db
        .select()
        .from(qualificationCertificates)
        .where(and(inArray(qualificationCertificates.businessId, businessIds), eq(qualificationCertificates.state, "certified")))
        .orderBy(asc(qualificationCertificates.businessId), asc(qualificationCertificates.id));
    },

    /** One reviewed certificate with its company's name. */
    async certificate(id: number) {
      const [row] = await db
        .select({ q: qualificationCertificates, companyName: businesses.name })
        .from(qualificationCertificates)
        .innerJoin(businesses, eq(businesses.id, qualificationCertificates.businessId))
        .where(and(eq(qualificationCertificates.id, id), eq(qualificationCertificates.state, "certified")));
      return row ?? null;
    },

    /** The display texts of the business_label dictionary, by key. */
    async labelTexts(): Promise<Map<string, string>> {
      const rows = await db
        .select({ key: dictEntries.dictKey, value: dictEntries.dictValue })
        .from(dictEntries)
        .where(eq(dictEntries.code, BUSINESS_LABEL_DICT));
      return new Map(rows.map((row) => [row.key, row.value]));
    },
  };
}
