import { isPayableFen } from "@cidp/domain";
import { eq } from "drizzle-orm";
import { servicePackages } from "../cms/schema.ts";
import type { OrderableKind } from "./orderable-kinds.ts";

/** 法律服务包 of the CMS catalogue; fulfilled by the platform (its operators start and complete the service). */
export const servicePackageKind: OrderableKind = {
  async find(db, itemId) {
    const [item] = await db.select().from(servicePackages).where(eq(servicePackages.id, itemId));
    if (!item) return undefined;
    if (!isPayableFen(item.priceFen)) return { refused: "该服务暂不可在线购买" };
    return { title: item.name, priceFen: item.priceFen };
  },
  returnPath: (orderNo) => `/default/comprehensives-ervices/law-services/law-lesson/pay/success?orderNo=${orderNo}`,
};
