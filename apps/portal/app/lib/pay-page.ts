import type { OrderItemKind } from "@cidp/domain";

/** The payment page of the platform's own purchases (spec §2 law-lesson/pay), for one order. */
const platformPayPage = "/default/comprehensives-ervices/law-services/law-lesson/pay";

/** A company's service (a shop's) is paid on the buyer's order pages, not on the platform's lesson page. */
export const SHOP_SERVICE_PAY_PAGE = "/user/service-buy-list/shop-pay";

/** The payment page of one order: a shop's service on its own, anything else on the platform's (law-lesson/pay, which sends a shop's service on). */
export const payPagePath = (orderNo: string, itemKind?: OrderItemKind) =>
  `${itemKind === "shop_service" ? SHOP_SERVICE_PAY_PAGE : platformPayPage}?orderNo=${orderNo}`;

/** WeChat Pay on a PC: our page with the trade's QR code (its `weixin://` code URL) and a status poll. */
export const wechatPayPagePath = (orderNo: string, codeUrl: string) => `/user/pay/wechat?${new URLSearchParams({ orderNo, code: codeUrl }).toString()}`;

/** 对公转账: our page with the platform's collection account and the order's 附言 reference. */
export const bankTransferPagePath = (orderNo: string) => `/user/pay/bank-transfer?${new URLSearchParams({ orderNo }).toString()}`;
