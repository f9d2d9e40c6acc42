import { and, exists, isNotNull, type SQL, sql } from "drizzle-orm";
import { businesses } from "../../platform/member/schema.ts";
import type { SitemapSource } from "../../platform/sitemap/repository.ts";
import { shopDecorations } from "./schema.ts";

/** Published shops of certified businesses (a shop's page is its PC layout). */
export const shopSitemapSource: SitemapSource = {
  table: shopDecorations,
  id: shopDecorations.businessId,
  lastmod: shopDecorations.publishedAt,
  where: and(
    isNotNull(shopDecorations.publishedAt),
    exists(sql`(select 1 from ${businesses} where ${businesses.id} = ${shopDecorations.businessId} and ${businesses.certificationState} = 'certified')`),
  ) as SQL,
};
