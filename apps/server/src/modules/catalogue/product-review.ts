import { formatFen, productCategoryPath, productPriceText, transitionProduct } from "@cidp/domain";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { businesses } from "../member/schema.ts";
import type { ReviewSource } from "../operator/review-source.ts";
import type { StoredFiles } from "../upload/stored-files.ts";
import { notifyProductOwner } from "./product-notices.ts";
import { priceOf } from "./product-views.ts";
import { catalogueProducts } from "./schema.ts";

const KIND = "product";
const QUEUE_PAGE = 50;
const waiting = eq(catalogueProducts.state, "reviewing");

/**
 * 建材产品 in the operator's review queue: a product reaches buyers only when an operator approved
 * it; a refused one goes back to its owner as 审核未通过 with the reason, to be edited.
 */
export function createProductReview(db: Database, files: StoredFiles, now: () => Date = () => new Date()): ReviewSource {
  return {
    labels: { [KIND]: "建材产品" },

    async queue() {
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: catalogueProducts.id, name: catalogueProducts.name, brand: catalogueProducts.brand, at: catalogueProducts.updatedAt })
          .from(catalogueProducts)
          .where(waiting)
          .orderBy(asc(catalogueProducts.updatedAt))
          .limit(QUEUE_PAGE),
        db.select({ n: count() }).from(catalogueProducts).where(waiting),
      ]);
      return {
        entries: rows.map((r) => ({ kind: KIND, id: r.id, title: `【${r.brand}】${r.name}`, submitTime: formatDateTime(r.at), at: r.at })),
        waiting: { [KIND]: total?.n ?? 0 },
      };
    },

    async subject(kind, id) {
      if (kind !== KIND) return null;
      const [row] = await db
        .select({ product: catalogueProducts, owner: businesses.name })
        .from(catalogueProducts)
        .innerJoin(businesses, eq(businesses.id, catalogueProducts.businessId))
        .where(eq(catalogueProducts.id, id));
      if (!row) return null;
      const { product } = row;
      const images = await files.images(product.photos.flatMap((p) => (p.uploadId ? [p.uploadId] : [])));
      const tiers = product.priceKind === "tiers" ? product.tiers.map((t) => `≥${t.minQty}${product.unit} ${formatFen(t.priceFen)}`).join("；") : "";
      return {
        kind,
        id,
        title: product.name,
        submitTime: formatDateTime(product.updatedAt),
        state: product.state === "reviewing" ? "pending" : product.state,
        rejectReason: product.rejectReason,
        fields: [
          ["发布企业", row.owner],
          ["产品分类", productCategoryPath(product.category) ?? product.category],
          ["规格型号", product.model],
          ["品牌", product.brand],
          ["执行标准", product.standard],
          ["价格", tiers ? `${productPriceText(priceOf(product), product.unit)}（${tiers}）` : productPriceText(priceOf(product), product.unit)],
          ["起订量", `${product.moq}${product.unit}`],
          ["供货区域", product.region || "（未填写）"],
          ["检测报告", product.reports.map((r) => r.name).join("、") || "（未上传）"],
        ],
        images: product.photos.flatMap((photo, index) => {
          const label = `产品图片${index + 1}`;
          const image = photo.uploadId ? images.get(photo.uploadId) : undefined;
          if (image) return [{ label, url: files.inlineLink(image) }];
          return photo.url && !photo.uploadId ? [{ label, url: photo.url }] : [];
        }),
        // Sanitised when saved: the operator reads what buyers will.
        bodyHtml: product.description,
      };
    },

    async decide(kind, id, _operatorId, decision) {
      if (kind !== KIND) return false;
      const next = transitionProduct("reviewing", decision.approve ? "approve" : "reject");
      if (!next.ok) return false;
      const [row] = await db
        .update(catalogueProducts)
        .set({ state: next.value, rejectReason: decision.approve ? null : decision.reason, updatedAt: now() })
        .where(and(eq(catalogueProducts.id, id), waiting))
        .returning();
      if (!row) return false;
      await notifyProductOwner(
        db,
        row.createdBy,
        decision.approve ? "产品已上架" : "产品未通过审核",
        decision.approve
          ? `您发布的产品「${row.name}」已通过审核并上架。`
          : `您发布的产品「${row.name}」未通过审核，原因：${decision.reason}。修改后可重新提交。`,
      );
      return true;
    },
  };
}
