import type { CallResult, shopCalls } from "@cidp/api-client/contract";

/** A shop as its pages render it. */
export type ShopView = CallResult<typeof shopCalls.view>["data"];

/** The shop's two layouts: wide (PC) and mobile-first (app). */
export type ShopLayoutName = "pc" | "app";

/** A shop's address in a layout. */
export function shopPath(layout: ShopLayoutName, companyId: number): string {
  return `/shop/${layout}?company=${companyId}`;
}
