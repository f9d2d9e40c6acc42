import { productCategoryPath, productPriceText } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { productDetailPath } from "./product-links.ts";
import { createProductRepository } from "./product-repository.ts";
import { priceOf } from "./product-views.ts";

/** A product as a shop front shows it. */
export interface ShopProductCard {
  id: number;
  name: string;
  /** 钢材 › 螺纹钢 */
  category: string;
  brand: string;
  model: string;
  unit: string;
  /** ¥4,150.00/吨, or ¥4,050.00/吨 起 for tiered prices. */
  priceText: string;
  /** A public image address usable in an `<img>`, "" when the product has no photo to show. */
  coverUrl: string;
  /** The public product page. */
  detailPath: string;
}

/**
 * The 已上架 products of one business for its shop: the given `ids` in that order (others' and
 * unlisted ones left out), else the newest; at most `limit`. Covers are the addresses kept with
 * each photo (a seeded picture's, or an upload's lasting public link written when it was saved).
 */
export async function listedProductsOf(db: Database, businessId: number, options: { ids?: number[]; limit: number }): Promise<ShopProductCard[]> {
  const limit = Math.max(0, Math.min(options.limit, 200));
  if (limit === 0 || (options.ids && options.ids.length === 0)) return [];
  const rows = await createProductRepository(db).listedOfBusiness(businessId, { ids: options.ids, limit });
  const ordered = options.ids ? options.ids.flatMap((id) => rows.filter((row) => row.id === id)).filter((row, index, all) => all.indexOf(row) === index) : rows;
  return ordered.slice(0, limit).map((row) => ({
    id: row.id,
    name: row.name,
    category: productCategoryPath(row.category) ?? row.category,
    brand: row.brand,
    model: row.model,
    unit: row.unit,
    priceText: productPriceText(priceOf(row), row.unit),
    coverUrl: row.photos[0]?.url ?? "",
    detailPath: productDetailPath(row.id),
  }));
}
