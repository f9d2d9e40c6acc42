/**
 * How a building-material product is priced: one unit price, or quantity tiers (阶梯价) where a
 * larger order buys at a lower unit price. Amounts in fen, quantities in the product's unit.
 */
import { formatFen } from "../money/fen.ts";
import type { Result } from "../result.ts";

/** One tier: from `minQty` units on, each unit costs `priceFen`. */
export interface PriceTier {
  readonly minQty: number;
  readonly priceFen: number;
}

/** A product's price: a single unit price, or tiers ascending in quantity and descending in price. */
export type ProductPrice = { readonly kind: "single"; readonly priceFen: number } | { readonly kind: "tiers"; readonly tiers: readonly PriceTier[] };

/** At most this many tiers, and the highest unit price a product may ask (1亿元). */
export const PRICE_TIER_MAX = 5;
export const PRODUCT_PRICE_MAX_FEN = 100_000_000_00;

/** Why a price is refused. */
export type PriceRefusalCode =
  | "price.not-positive"
  | "price.too-high"
  | "price.tiers-too-few"
  | "price.tiers-too-many"
  | "price.tier-quantity"
  | "price.tiers-not-ascending"
  | "price.tiers-not-descending"
  | "price.first-tier-above-moq";

export const PRICE_MESSAGES: Readonly<Record<PriceRefusalCode, string>> = {
  "price.not-positive": "单价必须大于0",
  "price.too-high": "单价不能超过1亿元",
  "price.tiers-too-few": "阶梯价至少设置2档",
  "price.tiers-too-many": `阶梯价最多设置${PRICE_TIER_MAX}档`,
  "price.tier-quantity": "阶梯起订数量应为不小于1的整数",
  "price.tiers-not-ascending": "阶梯价的起订数量须逐档递增",
  "price.tiers-not-descending": "阶梯价的单价须随数量增加而递减",
  "price.first-tier-above-moq": "第一档起订数量不能大于起订量",
};

const validFen = (fen: number): PriceRefusalCode | null => {
  if (!Number.isSafeInteger(fen) || fen <= 0) return "price.not-positive";
  return fen > PRODUCT_PRICE_MAX_FEN ? "price.too-high" : null;
};

/**
 * Checks a price against the trade's rules; `moq` is the product's 起订量: the first tier must
 * cover it, so every order a buyer may place has a price.
 */
export function checkProductPrice(price: ProductPrice, moq: number): Result<ProductPrice, { code: PriceRefusalCode; tier?: number }> {
  if (price.kind === "single") {
    const code = validFen(price.priceFen);
    return code ? { ok: false, code } : { ok: true, value: price };
  }
  const { tiers } = price;
  if (tiers.length < 2) return { ok: false, code: "price.tiers-too-few" };
  if (tiers.length > PRICE_TIER_MAX) return { ok: false, code: "price.tiers-too-many" };
  for (const [index, tier] of tiers.entries()) {
    if (!Number.isSafeInteger(tier.minQty) || tier.minQty < 1) return { ok: false, code: "price.tier-quantity", tier: index };
    const code = validFen(tier.priceFen);
    if (code) return { ok: false, code, tier: index };
    const before = tiers[index - 1];
    if (before && tier.minQty <= before.minQty) return { ok: false, code: "price.tiers-not-ascending", tier: index };
    if (before && tier.priceFen >= before.priceFen) return { ok: false, code: "price.tiers-not-descending", tier: index };
  }
  if ((tiers[0]?.minQty ?? 1) > moq) return { ok: false, code: "price.first-tier-above-moq", tier: 0 };
  return { ok: true, value: price };
}

/** The lowest unit price the product is sold at. */
export function lowestPriceFen(price: ProductPrice): number {
  return price.kind === "single" ? price.priceFen : Math.min(...price.tiers.map((t) => t.priceFen));
}

/** "¥4,150.00/吨" for one price; "¥4,050.00/吨 起" (the best tier) for tiers. */
export function productPriceText(price: ProductPrice, unit: string): string {
  const text = `${formatFen(lowestPriceFen(price))}/${unit}`;
  return price.kind === "tiers" ? `${text} 起` : text;
}
