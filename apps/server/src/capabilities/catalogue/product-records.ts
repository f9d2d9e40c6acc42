import { transitionProduct } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { applyEvent, type StateChangeRecord, stateColumnTransition } from "../../platform/records/state-change.ts";
import { refuse } from "../../runtime/refusal.ts";
import { catalogueMessages as m } from "./catalogue-messages.ts";
import type { ProductRow } from "./product-repository.ts";
import { catalogueProducts } from "./schema.ts";

type ProductEvent = Parameters<typeof transitionProduct>[1];
type ProductRefusalCode = Extract<ReturnType<typeof transitionProduct>, { ok: false }>["code"];

/**
 * Products as a state-change record: `transitionProduct` decides, each change touches `updatedAt`;
 * a refused step, or one of a product changed meanwhile, is refused alike. The save call's
 * edit-and-submit writes the whole product and guards its state itself (the repository).
 */
const productRecord: StateChangeRecord<typeof catalogueProducts, ProductEvent, ProductRefusalCode> = {
  table: catalogueProducts,
  transition: stateColumnTransition(transitionProduct),
  refusal: () => refuse("state", m.transition),
  touch: (at) => ({ updatedAt: at }),
};

/** A product's step (submit, delist) while it is still in the state read; a resubmitted one leaves the reviewer's reason behind. */
export function changeProduct(db: Database, product: ProductRow, event: ProductEvent, at: Date): Promise<ProductRow> {
  return applyEvent(db, productRecord, product, { event, patch: event === "submit" ? { rejectReason: null } : {}, at });
}
