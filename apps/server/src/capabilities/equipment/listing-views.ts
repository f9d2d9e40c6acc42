import {
  BOOKING_STATE_LABELS,
  type BookingState,
  EQUIPMENT_PRICE_UNIT_LABELS,
  EQUIPMENT_TRADE_INFO,
  type EquipmentPriceUnit,
  type EquipmentTrade,
  equipmentCategoryName,
  formatFen,
  LISTING_STATE_LABELS,
  type ListingState,
} from "@cidp/domain";
import { formatDateTime } from "../../http/format.ts";
import { listingPhotoLinks } from "../../platform/upload/listing-photos.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import type { EquipmentRepository, ListingRow, RequestRow } from "./equipment-repository.ts";

/** 面议 when there is no price, else the amount and its unit. */
function priceLabel(priceFen: number, unit: EquipmentPriceUnit): string {
  return priceFen === 0 ? "面议" : `${formatFen(priceFen)}/${EQUIPMENT_PRICE_UNIT_LABELS[unit]}`;
}

/**
 * Listing and request rows as the contract shows them: names joined, photos turned into lasting
 * public links (a member's uploads) or media addresses (seeded pictures), prices labelled.
 */
export function createListingViews(repository: EquipmentRepository, files: StoredFiles, today: () => string) {
  const photoLinks = (rows: ListingRow[], all: boolean) =>
    listingPhotoLinks(files, rows, { all, order: "address-first", link: "public", alt: (row, index) => `${row.title} 照片${index + 1}` });

  function card(row: ListingRow, ownerName: string, cover: string) {
    const trade = row.trade as EquipmentTrade;
    const unit = row.priceUnit as EquipmentPriceUnit;
    const state = row.state as ListingState;
    return {
      id: row.id,
      side: EQUIPMENT_TRADE_INFO[trade].side,
      trade,
      tradeLabel: EQUIPMENT_TRADE_INFO[trade].label,
      category: row.category,
      categoryName: equipmentCategoryName(row.category) ?? row.category,
      title: row.title,
      brand: row.brand,
      model: row.model,
      year: row.year,
      workingHours: row.workingHours,
      regionCode: row.regionCode,
      regionName: row.regionName,
      priceFen: row.priceFen,
      priceUnit: unit,
      priceLabel: priceLabel(row.priceFen, unit),
      cover,
      ownerBusinessId: row.ownerBusinessId,
      ownerName,
      state,
      stateLabel: LISTING_STATE_LABELS[state],
      updateTime: formatDateTime(row.updatedAt),
    };
  }

  /** The days accepted bookings of a listing take from today on. */
  const taken = (listingId: number) => repository.takenDays(listingId, today());

  return {
    taken,

    async cards(rows: ListingRow[]) {
      const [names, photos] = await Promise.all([repository.businessNames(rows.map((row) => row.ownerBusinessId)), photoLinks(rows, false)]);
      return rows.map((row) => card(row, names.get(row.ownerBusinessId) ?? "", photos.get(row.id)?.[0]?.url ?? ""));
    },

    async detail(row: ListingRow) {
      const [names, photos, certificateFiles, bookedDays, ownerHasContact] = await Promise.all([
        repository.businessNames([row.ownerBusinessId]),
        photoLinks([row], true),
        files.files(row.certificates.map((c) => c.uploadId)),
        taken(row.id),
        repository.hasMembers(row.ownerBusinessId),
      ]);
      const listingPhotos = photos.get(row.id) ?? [];
      return {
        ...card(row, names.get(row.ownerBusinessId) ?? "", listingPhotos[0]?.url ?? ""),
        description: row.description,
        photos: listingPhotos,
        certificates: row.certificates.flatMap((c) => {
          const file = certificateFiles.get(c.uploadId);
          return file ? [{ id: c.uploadId, name: c.name, url: files.downloadLink(file) }] : [];
        }),
        availableFrom: row.availableFrom,
        availableTo: row.availableTo,
        taken: bookedDays,
        ownerHasContact,
      };
    },

    /** The owner's view: the detail with the upload ids the edit form keeps and the requests waiting. */
    async own(row: ListingRow) {
      const [detail, pendingRequests] = await Promise.all([this.detail(row), repository.pendingCount(row.id)]);
      return {
        ...detail,
        photoIds: row.photos.flatMap((photo) => (photo.uploadId ? [photo.uploadId] : [])),
        rejectReason: row.rejectReason,
        pendingRequests,
      };
    },

    /** Requests as one side sees them: `side` says which business is the caller's. */
    async requests(rows: RequestRow[], side: "owner" | "requester") {
      if (rows.length === 0) return [];
      const [listings, names, requesterNames] = await Promise.all([
        repository.listingHeads(rows.map((row) => row.listingId)),
        repository.businessNames(rows.map((row) => (side === "owner" ? row.requesterBusinessId : row.ownerBusinessId))),
        repository.memberNames(rows.map((row) => row.requesterMemberId)),
      ]);
      return rows.map((row) => {
        const counterpart = side === "owner" ? row.requesterBusinessId : row.ownerBusinessId;
        const state = row.state as BookingState;
        return {
          id: row.id,
          listingId: row.listingId,
          listingTitle: listings.get(row.listingId)?.title ?? "",
          trade: (listings.get(row.listingId)?.trade ?? "rent") as EquipmentTrade,
          startDate: row.startDate,
          endDate: row.endDate,
          message: row.message,
          state,
          stateLabel: BOOKING_STATE_LABELS[state],
          counterpartBusinessId: counterpart,
          counterpartName: names.get(counterpart) ?? "",
          requesterName: requesterNames.get(row.requesterMemberId) ?? "",
          declineReason: row.declineReason,
          createTime: formatDateTime(row.createdAt),
        };
      });
    },
  };
}
