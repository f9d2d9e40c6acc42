import { formatDateTime } from "../../http/format.ts";
import { districtName } from "../../http/regions.ts";
import type { deliveryAddresses } from "./schema.ts";

export type AddressRow = typeof deliveryAddresses.$inferSelect;

/** Addresses one business may keep: enough for every site, few enough for a card list. */
export const MAX_ADDRESSES = 50;

/** The refusals of the address-book calls. */
export const addressMessages = {
  region: "请选择所在地区（省/市/区县）",
  missing: "收货地址不存在",
  tooMany: `收货地址最多${MAX_ADDRESSES}个`,
} as const;

/** An address as the calls answer it, with the region's name from its code. */
export function addressView(row: AddressRow) {
  const regionName = districtName(row.regionCode) ?? "";
  return {
    id: row.id,
    contactName: row.contactName,
    phone: row.phone,
    regionCode: row.regionCode,
    regionName,
    detail: row.detail,
    fullAddress: `${regionName.replaceAll(" ", "")}${row.detail}`,
    isDefault: row.isDefault,
    updateTime: formatDateTime(row.updatedAt),
  };
}
