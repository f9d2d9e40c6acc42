import { LABOR_KIND_LABELS, type LaborKind } from "@cidp/domain";
import { eq } from "drizzle-orm";
import { regionNameOf } from "../../http/regions.ts";
import { rowSearchSource } from "../../platform/search/sources.ts";
import type { SitemapSource } from "../../platform/sitemap/repository.ts";
import { createLaborRepository } from "./labor-repository.ts";
import { laborListings } from "./schema.ts";

/** Published labor teams and demands, with what a site manager types: trade, kind, city, company. */
export const laborSearchSource = rowSearchSource(
  "labor",
  (db, ids) => createLaborRepository(db).publishedAmong(ids),
  ({ row: listing, businessName: company }) => ({
    refId: listing.id,
    title: listing.title,
    // 实名 counts only: the workers' ID numbers never reach this table, let alone the index.
    body: [listing.trade, LABOR_KIND_LABELS[listing.kind as LaborKind], regionNameOf(listing.regionCode), company, listing.description]
      .filter(Boolean)
      .join(" "),
    publishedAt: listing.createdAt,
  }),
);

/** Published labor teams and demands: the public index (state, id) in order. */
export const laborSitemapSource: SitemapSource = {
  table: laborListings,
  id: laborListings.id,
  lastmod: laborListings.createdAt,
  where: eq(laborListings.state, "published"),
};
