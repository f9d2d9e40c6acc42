/**
 * What the equipment market trades (issue "Marketplace: equipment buy/sell/rent/used"): the sides
 * of a listing, its trade types, the machine categories and the price units. The member pages,
 * the market's filters and the server's checks read the same lists.
 */
import { keysOf } from "../labelled-keys.ts";

/** 供应 (the member has a machine) or 需求 (the member wants one). */
export const EQUIPMENT_SIDES = ["supply", "demand"] as const;
/** A listing's side. */
export type EquipmentSide = (typeof EQUIPMENT_SIDES)[number];

/** The trade types: 出售, 出租, 二手 on the supply side; 求购, 求租 on the demand side. */
export const EQUIPMENT_TRADES = ["sell", "rent", "used", "buy", "hire"] as const;
/** A listing's trade type. */
export type EquipmentTrade = (typeof EQUIPMENT_TRADES)[number];

/** Each trade type's label and side. */
export const EQUIPMENT_TRADE_INFO: Readonly<Record<EquipmentTrade, { label: string; side: EquipmentSide }>> = {
  sell: { label: "出售", side: "supply" },
  rent: { label: "出租", side: "supply" },
  used: { label: "二手", side: "supply" },
  buy: { label: "求购", side: "demand" },
  hire: { label: "求租", side: "demand" },
};

/** Whether a trade is a rental, where requests name dates and accepted ones take the calendar. */
export function isRentalTrade(trade: EquipmentTrade): boolean {
  return trade === "rent" || trade === "hire";
}

/** The price units as shown after an amount. */
export const EQUIPMENT_PRICE_UNIT_LABELS = { shift: "台班", month: "月", whole: "整机" } as const;

/** How a price is counted: per 台班 (an eight-hour shift), per month, or for the whole machine. */
export const EQUIPMENT_PRICE_UNITS = keysOf(EQUIPMENT_PRICE_UNIT_LABELS);
/** A price unit. */
export type EquipmentPriceUnit = (typeof EQUIPMENT_PRICE_UNITS)[number];

/** A category of machines, in two levels (大类 › 机型). */
export interface EquipmentCategory {
  code: string;
  name: string;
  children: readonly { code: string; name: string }[];
}

/** The category tree of the market, by the names the trade uses. */
export const EQUIPMENT_CATEGORIES: readonly EquipmentCategory[] = [
  {
    code: "lifting",
    name: "起重机械",
    children: [
      { code: "tower-crane", name: "塔式起重机（塔吊）" },
      { code: "truck-crane", name: "汽车起重机" },
      { code: "crawler-crane", name: "履带式起重机" },
      { code: "hoist", name: "施工升降机" },
    ],
  },
  {
    code: "earthmoving",
    name: "土方机械",
    children: [
      { code: "crawler-excavator", name: "履带式挖掘机" },
      { code: "wheel-excavator", name: "轮式挖掘机" },
      { code: "loader", name: "装载机" },
      { code: "bulldozer", name: "推土机" },
    ],
  },
  {
    code: "concrete",
    name: "混凝土机械",
    children: [
      { code: "pump-truck", name: "混凝土泵车" },
      { code: "mixer-truck", name: "混凝土搅拌运输车" },
    ],
  },
  {
    code: "piling",
    name: "桩工机械",
    children: [{ code: "rotary-drill", name: "旋挖钻机" }],
  },
  {
    code: "road",
    name: "路面机械",
    children: [
      { code: "roller", name: "压路机" },
      { code: "paver", name: "摊铺机" },
    ],
  },
];

/** A machine type's name by its code, or null for an unknown code. */
export function equipmentCategoryName(code: string): string | null {
  for (const group of EQUIPMENT_CATEGORIES) {
    if (group.code === code) return group.name;
    const child = group.children.find((c) => c.code === code);
    if (child) return child.name;
  }
  return null;
}

/** The machine-type codes a filter code covers: a 大类 covers its children, a 机型 itself. */
export function equipmentCategoryCodes(code: string): string[] {
  const group = EQUIPMENT_CATEGORIES.find((g) => g.code === code);
  if (group) return group.children.map((c) => c.code);
  return equipmentCategoryName(code) ? [code] : [];
}
