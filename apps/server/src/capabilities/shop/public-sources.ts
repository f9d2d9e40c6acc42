import { and, exists, isNotNull, type SQL, sql } from "drizzle-orm";
import { businesses } from "../../platform/member/schema.ts";
import { rowSearchSource } from "../../platform/search/sources.ts";
import type { SitemapSource } from "../../platform/sitemap/repository.ts";
import { createShopRepository } from "./repository.ts";
import { shopDecorations } from "./schema.ts";

/** Published shops of certified businesses that staff have not hidden (a shop's page is its PC layout). */
export const shopSitemapSource: SitemapSource = {
  table: shopDecorations,
  id: shopDecorations.businessId,
  lastmod: shopDecorations.publishedAt,
  where: and(
    isNotNull(shopDecorations.publishedAt),
    exists(
      sql`(select 1 from ${businesses} where ${businesses.id} = ${shopDecorations.businessId} and ${businesses.certificationState} = 'certified' and ${businesses.shopHiddenAt} is null)`,
    ),
  ) as SQL,
};

/** Published shops (not hidden by staff), by the company's name, the shop's slogan and its 关于我们. */
export const shopSearchSource = rowSearchSource(
  "shop",
  (db, ids) => createShopRepository(db).publishedShopsAmong(ids),
  (shop) => ({
    refId: shop.businessId,
    title: `${shop.name}的店铺`,
    body: [shop.published?.slogan, shop.published?.about].filter(Boolean).join(" "),
    publishedAt: shop.publishedAt ?? new Date(0),
  }),
);
