import type { ShopLayout } from "@cidp/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses } from "../../platform/member/schema.ts";
import { shopDecorations } from "./schema.ts";

export type DecorationRow = typeof shopDecorations.$inferSelect;

/** The shops' reads and writes: a business's decoration (draft and published copy) and whether it may have a public shop. */
export function createShopRepository(db: Database) {
  return {
    async decorationOf(businessId: number): Promise<DecorationRow | undefined> {
      const [row] = await db.select().from(shopDecorations).where(eq(shopDecorations.businessId, businessId));
      return row;
    },

    /** Only certified businesses show a shop to the public, and only they publish one. */
    async isCertified(businessId: number): Promise<boolean> {
      const [row] = await db.select({ state: businesses.certificationState }).from(businesses).where(eq(businesses.id, businessId));
      return row?.state === "certified";
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
