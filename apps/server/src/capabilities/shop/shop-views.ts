import type { shopViewSchema } from "@cidp/api-client/contract";
import { SHOP_PRODUCT_MAX, SHOP_SERVICE_MAX, type ShopLayout } from "@cidp/domain";
import type { z } from "zod";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { createCompanyRepository } from "../../platform/company/repository.ts";
import { publicProfile } from "../../platform/company/routes.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import type { ShopCatalogue } from "./shop-catalogue.ts";

export type ShopView = z.infer<typeof shopViewSchema>;

/** How many of a business's listed products or services the editor offers to pick from. */
export const SHOP_CHOICES_LIMIT = 200;

/** The owner's picks in their order, then the other listed items newest first, `max` at most. */
function pickedFirst<T extends { id: number }>(picked: readonly T[], newest: readonly T[], max: number): T[] {
  const pickedIds = new Set(picked.map((item) => item.id));
  return [...picked, ...newest.filter((item) => !pickedIds.has(item.id))].slice(0, max);
}

/** Builds what a shop's pages render from a layout: the company, its picks and its banners. */
export function createShopViews(db: Database, files: StoredFiles, catalogue: ShopCatalogue) {
  const companies = createCompanyRepository(db);

  /** The layout's banners as addresses an <img> can load; a banner whose upload is gone is dropped. */
  async function bannerLinks(layout: ShopLayout) {
    const images = await files.images(layout.banners.flatMap((banner) => (banner.uploadId ? [banner.uploadId] : [])));
    return layout.banners.flatMap((banner) => {
      if (banner.url) return [{ uploadId: null, url: banner.url, alt: banner.alt }];
      const image = banner.uploadId ? images.get(banner.uploadId) : undefined;
      return image ? [{ uploadId: banner.uploadId, url: files.publicLink(image), alt: banner.alt }] : [];
    });
  }

  return {
    bannerLinks,

    /** The shop of a business as a layout shows it, or null when there is no such business. */
    async view(businessId: number, layout: ShopLayout, publishedAt: Date | null): Promise<ShopView | null> {
      const row = await companies.profile(businessId);
      if (!row) return null;
      // The picks lead and the newest listed items fill the section: a new shop is never empty for
      // want of picking, and a product approved after the decoration shows without another one.
      const [labels, certificates, pickedProducts, newestProducts, pickedServices, newestServices, banners] = await Promise.all([
        companies.labelTexts(),
        companies.certificates([businessId]),
        layout.productIds.length ? catalogue.products(db, businessId, { ids: [...layout.productIds], limit: SHOP_PRODUCT_MAX }) : [],
        catalogue.products(db, businessId, { limit: SHOP_PRODUCT_MAX }),
        layout.serviceIds.length ? catalogue.services(db, businessId, { ids: [...layout.serviceIds], limit: SHOP_SERVICE_MAX }) : [],
        catalogue.services(db, businessId, { limit: SHOP_SERVICE_MAX }),
        bannerLinks(layout),
      ]);
      const products = pickedFirst(pickedProducts, newestProducts, SHOP_PRODUCT_MAX);
      const services = pickedFirst(pickedServices, newestServices, SHOP_SERVICE_MAX);
      const profile = publicProfile(row, labels, certificates);
      return {
        company: {
          id: profile.id,
          name: profile.name,
          logoUrl: profile.logoUrl,
          industry: profile.industry,
          region: profile.region,
          address: profile.address,
          certified: profile.certificationState === "certified",
          contactId: profile.contactId,
        },
        template: layout.template,
        themeColour: layout.themeColour,
        slogan: layout.slogan,
        about: layout.about || profile.introduction,
        sections: layout.sections.filter((section) => section.visible).map((section) => section.kind),
        banners: banners.map(({ url, alt }) => ({ url, alt })),
        products,
        services,
        qualifications: profile.qualifications,
        publishedAt: publishedAt ? formatDateTime(publishedAt) : null,
      };
    },
  };
}
