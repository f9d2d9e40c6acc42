/** The two sides of the marketplace (spec §3): demand ('require') and supply. */
export const CompanyType = { require: "require", supply: "supply" } as const;

/** A side of the marketplace. */
export type CompanyType = (typeof CompanyType)[keyof typeof CompanyType];

/** The side a value names; anything empty or unknown is the default, 'require'. */
export function normalizeCompanyType(value: string | null | undefined): CompanyType {
  return value === CompanyType.supply ? CompanyType.supply : CompanyType.require;
}

/** The other side: require ↔ supply; an empty or unset value becomes 'require' (spec §4). */
export function toggleCompanyType(value: string | null | undefined): CompanyType {
  if (value === CompanyType.require) return CompanyType.supply;
  if (value === CompanyType.supply) return CompanyType.require;
  return CompanyType.require;
}
