import { sql } from "drizzle-orm";
import { regionNameOf } from "../../http/regions.ts";
import { rowSearchSource, type SearchSource } from "../../platform/search/sources.ts";
import type { SitemapSource } from "../../platform/sitemap/repository.ts";
import { createLegalServicesRepository } from "./repository.ts";
import { lawyers } from "./schema.ts";

/** The lawyers of the 法律服务 area, by name, firm, specialty, city and what they write of themselves. */
export const lawyerSearchSource = rowSearchSource(
  "lawyer",
  (db, ids) => createLegalServicesRepository(db).lawyersAmong(ids),
  ({ lawyer, name, firmName }) => ({
    refId: lawyer.id,
    title: `${name ?? ""}律师 · ${firmName}`,
    body: [lawyer.specialties.join(" "), regionNameOf(lawyer.regionCode), lawyer.introduction, ...lawyer.cases, lawyer.feeNote].filter(Boolean).join(" "),
    tags: lawyer.specialties,
    publishedAt: lawyer.createdAt,
  }),
);

/**
 * The law firms (律所) of the 法律服务 area: a firm is the business its listed lawyers practise at,
 * found by its name, its lawyers' names, specialties and cities. Its hit opens the lawyer list
 * narrowed to the firm; a firm without listed lawyers leaves the index.
 */
export const lawFirmSearchSource: SearchSource = {
  name: "lawFirm",
  async load(db, ids) {
    const rows = await createLegalServicesRepository(db).lawyersOfFirmsAmong(ids);
    const firms = new Map<number, typeof rows>();
    for (const row of rows) firms.set(row.lawyer.businessId, [...(firms.get(row.lawyer.businessId) ?? []), row]);
    return [...firms].map(([businessId, listed]) => {
      const specialties = [...new Set(listed.flatMap(({ lawyer }) => lawyer.specialties))];
      const cities = [...new Set(listed.map(({ lawyer }) => regionNameOf(lawyer.regionCode)))];
      return {
        refId: businessId,
        kind: "lawFirm" as const,
        title: listed[0]?.firmName ?? "",
        body: [`${listed.length}位律师`, listed.map(({ name }) => `${name ?? ""}律师`).join(" "), cities.join(" "), specialties.join(" ")].join(" "),
        tags: specialties,
        publishedAt: new Date(Math.min(...listed.map(({ lawyer }) => lawyer.createdAt.getTime()))),
      };
    });
  },
};

/** Every lawyer's profile (the lawyer list's `?id=`): all listed lawyers are public. */
export const lawyerSitemapSource: SitemapSource = {
  table: lawyers,
  id: lawyers.id,
  lastmod: lawyers.createdAt,
  where: sql`true`,
};
