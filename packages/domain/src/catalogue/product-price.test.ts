import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkProductPrice, lowestPriceFen, type ProductPrice, productPriceText } from "./product-price.ts";

const tiers = (...pairs: [number, number][]): ProductPrice => ({ kind: "tiers", tiers: pairs.map(([minQty, priceFen]) => ({ minQty, priceFen })) });

describe("product price rules", () => {
  it.each([
    [{ kind: "single", priceFen: 0 }, 1, "price.not-positive"],
    [{ kind: "single", priceFen: -100 }, 1, "price.not-positive"],
    [{ kind: "single", priceFen: 1.5 }, 1, "price.not-positive"],
    [{ kind: "single", priceFen: 100_000_000_01 }, 1, "price.too-high"],
    [tiers([1, 4_200_00]), 1, "price.tiers-too-few"],
    [tiers([1, 6], [2, 5], [3, 4], [4, 3], [5, 2], [6, 1]), 1, "price.tiers-too-many"],
    [tiers([0, 4_200_00], [50, 4_150_00]), 1, "price.tier-quantity"],
    [tiers([1, 4_200_00], [50, 0]), 1, "price.not-positive"],
    [tiers([10, 4_200_00], [10, 4_150_00]), 10, "price.tiers-not-ascending"],
    [tiers([10, 4_200_00], [5, 4_150_00]), 10, "price.tiers-not-ascending"],
    [tiers([1, 4_200_00], [50, 4_200_00]), 1, "price.tiers-not-descending"],
    [tiers([1, 4_200_00], [50, 4_300_00]), 1, "price.tiers-not-descending"],
    [tiers([20, 4_200_00], [50, 4_100_00]), 10, "price.first-tier-above-moq"],
  ] as const)("refuses %o (起订量 %i) with %s", (price, moq, code) => {
    expect(checkProductPrice(price as ProductPrice, moq)).toMatchObject({ ok: false, code });
  });

  it("takes a positive price and tiers ascending in quantity, descending in price", () => {
    expect(checkProductPrice({ kind: "single", priceFen: 45_000 }, 1).ok).toBe(true);
    expect(checkProductPrice(tiers([1, 4_280_00], [50, 4_200_00], [200, 4_150_00]), 1).ok).toBe(true);
  });

  it("writes the best price, with 起 for tiers", () => {
    const price = tiers([1, 4_280_00], [50, 4_200_00], [200, 4_150_00]);
    expect(productPriceText(price, "吨")).toBe("¥4,150.00/吨 起");
    expect(productPriceText({ kind: "single", priceFen: 45_000 }, "吨")).toBe("¥450.00/吨");
  });

  it("takes every tier list ascending in quantity and descending in price, and its best price is the last tier's", () => {
    const validTiers = fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 2, maxLength: 5 }).chain((quantities) =>
      fc.uniqueArray(fc.integer({ min: 1, max: 10_000_000 }), { minLength: quantities.length, maxLength: quantities.length }).map((prices) => {
        const qs = [...quantities].sort((a, b) => a - b);
        const ps = [...prices].sort((a, b) => b - a);
        return tiers(...qs.map((q, i): [number, number] => [q, ps[i] ?? 1]));
      }),
    );
    fc.assert(
      fc.property(validTiers, (price) => {
        const list = price.kind === "tiers" ? price.tiers : [];
        expect(checkProductPrice(price, list[0]?.minQty ?? 1).ok).toBe(true);
        expect(lowestPriceFen(price)).toBe(list.at(-1)?.priceFen);
        expect(productPriceText(price, "吨")).toMatch(/^¥[\d,]+\.\d\d\/吨 起$/);
      }),
    );
  });

  it("refuses any tier list whose quantities do not ascend", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 2, maxLength: 5 }), (quantities) => {
        fc.pre(quantities.some((q, i) => i > 0 && q <= (quantities[i - 1] ?? 0)));
        const price = tiers(...quantities.map((q, i): [number, number] => [q, 10_000 - i]));
        expect(checkProductPrice(price, 1000).ok).toBe(false);
      }),
    );
  });
});
