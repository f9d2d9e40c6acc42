import type { ShopLayout } from "@cidp/domain";
import { index, integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import { businesses, members } from "../../platform/member/schema.ts";

/**
 * A business's shop decoration: the draft the member edits and previews, and the copy the public
 * shop shows since it was last published (null until then). Both are checked by the domain's
 * `checkShopLayout` before they are written.
 */
export const shopDecorations = pgTable(
  "shop_decoration",
  {
    businessId: integer("business_id")
      .primaryKey()
      .references(() => businesses.id, { onDelete: "cascade" }),
    draft: jsonb("draft").$type<ShopLayout>().notNull(),
    published: jsonb("published").$type<ShopLayout>(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedBy: integer("updated_by").references(() => members.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The shops' sitemap reads published shops in (published_at, business_id) order.
  (table) => [index("shop_decoration_published_idx").on(table.publishedAt, table.businessId)],
);
