import { SHOP_SERVICE_CATEGORY_LABELS, type ShopServiceCategory, type ShopServiceState, shopServicePriceText, transitionShopService } from "@cidp/domain";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { businesses } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import type { ReviewSource } from "../operator/review-source.ts";
import { shopServices } from "./schema.ts";

const KIND = "shop_service";
const QUEUE_PAGE = 50;
const waiting = eq(shopServices.state, "reviewing");

/**
 * 企业服务 in the operator's review queue: a service is on sale only once an operator approved it;
 * a refused one shows its owner the reason (审核未通过) and may be edited and submitted again.
 */
export function createServiceReview(db: Database, now: () => Date = () => new Date()): ReviewSource {
  return {
    labels: { [KIND]: "企业服务" },

    async queue() {
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: shopServices.id, title: shopServices.title, category: shopServices.category, at: shopServices.updatedAt })
          .from(shopServices)
          .where(waiting)
          .orderBy(asc(shopServices.updatedAt))
          .limit(QUEUE_PAGE),
        db.select({ n: count() }).from(shopServices).where(waiting),
      ]);
      return {
        entries: rows.map((r) => ({
          kind: KIND,
          id: r.id,
          title: `【${SHOP_SERVICE_CATEGORY_LABELS[r.category as ShopServiceCategory] ?? ""}】${r.title}`,
          submitTime: formatDateTime(r.at),
          at: r.at,
        })),
        waiting: { [KIND]: total?.n ?? 0 },
      };
    },

    async subject(kind, id) {
      if (kind !== KIND) return null;
      const [row] = await db
        .select({ service: shopServices, seller: businesses.name })
        .from(shopServices)
        .innerJoin(businesses, eq(businesses.id, shopServices.sellerBusinessId))
        .where(eq(shopServices.id, id));
      if (!row) return null;
      const { service } = row;
      return {
        kind,
        id,
        title: service.title,
        submitTime: formatDateTime(service.updatedAt),
        state: service.state === "reviewing" ? "pending" : service.state,
        rejectReason: service.rejectReason,
        fields: [
          ["服务商", row.seller],
          ["服务类别", SHOP_SERVICE_CATEGORY_LABELS[service.category as ShopServiceCategory] ?? service.category],
          ["价格", shopServicePriceText(service.priceFen, service.unit)],
          ["交付周期", `${service.deliveryDays}天`],
          ["服务区域与交付方式", service.serviceArea],
          ["售后说明", service.afterSales || "（未填写）"],
        ],
        images: [],
        bodyHtml: sanitizeRichText(service.content),
      };
    },

    async decide(kind, id, _operatorId, decision) {
      if (kind !== KIND) return false;
      const next = transitionShopService("reviewing" satisfies ShopServiceState, decision.approve ? "approve" : "reject");
      if (!next.ok) return false;
      const [row] = await db
        .update(shopServices)
        .set({ state: next.value, rejectReason: decision.approve ? null : decision.reason, updatedAt: now() })
        .where(and(eq(shopServices.id, id), waiting))
        .returning();
      if (!row) return false;
      if (row.createdBy === null) return true;
      await db.insert(notices).values({
        memberId: row.createdBy,
        noticeType: 1,
        title: decision.approve ? "服务已上架" : "服务未通过审核",
        content: decision.approve
          ? `您发布的服务「${row.title}」已通过审核并上架。`
          : `您发布的服务「${row.title}」未通过审核，原因：${decision.reason}。修改后可重新提交。`,
        jumpUrl: `/user/service-publish/detail?id=${row.id}`,
      });
      return true;
    },
  };
}
