import type { OrderItemKind } from "@cidp/domain";
import { lessonKind } from "../capabilities/lesson/lesson-kind.ts";
import { shopServiceKind } from "../capabilities/shop-service/shop-service-kind.ts";
import { tenderDepositKind } from "../capabilities/tender/tender-deposit-kind.ts";
import { createVipPlanKind } from "../capabilities/vip/vip-plan-kind.ts";
import type { OrderableKind } from "../platform/order/orderable-kinds.ts";

/** What the capabilities sell through the order module (its OrderableKind port). */
export const capabilityOrderableKinds: Partial<Record<OrderItemKind, OrderableKind>> = {
  vip_plan: createVipPlanKind(),
  lesson: lessonKind,
  tender_deposit: tenderDepositKind,
  shop_service: shopServiceKind,
};
