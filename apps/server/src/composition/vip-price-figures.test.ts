import { productCategoryPath } from "@cidp/domain";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueProducts } from "../capabilities/catalogue/schema.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { marketPriceFigures } from "./vip-price-figures.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ memory: true });
}, 60_000);
afterAll(() => t.close());

describe("the market's figures for 行业价格分析报告", () => {
  it("reads the market's figures equal to the listings they come from", async () => {
    const db = t.database.db;
    const figures = await marketPriceFigures(db, new Date(Date.now() + 60_000));
    const listed = await db
      .select({ category: catalogueProducts.category, unit: catalogueProducts.unit, priceFen: catalogueProducts.priceFen })
      .from(catalogueProducts)
      .where(and(eq(catalogueProducts.state, "listed"), gt(catalogueProducts.priceFen, 0)));
    expect(listed.length).toBeGreaterThan(0);
    const products = figures.filter((f) => f.section === "product");
    expect(products.length).toBeGreaterThan(0);
    for (const figure of products) {
      const prices = listed.filter((r) => productCategoryPath(r.category) === figure.item && r.unit === figure.unit).map((r) => r.priceFen);
      expect(figure.samples).toBe(prices.length);
      expect(figure.minFen).toBe(Math.min(...prices));
      expect(figure.maxFen).toBe(Math.max(...prices));
      expect(figure.avgFen).toBe(Math.round(prices.reduce((a, b) => a + b, 0) / prices.length));
    }
    expect(figures.some((f) => f.section === "equipment")).toBe(true);
    expect(figures.some((f) => f.section === "labor" && f.unit === "工日")).toBe(true);
    for (const figure of figures) expect(figure.minFen <= figure.avgFen && figure.avgFen <= figure.maxFen).toBe(true);
  });
});
