import { type ProductState, productCategoryGroupOf } from "@cidp/domain";
import { and, asc, count, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { pictureUrl } from "../../platform/media/media-catalogue.ts";
import { businesses, memberships } from "../../platform/member/schema.ts";
import { productPicture } from "./product-pictures.ts";
import { catalogueProducts, type ProductTier } from "./schema.ts";
import { SEED_PRODUCTS, type SeedProduct } from "./seed-products.data.ts";

/** The category groups each kind of supplier sells, by a word of its name. */
const specialties: [word: string, groups: string[]][] = [
  ["钢结构", ["steel", "hardware", "doors"]],
  ["装饰工程", ["decoration", "doors", "waterproof"]],
  ["建材贸易", ["cement", "concrete", "aggregate", "pipe", "cable", "waterproof", "steel"]],
  // 吉林宏远 runs its own batching plant and sells its surplus concrete and aggregate.
  ["宏远建设", ["concrete", "aggregate"]],
];

/** The demo companies the journeys use first, then the directory's suppliers, oldest first. */
async function sellers(db: Database) {
  const rows = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(and(eq(businesses.certificationState, "certified"), or(...specialties.map(([word]) => sql`${businesses.name} like ${`%${word}%`}`))))
    .orderBy(asc(businesses.id));
  return rows.map((row) => ({ ...row, groups: specialties.find(([word]) => row.name.includes(word))?.[1] ?? [] }));
}

/** Tiers below a best price: the first at 起订量, then ×10 and ×50 of it, each a step cheaper. */
function tiersOf(product: SeedProduct): ProductTier[] {
  const best = Math.round(product.yuan * 100);
  const step = Math.max(1, Math.round(best * 0.015));
  return [
    { minQty: product.moq, priceFen: best + 2 * step },
    { minQty: product.moq * 10, priceFen: best + step },
    { minQty: product.moq * 50, priceFen: best },
  ];
}

/** Most products are on the market; every ninth waits for review, a few are drafts or delisted. */
function stateOf(index: number): ProductState {
  if (index % 9 === 4) return "reviewing";
  if (index % 13 === 7) return "draft";
  if (index % 17 === 11) return "delisted";
  return "listed";
}

/**
 * Seeds the product catalogue once: the 64 products of the seed data spread over the certified
 * suppliers by their trade (each product goes to the next company that sells its group), with the
 * group's picture, tiered prices where the trade gives volume discounts, and mixed states.
 */
export async function seedCatalogue(db: Database, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(catalogueProducts);
  if ((existing?.n ?? 0) > 0) return;
  const companies = await sellers(db);
  const members = await db
    .select({ businessId: memberships.businessId, memberId: memberships.memberId, role: memberships.role })
    .from(memberships)
    .orderBy(asc(memberships.createdAt));
  // Each business's first administrator, else its first member.
  const publisher = new Map<number, (typeof members)[number]>();
  for (const m of members) {
    const seen = publisher.get(m.businessId);
    if (!seen || (m.role === "admin" && seen.role !== "admin")) publisher.set(m.businessId, m);
  }
  // Directory companies have no members yet: their products name the platform's first member as
  // the publisher (only the review's notice uses it, and seeded products are already reviewed).
  const fallback = members[0]?.memberId;
  if (companies.length === 0 || fallback === undefined) return;
  const turns = new Map<string, number>();
  const rows = SEED_PRODUCTS.flatMap((product, index) => {
    const group = productCategoryGroupOf(product.kind) ?? "";
    const candidates = companies.filter((c) => c.groups.includes(group));
    const turn = turns.get(group) ?? 0;
    turns.set(group, turn + 1);
    const seller = candidates[turn % Math.max(1, candidates.length)];
    if (!seller) return [];
    const tiers = product.tiered ? tiersOf(product) : [];
    const at = new Date(now.getTime() - (SEED_PRODUCTS.length - index) * 5 * 3_600_000);
    const state = stateOf(index);
    return [
      {
        businessId: seller.id,
        createdBy: publisher.get(seller.id)?.memberId ?? fallback,
        name: product.name,
        category: product.kind,
        model: product.model,
        brand: product.brand,
        standard: product.standard,
        unit: product.unit,
        priceKind: product.tiered ? "tiers" : "single",
        priceFen: Math.round(product.yuan * 100),
        tiers,
        moq: product.moq,
        region: index % 3 === 0 ? "吉林省全境" : index % 3 === 1 ? "长春市及周边150公里" : "",
        description: `<p>${product.note}</p><p>执行标准：${product.standard}。出厂附产品合格证${product.tiered ? "，量大从优，价格按阶梯计算" : ""}。</p>`,
        photos: [{ url: pictureUrl(productPicture(group)) }],
        reports: [],
        state,
        createdAt: at,
        updatedAt: at,
      },
    ];
  });
  await db.insert(catalogueProducts).values(rows);
}
