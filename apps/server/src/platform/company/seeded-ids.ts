import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses, members } from "../member/schema.ts";
import { companyProfiles } from "./schema.ts";

/** The ids of the businesses with these 统一社会信用代码, by code; a code no business holds is absent. */
export async function businessIdsByCreditCode(db: Database, creditCodes: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: businesses.id, creditCode: businesses.creditCode })
    .from(businesses)
    .where(inArray(businesses.creditCode, [...creditCodes]));
  return new Map(rows.map((row) => [row.creditCode, row.id]));
}

/** The ids of the members with these phones, by phone; a phone no member holds is absent. */
export async function memberIdsByPhone(db: Database, phones: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: members.id, phone: members.phone })
    .from(members)
    .where(inArray(members.phone, [...phones]));
  return new Map(rows.map((row) => [row.phone, row.id]));
}

/**
 * The certified 钢结构 and 建材贸易 supply companies the company directory seeds (tenant ids from
 * 100100), in tenant order: the trades that quote and bid on the demo material sheets and tenders.
 */
export function directoryMaterialSuppliers(db: Database) {
  return db
    .select({ id: businesses.id, industry: companyProfiles.industry })
    .from(businesses)
    .innerJoin(companyProfiles, eq(companyProfiles.businessId, businesses.id))
    .where(
      and(
        eq(businesses.companyType, "supply"),
        eq(businesses.certificationState, "certified"),
        gte(businesses.tenantId, "100100"),
        inArray(companyProfiles.industry, ["钢结构工程", "建材贸易"]),
      ),
    )
    .orderBy(asc(businesses.tenantId));
}
