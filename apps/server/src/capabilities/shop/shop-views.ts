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
      // No picks: the section shows the newest listed items, so a new shop is never empty for want of picking.
      const [labels, certificates, products, services, banners] = await Promise.all([
        companies.labelTexts(),
        companies.certificates([businessId]),
        catalogue.products(db, businessId, layout.productIds.length ? { ids: [...layout.productIds], limit: SHOP_PRODUCT_MAX } : { limit: SHOP_PRODUCT_MAX }),
        catalogue.services(db, businessId, layout.serviceIds.length ? { ids: [...layout.serviceIds], limit: SHOP_SERVICE_MAX } : { limit: SHOP_SERVICE_MAX }),
        bannerLinks(layout),
      ]);
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
