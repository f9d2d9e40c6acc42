import type { OrderItemKind, OrderState } from "@cidp/domain";
import { lessonKind } from "../../capabilities/lesson/lesson-kind.ts";
import { shopServiceKind } from "../../capabilities/shop-service/shop-service-kind.ts";
import { tenderDepositKind } from "../../capabilities/tender/tender-deposit-kind.ts";
import { createVipPlanKind } from "../../capabilities/vip/vip-plan-kind.ts";
import type { Database } from "../../db/database.ts";
import type { OrderRow } from "./order-events.ts";
import { servicePackageKind } from "./service-package-kind.ts";

/** An item as a buyer may order it now: its title and the server's price. */
export interface OrderableItem {
  title: string;
  priceFen: number;
}

/** Who is buying: the member and the business they act for. */
export interface OrderBuyer {
  memberId: number;
  businessId: number;
}

/**
 * What the order module needs of each kind of item: its catalogue (price from the server, never the
 * buyer), where the buyer lands after paying, and what follows a change of state (an entitlement
 * granted on payment and taken back on refund) — run in the transaction that changed the order, so
 * the entitlement and the order never disagree.
 */
export interface OrderableKind {
  /** The item, or a refusal in Chinese (off sale, already owned …); undefined when it does not exist. */
  find(db: Database, itemId: number, buyer: OrderBuyer): Promise<OrderableItem | { refused: string } | undefined>;
  /** Set when the buyer may never ask for a refund of such an order: why not, in Chinese. */
  buyerRefundRefusal?: string;
  /** The portal page the payment provider sends the buyer back to. */
  returnPath(orderNo: string): string;
  onStateChange?(tx: Database, order: OrderRow, from: OrderState): Promise<void>;
}

/** The kinds that can be ordered today; a kind missing here is refused as 不支持的商品类型. */
export const orderableKinds: Partial<Record<OrderItemKind, OrderableKind>> = {
  service_package: servicePackageKind,
  vip_plan: createVipPlanKind(),
  lesson: lessonKind,
  tender_deposit: tenderDepositKind,
  shop_service: shopServiceKind,
};
