import { noticeToMember } from "../../platform/notice/business-notices.ts";
import type { OrderableKind } from "../../platform/order/orderable-kinds.ts";
import { createShopServiceRepository } from "./repository.ts";
import { shopServiceMessages as m } from "./shop-service-messages.ts";

/**
 * 企业服务 a company sells: the price is the listed service's, only listed services can be
 * ordered, and a business cannot buy its own. The seller hears of each paid order.
 */
export const shopServiceKind: OrderableKind = {
  async find(db, itemId, buyer) {
    const service = await createShopServiceRepository(db).service(itemId);
    if (!service) return undefined;
    if (service.state !== "listed") return { refused: m.notOnSale };
    if (service.sellerBusinessId === buyer.businessId) return { refused: m.ownService };
    return { title: service.title, priceFen: service.priceFen, sellerBusinessId: service.sellerBusinessId };
  },
  returnPath: (orderNo) => `/user/pay/success?orderNo=${orderNo}`,
  async onStateChange(tx, order, from) {
    // The seller hears of what needs them: a paid order to serve, a refund request to decide.
    const paid = order.state === "paid" && from !== "paid";
    const refundAsked = order.state === "refunding" && (from === "paid" || from === "in_service");
    if (!paid && !refundAsked) return;
    const service = await createShopServiceRepository(tx).service(order.itemId);
    if (!service?.createdBy) return;
    await noticeToMember(tx, service.createdBy, {
      title: paid ? "您有新的服务订单" : "买家申请退款",
      content: paid ? `订单 ${order.orderNo}（${order.title}）已支付，请及时开始服务。` : `订单 ${order.orderNo}（${order.title}）的买家申请退款，请及时处理。`,
      jumpUrl: `/user/service-selled-list/detail?id=${order.orderNo}`,
      businessId: service.sellerBusinessId,
    });
  },
};
