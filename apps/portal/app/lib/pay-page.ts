/** The payment page every purchase goes through (spec §2 law-lesson/pay), for one order. */
export const payPagePath = (orderNo: string) => `/default/comprehensives-ervices/law-services/law-lesson/pay?orderNo=${orderNo}`;
