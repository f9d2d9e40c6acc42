import type { Decision } from "../../platform/operator/review-source.ts";

/** Tells the member who submitted a product of the review's decision (written by the repository, leading to their product list). */
export function productReviewedNotice(product: { createdBy: number; name: string }, decision: Decision) {
  return {
    memberId: product.createdBy,
    title: decision.approve ? "产品已上架" : "产品未通过审核",
    content: decision.approve
      ? `您发布的产品「${product.name}」已通过审核并上架。`
      : `您发布的产品「${product.name}」未通过审核，原因：${decision.reason}。修改后可重新提交。`,
  };
}
