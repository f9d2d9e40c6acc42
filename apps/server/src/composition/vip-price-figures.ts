import { EQUIPMENT_PRICE_UNIT_LABELS, equipmentCategoryName, productCategoryPath } from "@cidp/domain";
import { and, count, desc, eq, gt, lt, max, min, sql } from "drizzle-orm";
import { catalogueProducts } from "../capabilities/catalogue/schema.ts";
import { equipmentListings } from "../capabilities/equipment/schema.ts";
import { laborListings } from "../capabilities/labor/schema.ts";
import type { MarketPriceFigure, MarketPriceFigures } from "../capabilities/vip/price-report.ts";
import type { Database } from "../db/database.ts";

/** The most lines one section of a report prints: the kinds with the most listings. */
const LINES_PER_SECTION = 20;

const fen = (value: unknown) => Math.round(Number(value ?? 0));

/**
 * 行业价格分析报告's figures from the market capabilities, for the VIP capability's port: the
 * listings in force at `asOf` (listed and last changed before it), each kind in each unit with its
 * count, average, lowest and highest price; 面议 (price 0) left out. Run once per period by the
 * job, so a scan of the listings is its cost, not a page's.
 */
export const marketPriceFigures: MarketPriceFigures = async (db: Database, asOf: Date) => {
  const [products, machines, teams] = await Promise.all([
    db
      .select({
        item: catalogueProducts.category,
        unit: catalogueProducts.unit,
        samples: count(),
        avg: sql<string>`avg(${catalogueProducts.priceFen})`,
        min: min(catalogueProducts.priceFen),
        max: max(catalogueProducts.priceFen),
      })
      .from(catalogueProducts)
      .where(and(eq(catalogueProducts.state, "listed"), gt(catalogueProducts.priceFen, 0), lt(catalogueProducts.updatedAt, asOf)))
      .groupBy(catalogueProducts.category, catalogueProducts.unit)
      .orderBy(desc(count()), catalogueProducts.category)
      .limit(LINES_PER_SECTION),
    db
      .select({
        item: equipmentListings.category,
        unit: equipmentListings.priceUnit,
        samples: count(),
        avg: sql<string>`avg(${equipmentListings.priceFen})`,
        min: min(equipmentListings.priceFen),
        max: max(equipmentListings.priceFen),
      })
      .from(equipmentListings)
      .where(
        and(
          eq(equipmentListings.state, "listed"),
          eq(equipmentListings.trade, "rent"),
          gt(equipmentListings.priceFen, 0),
          lt(equipmentListings.updatedAt, asOf),
        ),
      )
      .groupBy(equipmentListings.category, equipmentListings.priceUnit)
      .orderBy(desc(count()), equipmentListings.category)
      .limit(LINES_PER_SECTION),
    db
      .select({
        item: laborListings.trade,
        samples: count(),
        // A team's day rate is the middle of its range; the lowest and highest are the ranges' ends.
        avg: sql<string>`avg((${laborListings.payMinFen} + ${laborListings.payMaxFen}) / 2.0)`,
        min: min(laborListings.payMinFen),
        max: max(laborListings.payMaxFen),
      })
      .from(laborListings)
      .where(and(eq(laborListings.state, "published"), eq(laborListings.kind, "team"), gt(laborListings.payMinFen, 0), lt(laborListings.createdAt, asOf)))
      .groupBy(laborListings.trade)
      .orderBy(desc(count()), laborListings.trade)
      .limit(LINES_PER_SECTION),
  ]);
  const line = (section: MarketPriceFigure["section"], item: string, unit: string, row: { samples: number; avg: unknown; min: unknown; max: unknown }) => ({
    section,
    item,
    unit,
    samples: row.samples,
    avgFen: fen(row.avg),
    minFen: fen(row.min),
    maxFen: fen(row.max),
  });
  return [
    ...products.map((row) => line("product", productCategoryPath(row.item) ?? row.item, row.unit, row)),
    ...machines.map((row) =>
      line(
        "equipment",
        equipmentCategoryName(row.item) ?? row.item,
        EQUIPMENT_PRICE_UNIT_LABELS[row.unit as keyof typeof EQUIPMENT_PRICE_UNIT_LABELS] ?? row.unit,
        row,
      ),
    ),
    ...teams.map((row) => line("labor", row.item, "工日", row)),
  ];
};
