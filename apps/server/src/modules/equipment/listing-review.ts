import {
  EQUIPMENT_PRICE_UNIT_LABELS,
  EQUIPMENT_TRADE_INFO,
  type EquipmentPriceUnit,
  type EquipmentTrade,
  equipmentCategoryName,
  formatFen,
  type ListingState,
  transitionListing,
} from "@cidp/domain";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { businesses } from "../member/schema.ts";
import type { ReviewSource } from "../operator/review-source.ts";
import type { StoredFiles } from "../upload/stored-files.ts";
import { notifyMember } from "./equipment-notices.ts";
import { equipmentListings } from "./schema.ts";

const KIND = "equipment";
const QUEUE_PAGE = 50;
const waiting = eq(equipmentListings.state, "reviewing");

/**
 * 设备信息 in the operator's review queue: a listing reaches the public market only when an
 * operator approved it; a refused one goes back to its owner as a draft with the reason.
 */
export function createListingReview(db: Database, files: StoredFiles, now: () => Date = () => new Date()): ReviewSource {
  return {
    labels: { [KIND]: "设备信息" },

    async queue() {
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: equipmentListings.id, title: equipmentListings.title, trade: equipmentListings.trade, at: equipmentListings.updatedAt })
          .from(equipmentListings)
          .where(waiting)
          .orderBy(asc(equipmentListings.updatedAt))
          .limit(QUEUE_PAGE),
        db.select({ n: count() }).from(equipmentListings).where(waiting),
      ]);
      return {
        entries: rows.map((r) => ({
          kind: KIND,
          id: r.id,
          title: `【${EQUIPMENT_TRADE_INFO[r.trade as EquipmentTrade]?.label ?? ""}】${r.title}`,
          submitTime: formatDateTime(r.at),
          at: r.at,
        })),
        waiting: { [KIND]: total?.n ?? 0 },
      };
    },

    async subject(kind, id) {
      if (kind !== KIND) return null;
      const [row] = await db
        .select({ listing: equipmentListings, owner: businesses.name })
        .from(equipmentListings)
        .innerJoin(businesses, eq(businesses.id, equipmentListings.ownerBusinessId))
        .where(eq(equipmentListings.id, id));
      if (!row) return null;
      const { listing } = row;
      const images = await files.images(listing.photos.flatMap((p) => (p.uploadId ? [p.uploadId] : [])));
      const trade = listing.trade as EquipmentTrade;
      return {
        kind,
        id,
        title: listing.title,
        submitTime: formatDateTime(listing.updatedAt),
        state: listing.state === "reviewing" ? "pending" : listing.state,
        rejectReason: listing.rejectReason,
        fields: [
          ["发布企业", row.owner],
          ["交易类型", EQUIPMENT_TRADE_INFO[trade]?.label ?? trade],
          ["设备类别", equipmentCategoryName(listing.category) ?? listing.category],
          ["品牌型号", `${listing.brand} ${listing.model}`],
          ["出厂年份", String(listing.year)],
          ["工作小时", `${listing.workingHours} 小时`],
          ["所在地区", listing.regionName],
          ["价格", listing.priceFen === 0 ? "面议" : `${formatFen(listing.priceFen)}/${EQUIPMENT_PRICE_UNIT_LABELS[listing.priceUnit as EquipmentPriceUnit]}`],
          ["检验证书", listing.certificates.map((c) => c.name).join("、") || "（未上传）"],
          ["设备描述", listing.description || "（未填写）"],
        ],
        images: listing.photos.flatMap((photo, index) => {
          const label = `设备照片${index + 1}`;
          if (photo.url) return [{ label, url: photo.url }];
          const image = photo.uploadId ? images.get(photo.uploadId) : undefined;
          return image ? [{ label, url: files.inlineLink(image) }] : [];
        }),
      };
    },

    async decide(kind, id, _operatorId, decision) {
      if (kind !== KIND) return false;
      const next = transitionListing("reviewing", decision.approve ? "approve" : "reject");
      if (!next.ok) return false;
      const [row] = await db
        .update(equipmentListings)
        .set({ state: next.value as ListingState, rejectReason: decision.approve ? null : decision.reason, updatedAt: now() })
        .where(and(eq(equipmentListings.id, id), waiting))
        .returning();
      if (!row) return false;
      await notifyMember(
        db,
        row.createdBy,
        decision.approve ? "设备信息已上架" : "设备信息未通过审核",
        decision.approve
          ? `您发布的「${row.title}」已通过审核并在设备市场上架。`
          : `您发布的「${row.title}」未通过审核，原因：${decision.reason}。修改后可重新提交。`,
        row.side === "supply" ? "mineOut" : "mineIn",
      );
      return true;
    },
  };
}
