/** The public product page (designed: spec §2 names no product page). */
export const productDetailPath = (id: number) => `/default/product/detail?id=${id}`;
