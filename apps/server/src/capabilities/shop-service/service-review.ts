import { SHOP_SERVICE_CATEGORY_LABELS, type ShopServiceCategory, shopServicePriceText, transitionShopService } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { listingReviewSource } from "../../platform/operator/listing-review-source.ts";
import type { ReviewSource } from "../../platform/operator/review-source.ts";
import { createShopServiceRepository, type ShopServiceRow } from "./repository.ts";
import { shopServices } from "./schema.ts";

const categoryLabel = (category: string) => SHOP_SERVICE_CATEGORY_LABELS[category as ShopServiceCategory];

/**
 * 企业服务 in the operator's review queue: a service is on sale only once an operator approved it;
 * a refused one shows its owner the reason (审核未通过) and may be edited and submitted again.
 */
export function createServiceReview(db: Database, now: () => Date = () => new Date()): ReviewSource {
  const services = createShopServiceRepository(db);
  return listingReviewSource<ShopServiceRow>(
    db,
    {
      kind: "shop_service",
      label: "企业服务",
      table: shopServices,
      queueTitle: (service) => `【${categoryLabel(service.category) ?? ""}】${service.title}`,

      async subject(id) {
        const found = await services.withSeller(id);
        if (!found) return null;
        const { row: service } = found;
        return {
          row: service,
          title: service.title,
          fields: [
            ["服务商", found.businessName],
            ["服务类别", categoryLabel(service.category) ?? service.category],
            ["价格", shopServicePriceText(service.priceFen, service.unit)],
            ["交付周期", `${service.deliveryDays}天`],
            ["服务区域与交付方式", service.serviceArea],
            ["售后说明", service.afterSales || "（未填写）"],
          ],
          images: [],
          bodyHtml: sanitizeRichText(service.content),
        };
      },

      transition: transitionShopService,

      async notify(service, decision, tx) {
        if (service.createdBy === null) return;
        await createShopServiceRepository(tx).noticeToPublisher(service.createdBy, {
          title: decision.approve ? "服务已上架" : "服务未通过审核",
          content: decision.approve
            ? `您发布的服务「${service.title}」已通过审核并上架。`
            : `您发布的服务「${service.title}」未通过审核，原因：${decision.reason}。修改后可重新提交。`,
          jumpUrl: `/user/service-publish/detail?id=${service.id}`,
        });
      },
    },
    now,
  );
}
