import type { OrderItemKind } from "@cidp/domain";

/**
 * Where an order opens in the member center (spec §2 service-buy-list/detail, law-detail,
 * vip-detail): a legal package's order shows what the package includes and how it is served, a VIP
 * order the membership it gave; other kinds the general detail.
 */
const detailPaths: Partial<Record<OrderItemKind, string>> = {
  service_package: "/user/service-buy-list/law-detail",
  vip_plan: "/user/service-buy-list/vip-detail",
};

export const orderDetailPath = (kind: OrderItemKind, orderNo: string) =>
  `${detailPaths[kind] ?? "/user/service-buy-list/detail"}?orderNo=${encodeURIComponent(orderNo)}`;
