import type { ProductState } from "@cidp/domain";

/** The list page's address for a state and page. */
export const myProductsHref = (state: ProductState | null, pageNo = 1) => {
  const query = new URLSearchParams();
  if (state) query.set("state", state);
  if (pageNo > 1) query.set("page", String(pageNo));
  const search = query.toString();
  return `/user/my-products/proPublish${search ? `?${search}` : ""}`;
};
