import { holdsVipAt } from "../capabilities/vip/running-period.ts";
import type { VipAt } from "../platform/service-desk/service-desk.ts";

/**
 * The service desk's question whether a company holds VIP (its plans promise 专属客服, so its
 * conversations are offered first), answered by the VIP capability: the platform's desk asks
 * through this port and never reads the membership itself.
 */
export const serviceDeskVipAt: VipAt = holdsVipAt;
