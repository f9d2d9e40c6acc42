/** The public product page (designed: spec §2 names no product page). */
export const productDetailPath = (id: number) => `/default/product/detail?id=${id}`;

/** A business's shop front (the shop part of the portal builds it). */
export const shopPath = (businessId: number) => `/shop/pc?company=${businessId}`;
