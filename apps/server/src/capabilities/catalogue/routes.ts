import { catalogueCalls } from "@cidp/api-client/contract";
import {
  checkProductDraft,
  lowestPriceFen,
  messageOf,
  PRODUCT_FILE_MAX_MB,
  PRODUCT_PHOTO_EXTENSIONS,
  PRODUCT_REPORT_EXTENSIONS,
  PRODUCT_RULE_MESSAGES,
  PRODUCT_STATES,
  type ProductPrice,
  type ProductState,
  productKindsOf,
  transitionProduct,
  validateUploadFile,
} from "@cidp/domain";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { boundedPage } from "../../db/paging.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { HttpError } from "../../http/validate.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { authOf } from "../../plugins/auth.ts";
import { catalogueMessages as m } from "./catalogue-messages.ts";
import { createProductViews, type ProductRow } from "./product-views.ts";
import { catalogueProducts, type ProductPhoto } from "./schema.ts";
import { suppliersOf } from "./suppliers.ts";

export interface CatalogueRoutesOptions {
  db: Database;
  files: StoredFiles;
  now?: () => Date;
}

/**
 * The product catalogue's calls: the public product page and company catalogue, and the member's
 * products. The calls that change products declare `product_manage`, which the contract route
 * checks first; each also requires the business to be certified.
 */
