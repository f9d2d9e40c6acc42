/**
 * The life of a product: 草稿 → 审核中 → 已上架 → 已下架, and 审核未通过 (with the reviewer's reason)
 * back to editing. The operator approves or refuses what a member submits; only 已上架 products are
 * public. `transitionProduct` is the only way a product's state changes.
 */
import type { Result } from "../result.ts";

export const PRODUCT_STATES = ["draft", "reviewing", "listed", "delisted", "rejected"] as const;
/** A product's state. */
export type ProductState = (typeof PRODUCT_STATES)[number];

/** The states as members and buyers read them. */
export const PRODUCT_STATE_LABELS: Readonly<Record<ProductState, string>> = {
  draft: "草稿",
  reviewing: "审核中",
  listed: "已上架",
  delisted: "已下架",
  rejected: "审核未通过",
};

/** The owner edits, submits and delists; the operator approves and rejects. */
export const PRODUCT_EVENTS = ["edit", "submit", "approve", "reject", "delist"] as const;
/** A product event. */
export type ProductEvent = (typeof PRODUCT_EVENTS)[number];

const moves: Readonly<Record<ProductEvent, Partial<Record<ProductState, ProductState>>>> = {
  // Editing what was reviewed (listed products must be delisted first) makes it a draft again:
  // buyers only ever see what an operator approved.
  edit: { draft: "draft", rejected: "draft", delisted: "draft" },
  submit: { draft: "reviewing", rejected: "reviewing", delisted: "reviewing" },
  approve: { reviewing: "listed" },
  reject: { reviewing: "rejected" },
  delist: { listed: "delisted" },
};

/** Why a product event is refused. */
export type ProductTransitionCode = "product.transition-forbidden";

/** The state a product goes to, or a refusal when the event is not allowed in its state. */
export function transitionProduct(state: ProductState, event: ProductEvent): Result<ProductState, { code: ProductTransitionCode }> {
  const next = moves[event][state];
  return next ? { ok: true, value: next } : { ok: false, code: "product.transition-forbidden" };
}
