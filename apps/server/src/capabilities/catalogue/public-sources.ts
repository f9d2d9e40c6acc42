import { productCategoryPath } from "@cidp/domain";
import { eq } from "drizzle-orm";
import { plainText, rowSearchSource } from "../../platform/search/sources.ts";
import type { SitemapSource } from "../../platform/sitemap/repository.ts";
import { createProductRepository } from "./product-repository.ts";
import { catalogueProducts } from "./schema.ts";

/** 已上架 building-material products, with what a buyer types: kind, brand, model, standard, company. */
export const productSearchSource = rowSearchSource(
  "product",
  (db, ids) => createProductRepository(db).listedAmong(ids),
  ({ row: product, businessName: company }) => ({
    refId: product.id,
    title: product.name,
    body: [productCategoryPath(product.category), product.brand, product.model, product.standard, product.region, company, plainText(product.description)]
      .filter(Boolean)
      .join(" "),
    publishedAt: product.updatedAt,
  }),
);

/** 已上架 building-material products: the state index (state, updated_at, id) in order. */
export const productSitemapSource: SitemapSource = {
  table: catalogueProducts,
  id: catalogueProducts.id,
  lastmod: catalogueProducts.updatedAt,
  where: eq(catalogueProducts.state, "listed"),
};
