import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { dictEntries } from "../cms/schema.ts";
import { businesses, memberships } from "../member/schema.ts";
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
        .orderBy(sql`case when ${memberships.role} = 'admin' then 0 else 1 end`, asc(memberships.createdAt))
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
        })
        .from(businesses)
        .leftJoin(companyProfiles, eq(companyProfiles.businessId, businesses.id))
        .where(eq(businesses.id, id))
        .limit(1);
      return row ? { ...row, contactMemberId: row.contactMemberId === null ? null : Number(row.contactMemberId) } : null;
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
