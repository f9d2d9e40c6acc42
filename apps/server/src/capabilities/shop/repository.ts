import type { ShopLayout } from "@cidp/domain";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses } from "../../platform/member/schema.ts";
import { shopDecorations } from "./schema.ts";

export type DecorationRow = typeof shopDecorations.$inferSelect;

/** The shops' reads and writes: a business's decoration (draft and published copy) and whether it may have a public shop. */
export function createShopRepository(db: Database) {
  return {
    /** The search's read: the published shops of certified businesses among these that staff have not hidden, with the business's name. */
    publishedShopsAmong(businessIds: number[]) {
      return db
        .select({
          businessId: shopDecorations.businessId,
          published: shopDecorations.published,
          publishedAt: shopDecorations.publishedAt,
          name: businesses.name,
        })
        .from(shopDecorations)
        .innerJoin(businesses, eq(businesses.id, shopDecorations.businessId))
        .where(
          and(
            inArray(shopDecorations.businessId, businessIds),
            isNotNull(shopDecorations.publishedAt),
            eq(businesses.certificationState, "certified"),
            isNull(businesses.shopHiddenAt),
          ),
        );
    },

    async decorationOf(businessId: number): Promise<DecorationRow | undefined> {
      const [row] = await db.select().from(shopDecorations).where(eq(shopDecorations.businessId, businessId));
      return row;
    },

    /**
     * Whether visitors may see the business's shop: `open`; `hidden` by platform staff (back office
     * 会员管理); or `uncertified` (also for a business that does not exist).
     */
    async publicStandingOf(businessId: number): Promise<"open" | "hidden" | "uncertified"> {
      const [row] = await db
        .select({ state: businesses.certificationState, hiddenAt: businesses.shopHiddenAt })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      if (row?.state !== "certified") return "uncertified";
      return row.hiddenAt ? "hidden" : "open";
    },

    /** Writes the draft (the public copy stays as it was), making the business's row on its first save. */
    async saveDraft(businessId: number, draft: ShopLayout, memberId: number, at: Date): Promise<void> {
      await db
        .insert(shopDecorations)
        .values({ businessId, draft, updatedBy: memberId, updatedAt: at })
        .onConflictDoUpdate({ target: shopDecorations.businessId, set: { draft, updatedBy: memberId, updatedAt: at } });
    },

    /** Makes `draft` the public copy, as of `at`. */
    async publish(businessId: number, draft: ShopLayout, memberId: number, at: Date): Promise<void> {
      await db
        .insert(shopDecorations)
        .values({ businessId, draft, published: draft, publishedAt: at, updatedBy: memberId, updatedAt: at })
        .onConflictDoUpdate({ target: shopDecorations.businessId, set: { published: draft, publishedAt: at, updatedBy: memberId, updatedAt: at } });
    },
  };
}
