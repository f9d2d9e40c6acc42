import { vipPackageOffer } from "../capabilities/vip/package-offer.ts";
import type { BuyerOffer } from "../platform/order/orderable-kinds.ts";

/** The lower prices the capabilities give buyers (the order module's BuyerOffer port): a VIP's discount on legal packages. */
export const capabilityOrderOffers: readonly BuyerOffer[] = [vipPackageOffer];
