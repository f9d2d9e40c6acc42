import { EQUIPMENT_CATEGORIES, EQUIPMENT_SIDES, EQUIPMENT_TRADES, parseYuan } from "@cidp/domain";
import { filteredHref } from "../../lib/filtered-href.ts";
import { listPage } from "../../lib/page-number.ts";

const oneOf = <T extends string>(values: readonly T[], value: string): T | "" => (values.find((v) => v === value) ?? "") as T | "";
const CATEGORY_CODES = EQUIPMENT_CATEGORIES.flatMap((g) => [g.code, ...g.children.map((c) => c.code)]);

/** Yuan as typed (whole or with fen), read by the domain's `parseYuan`, to fen; "" when empty or not an amount. */
export function yuanToFen(text: string): number | "" {
  return parseYuan(text) ?? "";
}

/** The market's filters as the address carries them; anything unknown is dropped, not refused. */
export function marketFilters(url: URL) {
  const get = (name: string) => url.searchParams.get(name)?.trim() ?? "";
  const province = /^\d{2}$/.test(get("province")) ? get("province") : "";
  const city = /^\d{4}$/.test(get("city")) && get("city").startsWith(province) && province ? get("city") : "";
  return {
    side: oneOf(EQUIPMENT_SIDES, get("side")),
    trade: oneOf(EQUIPMENT_TRADES, get("trade")),
    category: CATEGORY_CODES.includes(get("category")) ? get("category") : "",
    province,
    city,
    min: yuanToFen(get("min")) === "" ? "" : get("min"),
    max: yuanToFen(get("max")) === "" ? "" : get("max"),
    current: listPage(get("current")),
  };
}

/** The filters as chosen. */
export type MarketFilters = ReturnType<typeof marketFilters>;

/** The address of a market page with these filters (only the chosen ones, canonical order). */
export function marketHref(filters: MarketFilters, current = 1): string {
  return filteredHref("/default/equipment/market", filters, current);
}
