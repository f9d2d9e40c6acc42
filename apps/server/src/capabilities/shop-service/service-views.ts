import {
  SHOP_SERVICE_CATEGORY_LABELS,
  SHOP_SERVICE_STATE_LABELS,
  type ShopServiceCategory,
  type ShopServiceState,
  shopServiceDeliveryText,
  shopServicePriceText,
} from "@cidp/domain";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { businesses } from "../../platform/member/schema.ts";
import { serviceOrders } from "../../platform/order/schema.ts";
import type { shopServices } from "./schema.ts";

export type ShopServiceRow = typeof shopServices.$inferSelect;

/** The order states in which a service counts as sold (paid, not refunded). */
const SOLD_STATES = ["paid", "in_service", "completed", "refund_rejected"];

/** A service row as a card, with its seller's name. */
export function cardOf(row: ShopServiceRow, sellerName: string) {
  return {
    id: row.id,
    title: row.title,
    category: row.category as ShopServiceCategory,
    categoryLabel: SHOP_SERVICE_CATEGORY_LABELS[row.category as ShopServiceCategory] ?? row.category,
    priceFen: row.priceFen,
    unit: row.unit,
    priceText: shopServicePriceText(row.priceFen, row.unit),
    deliveryDays: row.deliveryDays,
    deliveryText: shopServiceDeliveryText(row.deliveryDays),
    serviceArea: row.serviceArea,
    state: row.state as ShopServiceState,
    stateLabel: SHOP_SERVICE_STATE_LABELS[row.state as ShopServiceState] ?? row.state,
    sellerBusinessId: row.sellerBusinessId,
    sellerName,
    updateTime: formatDateTime(row.updatedAt),
  };
}

/** Cards of several rows, their sellers read at once. */
export async function cardsOf(db: Database, rows: readonly ShopServiceRow[]) {
  const ids = [...new Set(rows.map((r) => r.sellerBusinessId))];
  const sellers = ids.length ? await db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(inArray(businesses.id, ids)) : [];
  const names = new Map(sellers.map((s) => [s.id, s.name]));
  return rows.map((row) => cardOf(row, names.get(row.sellerBusinessId) ?? ""));
}

/** A service in full: content, after-sales, the seller and how often it sold. */
export async function detailOf(db: Database, row: ShopServiceRow) {
  const [[seller], [sold]] = await Promise.all([
    db.select({ name: businesses.name, state: businesses.certificationState }).from(businesses).where(eq(businesses.id, row.sellerBusinessId)),
    db
      .select({ n: count() })
      .from(serviceOrders)
      .where(and(eq(serviceOrders.itemKind, "shop_service"), eq(serviceOrders.itemId, row.id), inArray(serviceOrders.state, SOLD_STATES))),
  ]);
  return {
    ...cardOf(row, seller?.name ?? ""),
    content: row.content,
    afterSales: row.afterSales,
    sellerCertified: seller?.state === "certified",
    soldCount: sold?.n ?? 0,
  };
}
