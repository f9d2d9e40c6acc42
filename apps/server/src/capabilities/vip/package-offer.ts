import { discountedFen, discountLabel } from "@cidp/domain";
import type { BuyerOffer } from "../../platform/order/orderable-kinds.ts";
import { createVipRepository } from "./repository.ts";

/**
 * The VIP's price of the platform's legal service packages (法律服务套餐9折 …): the discount of the
 * plan whose period runs for the buying business at the moment of ordering (the membership the
 * member center shows), none for a business without one. Other items keep their list price.
 */
export const vipPackageOffer: BuyerOffer = async (db, buyer, item, at) => {
  if (item.itemKind !== "service_package") return null;
  const plan = await createVipRepository(db).runningPlanOf(buyer.businessId, at);
  const label = plan ? discountLabel(plan.packageDiscount) : null;
  if (!plan || !label) return null;
  return { priceFen: discountedFen(item.listFen, plan.packageDiscount), note: `${plan.name} ${label}` };
};
