/**
 * What an order can be for. Each kind's price and title come from its own catalogue on the server
 * (never from the buyer); the order keeps them as they were when it was made.
 */
export const ORDER_ITEM_KINDS = ["service_package", "lesson", "vip_plan", "shop_service", "tender_deposit"] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];

/** The kinds as the member center names them. */
export const ORDER_ITEM_KIND_LABELS: Readonly<Record<OrderItemKind, string>> = {
  service_package: "法律服务包",
  lesson: "法律课程",
  vip_plan: "VIP会员",
  shop_service: "企业服务",
  tender_deposit: "投标保证金",
};
