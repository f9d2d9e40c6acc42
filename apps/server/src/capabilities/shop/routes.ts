import { shopCalls } from "@cidp/api-client/contract";
import {
  checkShopLayout,
  defaultShopLayout,
  SHOP_BANNER_EXTENSIONS,
  SHOP_BANNER_MAX_MB,
  type ShopBanner,
  type ShopLayout,
  shopLayoutMessage,
} from "@cidp/domain";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { okIfFound } from "../../http/ok-if-found.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { actingBusinessOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { createShopRepository, type DecorationRow } from "./repository.ts";
import type { ShopCatalogue } from "./shop-catalogue.ts";
import { shopMessages as m } from "./shop-messages.ts";
import { createShopViews, SHOP_CHOICES_LIMIT } from "./shop-views.ts";

export interface ShopRoutesOptions {
  db: Database;
  files: StoredFiles;
  catalogue: ShopCatalogue;
  now?: () => Date;
}

/** Company shops: the public PC/app shop, and the member's decoration, preview and publishing. */
export async function shopRoutes(app: FastifyInstance, { db, files, catalogue, now = () => new Date() }: ShopRoutesOptions) {
  const views = createShopViews(db, files, catalogue);
  const shops = createShopRepository(db);

  /**
   * The banners a save may keep: those already in the stored draft or published copy (a seeded
   * picture, or an upload another member of the business made) stay; a new one must be the
   * member's own verified raster image within the size limit. Nothing else is trusted.
   */
  async function checkedBanners(memberId: number, banners: readonly ShopBanner[], stored: DecorationRow | undefined): Promise<ShopBanner[]> {
    const known = [...(stored?.draft.banners ?? []), ...(stored?.published?.banners ?? [])];
    const knownUrls = new Set(known.flatMap((b) => (b.url ? [b.url] : [])));
    const knownUploads = new Set(known.flatMap((b) => (b.uploadId ? [b.uploadId] : [])));
    const fresh = [...new Set(banners.flatMap((b) => (b.uploadId && !knownUploads.has(b.uploadId) ? [b.uploadId] : [])))];
    const images = await files.ownFiles(memberId, fresh, SHOP_BANNER_EXTENSIONS);
    for (const id of fresh) {
      const image = images.get(id);
      if (!image) throw refuse("invalid", m.bannerInvalid);
      // The upload widget checks the size in the browser; the server holds the same line.
      if (image.size > SHOP_BANNER_MAX_MB * 1024 * 1024) throw refuse("invalid", m.bannerTooLarge(image.fileName));
    }
    return banners.map((banner) => {
      if (banner.uploadId) return { uploadId: banner.uploadId, url: null, alt: banner.alt };
      if (banner.url && knownUrls.has(banner.url)) return { uploadId: null, url: banner.url, alt: banner.alt };
      throw refuse("invalid", m.bannerInvalid);
    });
  }

  /** Picks must be the business's own listed items: the catalogue answers only those. */
  async function checkPicks(businessId: number, layout: ShopLayout) {
    const [products, services] = await Promise.all([
      layout.productIds.length ? catalogue.products(db, businessId, { ids: [...layout.productIds], limit: layout.productIds.length }) : [],
      layout.serviceIds.length ? catalogue.services(db, businessId, { ids: [...layout.serviceIds], limit: layout.serviceIds.length }) : [],
    ]);
    if (products.length !== layout.productIds.length) throw refuse("state", m.productsUnavailable);
    if (services.length !== layout.serviceIds.length) throw refuse("state", m.servicesUnavailable);
  }

  contractRoute(app, shopCalls.view, async (request) => {
    const businessId = request.query.company;
    const standing = await shops.publicStandingOf(businessId);
    if (standing !== "open") throw refuse("not_found", standing === "hidden" ? m.unavailable : m.notFound);
    const row = await shops.decorationOf(businessId);
    return okIfFound(await views.view(businessId, row?.published ?? defaultShopLayout(), row?.publishedAt ?? null), m.notFound);
  });

  contractRoute(app, shopCalls.decoration, async (request) => {
    const { businessId } = actingBusinessOf(request);
    const row = await shops.decorationOf(businessId);
    const layout = row?.draft ?? defaultShopLayout();
    const [products, services, bannerPreviews] = await Promise.all([
      catalogue.products(db, businessId, { limit: SHOP_CHOICES_LIMIT }),
      catalogue.services(db, businessId, { limit: SHOP_CHOICES_LIMIT }),
      views.bannerLinks(layout),
    ]);
    return ok({
      layout: {
        ...layout,
        sections: [...layout.sections],
        productIds: [...layout.productIds],
        serviceIds: [...layout.serviceIds],
        banners: [...layout.banners],
      },
      bannerPreviews,
      products,
      services,
      publishedAt: row?.publishedAt ? formatDateTime(row.publishedAt) : null,
      unpublishedChanges: !row?.published || JSON.stringify(row.published) !== JSON.stringify(row.draft),
    });
  });

  contractRoute(app, shopCalls.save, async (request) => {
    const { memberId, businessId } = actingBusinessOf(request);
    const checked = checkShopLayout(request.body);
    if (!checked.ok) throw refuse("invalid", shopLayoutMessage(checked));
    const stored = await shops.decorationOf(businessId);
    const layout: ShopLayout = { ...checked.value, banners: await checkedBanners(memberId, checked.value.banners, stored) };
    await checkPicks(businessId, layout);
    const at = now();
    await shops.saveDraft(businessId, layout, memberId, at);
    return ok({ savedAt: formatDateTime(at) });
  });

  contractRoute(app, shopCalls.preview, async (request) => {
    const { businessId } = actingBusinessOf(request);
    const row = await shops.decorationOf(businessId);
    return okIfFound(await views.view(businessId, row?.draft ?? defaultShopLayout(), null), m.notFound);
  });

  contractRoute(app, shopCalls.publish, async (request) => {
    const { memberId, businessId } = actingBusinessOf(request);
    const at = now();
    const draft = (await shops.decorationOf(businessId))?.draft ?? defaultShopLayout();
    await shops.publish(businessId, draft, memberId, at);
    return ok({ publishedAt: formatDateTime(at) });
  });
}
