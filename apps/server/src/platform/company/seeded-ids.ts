import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.ts";
import { businesses, members } from "../member/schema.ts";
import { companyProfiles } from "./schema.ts";

/** The id of each row that holds one of `keys` in the unique text column `key`, by key; a key no row holds is absent. */
async function idsByKey(db: Database, id: PgColumn, key: PgColumn, keys: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id, key })
    .from(key.table)
    .where(inArray(key, [...keys]));
  return new Map(rows.map((row) => [row.key as string, row.id as number]));
}

/** The ids of the businesses with these 统一社会信用代码, by code; a code no business holds is absent. */
export function businessIdsByCreditCode(db: Database, creditCodes: readonly string[]): Promise<Map<string, number>> {
  return idsByKey(db, businesses.id, businesses.creditCode, creditCodes);
}

/** The ids of the members with these phones, by phone; a phone no member holds is absent. */
export function memberIdsByPhone(db: Database, phones: readonly string[]): Promise<Map<string, number>> {
  return idsByKey(db, members.id, members.phone, phones);
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
