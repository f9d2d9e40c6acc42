import { eq } from "drizzle-orm";
import type { SitemapSource } from "../../platform/sitemap/repository.ts";
import { shopServices } from "./schema.ts";

/** Services on sale (已上架): the state index (state, updated_at, id) in order. */
export const serviceSitemapSource: SitemapSource = {
  table: shopServices,
  id: shopServices.id,
  lastmod: shopServices.updatedAt,
  where: eq(shopServices.state, "listed"),
};
