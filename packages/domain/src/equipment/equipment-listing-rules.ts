/**
 * The rules a listing must meet before it goes to review, beyond each field's own format (which
 * the call's schema checks): cross-field rules the form and the server share.
 */
import type { Result } from "../result.ts";
import { EQUIPMENT_TRADE_INFO, type EquipmentPriceUnit, type EquipmentTrade, isRentalTrade } from "./equipment-catalogue.ts";

/** At most this many photos and certificates on one listing. */
export const LISTING_PHOTO_MAX = 9;
export const LISTING_CERTIFICATE_MAX = 5;
/** The oldest year of manufacture the market takes. */
export const LISTING_YEAR_MIN = 1980;

/** Why a listing is refused for review. */
export type ListingRuleCode =
  | "listing.year-future"
  | "listing.unit-mismatch"
  | "listing.photos-missing"
  | "listing.too-many-photos"
  | "listing.too-many-certificates"
  | "listing.availability-order";

/** The refusals' messages. */
export const LISTING_RULE_MESSAGES: Readonly<Record<ListingRuleCode, string>> = {
  "listing.year-future": "出厂年份不能晚于今年",
  "listing.unit-mismatch": "租赁按台班或按月计价，买卖按整机计价",
  "listing.photos-missing": "供应信息请至少上传1张设备照片",
  "listing.too-many-photos": `设备照片最多${LISTING_PHOTO_MAX}张`,
  "listing.too-many-certificates": `检验证书最多${LISTING_CERTIFICATE_MAX}份`,
  "listing.availability-order": "可租结束日期不能早于开始日期",
};

/** What the rules read of a listing. */
export interface ListingDraft {
  readonly trade: EquipmentTrade;
  readonly year: number;
  readonly priceUnit: EquipmentPriceUnit;
  readonly photoCount: number;
  readonly certificateCount: number;
  readonly availableFrom?: string | null;
  readonly availableTo?: string | null;
}

/** Checks a listing against the cross-field rules; `thisYear` is the server's year. */
export function checkListingDraft(draft: ListingDraft, thisYear: number): Result<ListingDraft, { code: ListingRuleCode }> {
  const refuse = (code: ListingRuleCode) => ({ ok: false as const, code });
  if (draft.year > thisYear) return refuse("listing.year-future");
  const rental = isRentalTrade(draft.trade);
  if (rental === (draft.priceUnit === "whole")) return refuse("listing.unit-mismatch");
  if (EQUIPMENT_TRADE_INFO[draft.trade].side === "supply" && draft.photoCount === 0) return refuse("listing.photos-missing");
  if (draft.photoCount > LISTING_PHOTO_MAX) return refuse("listing.too-many-photos");
  if (draft.certificateCount > LISTING_CERTIFICATE_MAX) return refuse("listing.too-many-certificates");
  if (draft.availableFrom && draft.availableTo && draft.availableTo < draft.availableFrom) return refuse("listing.availability-order");
  return { ok: true, value: draft };
}
