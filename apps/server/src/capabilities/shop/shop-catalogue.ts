import type { shopProductCardSchema, shopServiceCardSchema } from "@cidp/api-client/contract";
import type { z } from "zod";
import type { Database } from "../../db/database.ts";
import { listedProductsOf } from "../catalogue/shop-products.ts";
import { listedServicesOf } from "../shop-service/shop-services.ts";

export type ShopProductCard = z.infer<typeof shopProductCardSchema>;
export type ShopServiceCard = z.infer<typeof shopServiceCardSchema>;

/** Which of a business's listed items a section shows: the picked ones in their order, else the newest. */
export interface ShopPick {
  ids?: number[];
  limit: number;
}

/**
 * What a shop shows of the catalogue and the services a business sells. The shop module reads
 * them through this (wired in app.ts) rather than reaching into those modules' tables: only
 * listed items, of that business, ever come back.
 */
export interface ShopCatalogue {
  products(db: Database, businessId: number, pick: ShopPick): Promise<ShopProductCard[]>;
  services(db: Database, businessId: number, pick: ShopPick): Promise<ShopServiceCard[]>;
}

/** The platform's own: the building-material catalogue and the services companies sell. */
export const platformShopCatalogue: ShopCatalogue = { products: listedProductsOf, services: listedServicesOf };
