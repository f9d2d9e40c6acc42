import {
  EQUIPMENT_PRICE_UNIT_LABELS,
  EQUIPMENT_TRADE_INFO,
  type EquipmentPriceUnit,
  type EquipmentTrade,
  equipmentCategoryName,
  formatFen,
  transitionListing,
} from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { listingReviewSource } from "../../platform/operator/listing-review-source.ts";
import type { ReviewSource } from "../../platform/operator/review-source.ts";
import { reviewPhotos } from "../../platform/upload/listing-photos.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { listingReviewedNotice } from "./equipment-notices.ts";
import { createEquipmentRepository, insertNotice } from "./equipment-repository.ts";
import { equipmentListings } from "./schema.ts";

/**
 * 设备信息 in the operator's review queue: a listing reaches the public market only when an
 * operator approved it; a refused one goes back to its owner as a draft with the reason.
 */
export function createListingReview(db: Database, files: StoredFiles, now: () => Date = () => new Date()): ReviewSource {
  const repository = createEquipmentRepository(db);
  return listingReviewSource<typeof equipmentListings.$inferSelect>(
    db,
    {
      kind: "equipment",
      label: "设备信息",
      table: equipmentListings,
      queueTitle: (listing) => `【${EQUIPMENT_TRADE_INFO[listing.trade as EquipmentTrade]?.label ?? ""}】${listing.title}`,

      async subject(id) {
        const found = await repository.withOwnerName(id);
        if (!found) return null;
        const { row: listing } = found;
        const images = await reviewPhotos(files, listing, "address-first", "设备照片");
        const trade = listing.trade as EquipmentTrade;
        return {
          row: listing,
          title: listing.title,
          fields: [
            ["发布企业", found.businessName],
            ["交易类型", EQUIPMENT_TRADE_INFO[trade]?.label ?? trade],
            ["设备类别", equipmentCategoryName(listing.category) ?? listing.category],
            ["品牌型号", `${listing.brand} ${listing.model}`],
            ["出厂年份", String(listing.year)],
            ["工作小时", `${listing.workingHours} 小时`],
            ["所在地区", listing.regionName],
            [
              "价格",
              listing.priceFen === 0 ? "面议" : `${formatFen(listing.priceFen)}/${EQUIPMENT_PRICE_UNIT_LABELS[listing.priceUnit as EquipmentPriceUnit]}`,
            ],
            ["检验证书", listing.certificates.map((c) => c.name).join("、") || "（未上传）"],
            ["设备描述", listing.description || "（未填写）"],
          ],
          images,
        };
      },

      transition: transitionListing,

      async notify(listing, decision, tx) {
        await insertNotice(tx, listingReviewedNotice(listing, decision));
      },
    },
    now,
  );
}
