import { SHOP_SERVICE_CATEGORY_LABELS, type ShopServiceCategory } from "@cidp/domain";
import { eq } from "drizzle-orm";
import { plainText, rowSearchSource } from "../../platform/search/sources.ts";
import type { SitemapSource } from "../../platform/sitemap/repository.ts";
import { createShopServiceRepository } from "./repository.ts";
import { shopServices } from "./schema.ts";

/** Services on sale (已上架): the state index (state, updated_at, id) in order. */
export const serviceSitemapSource: SitemapSource = {
  table: shopServices,
  id: shopServices.id,
  lastmod: shopServices.updatedAt,
  where: eq(shopServices.state, "listed"),
};

/** Services on sale, found by title, category, area, content and seller, as soon as they are approved. */
export const serviceSearchSource = rowSearchSource(
  "service",
  (db, ids) => createShopServiceRepository(db).listedAmong(ids),
  ({ row: service, businessName: seller }) => {
    const category = SHOP_SERVICE_CATEGORY_LABELS[service.category as ShopServiceCategory] ?? "";
    return {
      refId: service.id,
      title: service.title,
      body: [category, service.serviceArea, seller, plainText(service.content), service.afterSales].filter(Boolean).join(" "),
      tags: [category],
      publishedAt: service.updatedAt,
    };
  },
);
