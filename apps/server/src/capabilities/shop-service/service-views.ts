import {
  SHOP_SERVICE_CATEGORY_LABELS,
  SHOP_SERVICE_STATE_LABELS,
  type ShopServiceCategory,
  type ShopServiceState,
  shopServiceDeliveryText,
  shopServicePriceText,
} from "@cidp/domain";
import { formatDateTime } from "../../http/format.ts";
import type { ShopServiceRepository, ShopServiceRow } from "./repository.ts";

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
export async function cardsOf(services: ShopServiceRepository, rows: readonly ShopServiceRow[]) {
  const names = await services.sellerNames(rows.map((r) => r.sellerBusinessId));
  return rows.map((row) => cardOf(row, names.get(row.sellerBusinessId) ?? ""));
}

/** A service in full: content, after-sales, the seller and how often it sold. */
export async function detailOf(services: ShopServiceRepository, row: ShopServiceRow) {
  const { sellerName, sellerCertified, soldCount } = await services.detailFacts(row);
  return { ...cardOf(row, sellerName), content: row.content, afterSales: row.afterSales, sellerCertified, soldCount };
}
