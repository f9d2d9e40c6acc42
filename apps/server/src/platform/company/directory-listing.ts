import { and, asc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { companyDirectoryEntries, companyDirectoryQualifications } from "./schema.ts";

/** What the directory filters by; each is optional. */
export interface DirectoryFilter {
  /** The first digits of a GB/T 2260 code: 4 for a city, 6 for a district. */
  regionPrefix?: string;
  companyType?: "require" | "supply";
  category?: string;
  grade?: string;
}

const entries = companyDirectoryEntries;
const held = companyDirectoryQualifications;

/**
 * The region condition on the directory's read table: a city is its own column, a district too,
 * each the first column of an index in name order. Any other length (not asked by the portal) is
 * the range of district codes the prefix starts.
 */
function regionCondition(prefix: string): SQL {
  if (prefix.length === 4) return eq(entries.cityCode, prefix);
  if (prefix.length === 6) return eq(entries.districtCode, prefix);
  const next = String(Number(prefix) + 1).padStart(prefix.length, "0");
  const from = gte(entries.districtCode, prefix);
  return next.length === prefix.length ? (and(from, lt(entries.districtCode, next)) ?? from) : from;
}

/**
 * Where the directory's matches are read, in name order, for a filter: the listed companies
 * (company_directory_entry), or — with a 资质 filter — the holders of that category and grade
 * (company_directory_qualification), joined to the entries only when a region or side narrows
 * them further. Either way the first filter is the start of an index range in (name, id) order:
 * `matches` selects them unordered (for the capped count), `page` a page's ids and names in order.
 */
export function directoryListing(db: Database, filter: DirectoryFilter) {
  const entryConditions: SQL[] = [];
  if (filter.regionPrefix) entryConditions.push(regionCondition(filter.regionPrefix));
  if (filter.companyType) entryConditions.push(eq(entries.companyType, filter.companyType));
  if (!filter.category && !filter.grade) {
    const where = entryConditions.length > 0 ? and(...entryConditions) : undefined;
    const select = () => db.select({ businessId: entries.businessId, name: entries.name }).from(entries).where(where);
    return {
      matches: select(),
      page: (limit: number, offset: number) => select().orderBy(asc(entries.name), asc(entries.businessId)).limit(limit).offset(offset).as("directory_page"),
    };
  }
  // "" stands for "any": the rows that answer a category alone or a grade alone.
  const where = and(eq(held.category, filter.category ?? ""), eq(held.grade, filter.grade ?? ""), ...entryConditions);
  const select = () => {
    const query = db.select({ businessId: held.businessId, name: held.name }).from(held).$dynamic();
    return (entryConditions.length > 0 ? query.innerJoin(entries, eq(entries.businessId, held.businessId)) : query).where(where);
  };
  return {
    matches: select(),
    page: (limit: number, offset: number) => select().orderBy(asc(held.name), asc(held.businessId)).limit(limit).offset(offset).as("directory_page"),
  };
}
