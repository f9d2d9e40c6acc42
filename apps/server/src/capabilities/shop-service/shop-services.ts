import { SHOP_SERVICE_CATEGORY_LABELS, type ShopServiceCategory, shopServiceDeliveryText, shopServicePriceText } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { createShopServiceRepository } from "./repository.ts";

/** A listed service as a company's shop shows it. */
export interface ShopServiceCard {
  id: number;
  title: string;
  /** 工程咨询, 检测 … */
  category: string;
  /** ¥3,800.00/次 */
  priceText: string;
  /** 7天内交付 */
  deliveryText: string;
  /** The public service page. */
  detailPath: string;
}

export const serviceDetailPath = (id: number) => `/default/service/detail?id=${id}`;

/**
 * The services a business has on sale (已上架 only), for its shop: the chosen ones in the order
 * given, or the newest first.
 */
export async function listedServicesOf(db: Database, businessId: number, options: { ids?: number[]; limit: number }): Promise<ShopServiceCard[]> {
  const limit = Math.max(0, Math.min(options.limit, 100));
  if (limit === 0 || options.ids?.length === 0) return [];
  const rows = await createShopServiceRepository(db).listedOf(businessId, { ...(options.ids ? { ids: options.ids } : {}), limit });
  const ordered = options.ids ? options.ids.flatMap((id) => rows.filter((r) => r.id === id)).slice(0, limit) : rows;
  return ordered.map((row) => ({
    id: row.id,
    title: row.title,
    category: SHOP_SERVICE_CATEGORY_LABELS[row.category as ShopServiceCategory] ?? row.category,
    priceText: shopServicePriceText(row.priceFen, row.unit),
    deliveryText: shopServiceDeliveryText(row.deliveryDays),
    detailPath: serviceDetailPath(row.id),
  }));
}

/** A business's published knowledge article as its shop links it (to the public knowledge base). */
export interface ShopKnowledgeCard {
  title: string;
  summary: string;
  publishTime: string;
  detailPath: string;
}

/** The newest knowledge articles a business published through 服务发布. */
export async function publishedKnowledgeOf(db: Database, businessId: number, limit: number): Promise<ShopKnowledgeCard[]> {
  const rows = await createShopServiceRepository(db).publishedArticlesOf(businessId, Math.max(0, Math.min(limit, 50)));
  return rows.map((row) => ({
    title: row.title,
    summary: row.summary,
    publishTime: formatDateTime(row.reviewedAt ?? row.submittedAt),
    detailPath: `/default/knowledge-base/knowledge-details?id=${row.articleId}`,
  }));
}
