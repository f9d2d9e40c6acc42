import { formatFen, productCategoryPath, productPriceText, transitionProduct } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { listingReviewSource } from "../../platform/operator/listing-review-source.ts";
import type { ReviewSource } from "../../platform/operator/review-source.ts";
import { reviewPhotos } from "../../platform/upload/listing-photos.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { productReviewedNotice } from "./product-notices.ts";
import { createProductRepository, insertProductNotice } from "./product-repository.ts";
import { priceOf } from "./product-views.ts";
import { catalogueProducts } from "./schema.ts";

/**
 * 建材产品 in the operator's review queue: a product reaches buyers only when an operator approved
 * it; a refused one goes back to its owner as 审核未通过 with the reason, to be edited.
 */
export function createProductReview(db: Database, files: StoredFiles, now: () => Date = () => new Date()): ReviewSource {
  const repository = createProductRepository(db);
  return listingReviewSource<typeof catalogueProducts.$inferSelect>(
    db,
    {
      kind: "product",
      label: "建材产品",
      table: catalogueProducts,
      queueTitle: (product) => `【${product.brand}】${product.name}`,

      async subject(id) {
        const found = await repository.withOwnerName(id);
        if (!found) return null;
        const { row: product } = found;
        const images = await reviewPhotos(files, product, "upload-first", "产品图片");
        const tiers = product.priceKind === "tiers" ? product.tiers.map((t) => `≥${t.minQty}${product.unit} ${formatFen(t.priceFen)}`).join("；") : "";
        return {
          row: product,
          title: product.name,
          fields: [
            ["发布企业", found.businessName],
            ["产品分类", productCategoryPath(product.category) ?? product.category],
            ["规格型号", product.model],
            ["品牌", product.brand],
            ["执行标准", product.standard],
            ["价格", tiers ? `${productPriceText(priceOf(product), product.unit)}（${tiers}）` : productPriceText(priceOf(product), product.unit)],
            ["起订量", `${product.moq}${product.unit}`],
            ["供货区域", product.region || "（未填写）"],
            ["检测报告", product.reports.map((r) => r.name).join("、") || "（未上传）"],
          ],
          images,
          // Sanitised when saved: the operator reads what buyers will.
          bodyHtml: product.description,
        };
      },

      transition: transitionProduct,

      async notify(product, decision, tx) {
        await insertProductNotice(tx, productReviewedNotice(product, decision));
      },
    },
    now,
  );
}
