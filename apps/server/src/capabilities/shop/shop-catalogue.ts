import type { shopProductCardSchema, shopServiceCardSchema } from "@cidp/api-client/contract";
import type { z } from "zod";
import type { Database } from "../../db/database.ts";

export type ShopProductCard = z.infer<typeof shopProductCardSchema>;
export type ShopServiceCard = z.infer<typeof shopServiceCardSchema>;

/** Which of a business's listed items a section shows: the picked ones in their order, else the newest. */
export interface ShopPick {
  ids?: number[];
  limit: number;
}

/**
 * What a shop shows of the catalogue and the services a business sells. The shop module reads
 * them through this (composition/shop-catalogue.ts, wired in app.ts) rather than reaching into those modules' tables: only
 * listed items, of that business, ever come back.
 */
export interface ShopCatalogue {
  products(db: Database, businessId: number, pick: ShopPick): Promise<ShopProductCard[]>;
  services(db: Database, businessId: number, pick: ShopPick): Promise<ShopServiceCard[]>;
}
