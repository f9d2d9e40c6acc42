/** The payment page every purchase goes through (spec §2 law-lesson/pay), for one order. */
export const payPagePath = (orderNo: string) => `/default/comprehensives-ervices/law-services/law-lesson/pay?orderNo=${orderNo}`;

/** WeChat Pay on a PC: our page with the trade's QR code (its `weixin://` code URL) and a status poll. */
export const wechatPayPagePath = (orderNo: string, codeUrl: string) => `/user/pay/wechat?${new URLSearchParams({ orderNo, code: codeUrl }).toString()}`;

/** 对公转账: our page with the platform's collection account and the order's 附言 reference. */
export const bankTransferPagePath = (orderNo: string) => `/user/pay/bank-transfer?${new URLSearchParams({ orderNo }).toString()}`;
