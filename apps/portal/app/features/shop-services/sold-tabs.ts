import type { OrderState } from "@cidp/domain";

/** The tabs of 已售服务, in the order an order lives. */
export const SOLD_TABS: readonly OrderState[] = [
  "paid",
  "in_service",
  "awaiting_acceptance",
  "after_sale",
  "completed",
  "refunding",
  "refund_rejected",
  "refunded",
];
