import { EQUIPMENT_TRADE_INFO, type EquipmentTrade, equipmentCategoryName } from "@cidp/domain";
import { eq } from "drizzle-orm";
import { rowSearchSource } from "../../platform/search/sources.ts";
import type { SitemapSource } from "../../platform/sitemap/repository.ts";
import { createEquipmentRepository } from "./equipment-repository.ts";
import { equipmentListings } from "./schema.ts";

/** Listings on the equipment market (已上架), with what a buyer types: machine, brand, model, place. */
export const equipmentSearchSource = rowSearchSource(
  "equipment",
  (db, ids) => createEquipmentRepository(db).listedAmong(ids),
  (row) => ({
    refId: row.id,
    title: row.title,
    body: [
      equipmentCategoryName(row.category),
      EQUIPMENT_TRADE_INFO[row.trade as EquipmentTrade]?.label,
      row.brand,
      row.model,
      `${row.year}年`,
      row.regionName,
      row.description,
    ]
      .filter(Boolean)
      .join(" "),
    publishedAt: row.updatedAt,
  }),
);

/** Listings on the equipment market: the market index (state, updated_at, id) in order. */
export const equipmentSitemapSource: SitemapSource = {
  table: equipmentListings,
  id: equipmentListings.id,
  lastmod: equipmentListings.updatedAt,
  where: eq(equipmentListings.state, "listed"),
};
