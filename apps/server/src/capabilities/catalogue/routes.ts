import { catalogueCalls } from "@cidp/api-client/contract";
import { PRODUCT_STATES } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { catalogueMessages as m } from "./catalogue-messages.ts";
import { productDraft } from "./product-draft.ts";
import { changeProduct } from "./product-records.ts";
import { createProductRepository, type ProductRow } from "./product-repository.ts";
import { createProductViews } from "./product-views.ts";
import { suppliersOf } from "./suppliers.ts";

export interface CatalogueRoutesOptions {
  db: Database;
  files: StoredFiles;
  now?: () => Date;
}

/**
 * The product catalogue's calls: the public product page and company catalogue, and the member's
 * products. The calls that change products declare `product_manage`, which the contract route
 * checks first. A business not yet certified keeps drafts; submitting one for review is publishing,
 * refused by the one certification gate (issue 61) with the way to 企业认证.
 */
export async function catalogueRoutes(app: FastifyInstance, { db, files, now = () => new Date() }: CatalogueRoutesOptions) {
  const repository = createProductRepository(db);
  const views = createProductViews(repository, files);

  /** The business the member acts for. */
  function businessOf(request: FastifyRequest) {
    const auth = authOf(request);
    if (!auth.business) throw refuse("permission", m.chooseBusiness);
    return { memberId: auth.member.id, businessId: auth.business.businessId };
  }

  /** The caller's business's own product; another business's is "not found". */
  async function ownProduct(request: FastifyRequest, id: number): Promise<ProductRow> {
    const row = await repository.owned(id, businessOf(request).businessId);
    if (!row) throw refuse("not_found", m.productMissing);
    return row;
  }

  contractRoute(app, catalogueCalls.detail, async (request) => {
    const row = await repository.listed(request.query.id);
    if (!row) throw refuse("not_found", m.notOnMarket);
    return ok(await views.detail(row));
  });

  contractRoute(app, catalogueCalls.catalogue, async (request) => {
    const { businessId, category, current, size } = request.query;
    const { rows, total, pages } = await repository.cataloguePage(businessId, category, current, size);
    return ok({ records: await views.cards(rows), total, current, size, pages });
  });

  contractRoute(app, catalogueCalls.mine, async (request) => {
    const { businessId } = businessOf(request);
    const { state, current, size } = request.query;
    const [{ rows, total, pages }, perState] = await Promise.all([repository.ownPage(businessId, state, current, size), repository.stateCounts(businessId)]);
    const counts = Object.fromEntries(PRODUCT_STATES.map((s) => [s, perState.get(s) ?? 0]));
    return ok({ records: await views.cards(rows), total, current, size, pages, counts });
  });

  contractRoute(app, catalogueCalls.own, async (request) => ok(await views.own(await ownProduct(request, request.query.id))));

  contractRoute(app, catalogueCalls.save, async (request) => {
    const { memberId, businessId } = businessOf(request);
    if (request.body.submit) app.permissionGuard.refuseUncertified(request, "product.publish");
    const existing = request.body.id ? await ownProduct(request, request.body.id) : null;
    const values = await productDraft(files, memberId, request.body, existing, now());
    // One statement: a refused save above wrote nothing, and this one writes all of it.
    const row = await repository.save(existing, values, { businessId, memberId });
    if (!row) throw refuse("state", m.notEditable);
    return ok(await views.own(row));
  });

  contractRoute(app, catalogueCalls.change, async (request) => {
    const product = await ownProduct(request, request.body.id);
    if (request.body.action === "submit") app.permissionGuard.refuseUncertified(request, "product.publish");
    return ok(await views.own(await changeProduct(db, product, request.body.action, now())));
  });

  contractRoute(app, catalogueCalls.suppliers, async (request) => {
    const auth = authOf(request);
    if (!auth.business) throw refuse("permission", m.chooseBusiness);
    const { businessId, businessName } = auth.business;
    return ok({ businessId, businessName, suppliers: await suppliersOf(repository, views, businessId) });
  });
}
