import { keysOf } from "../labelled-keys.ts";

/**
 * What an order can be for, as the member center names each kind. Each kind's price and title come
 * from its own catalogue on the server (never from the buyer); the order keeps them as they were
 * when it was made.
 */
export const ORDER_ITEM_KIND_LABELS = {
  service_package: "法律服务包",
  lesson: "法律课程",
  vip_plan: "VIP会员",
  shop_service: "企业服务",
  tender_deposit: "投标保证金",
} as const;

export const ORDER_ITEM_KINDS = keysOf(ORDER_ITEM_KIND_LABELS);
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];
