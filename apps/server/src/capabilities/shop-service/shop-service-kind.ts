import type { OrderState } from "@cidp/domain";
import { eq } from "drizzle-orm";
import { businesses, members } from "../../platform/member/schema.ts";
import { noticeToMember } from "../../platform/notice/business-notices.ts";
import type { OrderRow } from "../../platform/order/order-events.ts";
import type { OrderableKind } from "../../platform/order/orderable-kinds.ts";
import { createShopServiceRepository } from "./repository.ts";
import { shopServiceMessages as m } from "./shop-service-messages.ts";

/** What the seller hears of a change of their order, when it needs them or closes it; none otherwise. */
function sellerNoticeOf(order: OrderRow, from: OrderState): { title: string; content: string } | null {
  const named = `订单 ${order.orderNo}（${order.title}）`;
  if (order.state === "paid" && from !== "paid") return { title: "您有新的服务订单", content: `${named}已支付，请及时开始服务。` };
  if (order.state === "refunding" && (from === "paid" || from === "in_service"))
    return { title: "买家申请退款", content: `${named}的买家申请退款，请及时处理。` };
  if (order.state === "after_sale" && from === "awaiting_acceptance") return { title: "买家申请售后", content: `${named}的买家申请售后，请及时处理。` };
  if (order.state === "completed" && from === "awaiting_acceptance") return { title: "订单已验收", content: `${named}已确认验收，服务完成。` };
  return null;
}

/**
 * 企业服务 a company sells: the price is the listed service's, only listed services can be
 * ordered, and a business cannot buy its own. The seller hears of each paid order, of a refund or
 * 售后 request, and of the buyer's 验收; the buyer sees who sells it and whom to contact there.
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
    const notice = sellerNoticeOf(order, from);
    if (!notice) return;
    const service = await createShopServiceRepository(tx).service(order.itemId);
    if (!service?.createdBy) return;
    await noticeToMember(tx, service.createdBy, {
      ...notice,
      jumpUrl: `/user/service-selled-list/detail?id=${order.orderNo}`,
      businessId: service.sellerBusinessId,
    });
  },
  async seller(db, order) {
    const service = await createShopServiceRepository(db).service(order.itemId);
    if (!service) return null;
    const [business] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, service.sellerBusinessId));
    const [contact] = service.createdBy
      ? await db.select({ memberId: members.id, name: members.realName, phone: members.phone }).from(members).where(eq(members.id, service.createdBy))
      : [];
    return { businessId: service.sellerBusinessId, name: business?.name ?? "", contact: contact ?? null };
  },
};
