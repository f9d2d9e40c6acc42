import { PRODUCT_CATEGORIES, productCategoryGroupOf, productKindsOf } from "@cidp/domain";
import type { ProductRepository, ProductRow } from "./product-repository.ts";
import type { createProductViews } from "./product-views.ts";

/** At most this many listed products are read, and this many shown per supplier. */
const READ_LIMIT = 400;
const SAMPLES = 3;

/**
 * The certified companies a business can source from: other businesses with 已上架 products in the
 * category groups of its own catalogue (every group when it has none yet), most products first.
 */
export async function suppliersOf(repository: ProductRepository, views: ReturnType<typeof createProductViews>, businessId: number) {
  const own = await repository.kindsOf(businessId);
  const groups = new Set(own.flatMap((kind) => productCategoryGroupOf(kind) ?? []));
  const wanted = (groups.size > 0 ? [...groups] : PRODUCT_CATEGORIES.map((g) => g.code)).flatMap(productKindsOf);
  const offered = await repository.listedByOthers(wanted, businessId, READ_LIMIT);
  const bySupplier = new Map<number, ProductRow[]>();
  for (const product of offered) bySupplier.set(product.businessId, [...(bySupplier.get(product.businessId) ?? []), product]);
  const ranked = [...bySupplier.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0]);
  return Promise.all(
    ranked.map(async ([supplierId, products]) => {
      const samples = await views.cards(products.slice(0, SAMPLES));
      const names = new Set(products.map((p) => PRODUCT_CATEGORIES.find((g) => g.code === productCategoryGroupOf(p.category))?.name ?? ""));
      return { businessId: supplierId, name: samples[0]?.businessName ?? "", categories: [...names].filter(Boolean), productCount: products.length, samples };
    }),
  );
}