export async function catalogueRoutes(app: FastifyInstance, { db, files, now = () => new Date() }: CatalogueRoutesOptions) {
  const views = createProductViews(db, files);
  const byNewest = [desc(catalogueProducts.updatedAt), desc(catalogueProducts.id)];

  /** The business the member acts for, which must be certified to manage products. */
  function certifiedBusinessOf(request: FastifyRequest) {
    const auth = authOf(request);
    if (!auth.business) throw new HttpError(403, m.chooseBusiness);
    if (auth.business.certificationState !== "certified") throw new HttpError(403, m.notCertified);
    return { memberId: auth.member.id, businessId: auth.business.businessId };
  }

  /** The caller's business's own product; another business's is "not found". */
  async function ownProduct(request: FastifyRequest, id: number): Promise<ProductRow> {
    const { businessId } = certifiedBusinessOf(request);
    const [row] = await db
      .select()
      .from(catalogueProducts)
      .where(and(eq(catalogueProducts.id, id), eq(catalogueProducts.businessId, businessId)));
    if (!row) throw new HttpError(404, m.productMissing);
    return row;
  }

  contractRoute(app, catalogueCalls.detail, async (request) => {
    const [row] = await db
      .select()
      .from(catalogueProducts)
      .where(and(eq(catalogueProducts.id, request.query.id), eq(catalogueProducts.state, "listed")));
    if (!row) throw new HttpError(404, m.notOnMarket);
    return ok(await views.detail(row));
  });

  contractRoute(app, catalogueCalls.catalogue, async (request) => {
    const { businessId, category, current, size } = request.query;
    const kinds = category ? productKindsOf(category) : [];
    const where = and(
      eq(catalogueProducts.businessId, businessId),
      eq(catalogueProducts.state, "listed"),
      category ? inArray(catalogueProducts.category, kinds.concat("")) : undefined,
    );
    const { rows, total, pages } = await boundedPage(db, catalogueProducts, where, byNewest, current, size);
    return ok({ records: await views.cards(rows), total, current, size, pages });
  });

  contractRoute(app, catalogueCalls.mine, async (request) => {
    const { businessId } = certifiedBusinessOf(request);
    const { state, current, size } = request.query;
    const where = and(eq(catalogueProducts.businessId, businessId), state ? eq(catalogueProducts.state, state) : undefined);
    const [{ rows, total, pages }, perState] = await Promise.all([
      boundedPage(db, catalogueProducts, where, byNewest, current, size),
      db
        .select({ state: catalogueProducts.state, n: count() })
        .from(catalogueProducts)
        .where(eq(catalogueProducts.businessId, businessId))
        .groupBy(catalogueProducts.state),
    ]);
    const counts = Object.fromEntries(PRODUCT_STATES.map((s) => [s, perState.find((row) => row.state === s)?.n ?? 0]));
    return ok({ records: await views.cards(rows), total, current, size, pages, counts });
  });

  contractRoute(app, catalogueCalls.own, async (request) => ok(await views.own(await ownProduct(request, request.query.id))));

  contractRoute(app, catalogueCalls.save, async (request) => {
    const body = request.body;
    const { memberId, businessId } = certifiedBusinessOf(request);
    const existing = body.id ? await ownProduct(request, body.id) : null;
    // Only the member's own verified uploads of the allowed kinds; one bad id refuses the whole save.
    const photoIds = [...new Set(body.photoIds)];
    const reportIds = [...new Set(body.reportIds)];
    const [images, reportFiles] = await Promise.all([
      files.ownFiles(memberId, photoIds, PRODUCT_PHOTO_EXTENSIONS),
      files.ownFiles(memberId, reportIds, PRODUCT_REPORT_EXTENSIONS),
    ]);
    if (images.size !== photoIds.length) throw new HttpError(400, m.photos);
    if (reportFiles.size !== reportIds.length) throw new HttpError(400, m.reports);
    // The size rule on the server too: the upload engine checks it in the browser only.
    for (const file of [...images.values(), ...reportFiles.values()]) {
      const checked = validateUploadFile(
        { name: file.fileName, size: file.size },
        { accept: [...PRODUCT_PHOTO_EXTENSIONS, ...PRODUCT_REPORT_EXTENSIONS], maxSizeMb: PRODUCT_FILE_MAX_MB },
      );
      if (!checked.ok) throw new HttpError(400, `${file.fileName}：${messageOf(checked)}`);
    }
    // Seeded pictures (no upload behind them) stay with the product when it is edited. An upload
    // keeps its lasting public link too, so the shop reads covers without the upload service.
    const kept: ProductPhoto[] = existing?.photos.filter((photo) => !photo.uploadId) ?? [];
    const photos: ProductPhoto[] = [
      ...kept,
      ...photoIds.flatMap((uploadId) => {
        const image = images.get(uploadId);
        return image ? [{ uploadId, url: files.publicLink(image) }] : [];
      }),
    ];
    const price: ProductPrice = body.priceKind === "tiers" ? { kind: "tiers", tiers: body.tiers } : { kind: "single", priceFen: body.priceFen ?? 0 };
    const rules = checkProductDraft({
      name: body.name,
      category: body.category,
      model: body.model,
      brand: body.brand,
      standard: body.standard,
      unit: body.unit,
      price,
      moq: body.moq,
      photoCount: photos.length,
      reportCount: reportIds.length,
    });
    if (!rules.ok) throw new HttpError(400, PRODUCT_RULE_MESSAGES[rules.code]);
    let state: ProductState = existing ? (existing.state as ProductState) : "draft";
    if (existing) {
      const edited = transitionProduct(state, "edit");
      if (!edited.ok) throw new HttpError(400, m.notEditable);
      state = edited.value;
    }
    if (body.submit) {
      const submitted = transitionProduct(state, "submit");
      if (!submitted.ok) throw new HttpError(400, m.transition);
      state = submitted.value;
    }
    const values = {
      name: body.name,
      category: body.category,
      model: body.model,
      brand: body.brand,
      standard: body.standard,
      unit: body.unit,
      priceKind: price.kind,
      priceFen: lowestPriceFen(price),
      tiers: price.kind === "tiers" ? [...price.tiers] : [],
      moq: body.moq,
      region: body.region,
      description: sanitizeRichText(body.description),
      photos,
      reports: reportIds.map((id) => ({ uploadId: id, name: reportFiles.get(id)?.fileName ?? "" })),
      state,
      rejectReason: null,
      updatedAt: now(),
    };
    // One statement: a refused save above wrote nothing, and this one writes all of it.
    const [row] = existing
      ? await db
          .update(catalogueProducts)
          .set(values)
          .where(and(eq(catalogueProducts.id, existing.id), eq(catalogueProducts.state, existing.state)))
          .returning()
      : await db
          .insert(catalogueProducts)
          .values({ ...values, businessId, createdBy: memberId, createdAt: now() })
          .returning();
    if (!row) throw new HttpError(400, m.notEditable);
    return ok(await views.own(row));
  });

  contractRoute(app, catalogueCalls.change, async (request) => {
    const product = await ownProduct(request, request.body.id);
    const next = transitionProduct(product.state as ProductState, request.body.action);
    if (!next.ok) throw new HttpError(400, m.transition);
    const [row] = await db
      .update(catalogueProducts)
      .set({ state: next.value, updatedAt: now(), ...(request.body.action === "submit" ? { rejectReason: null } : {}) })
      .where(and(eq(catalogueProducts.id, product.id), eq(catalogueProducts.state, product.state)))
      .returning();
    if (!row) throw new HttpError(400, m.transition);
    return ok(await views.own(row));
  });

  contractRoute(app, catalogueCalls.suppliers, async (request) => {
    const auth = authOf(request);
    if (!auth.business) throw new HttpError(403, m.chooseBusiness);
    const { businessId, businessName } = auth.business;
    return ok({ businessId, businessName, suppliers: await suppliersOf(db, views, businessId) });
  });
}
