/**
 * What a shop is made of (issue: banner, about, products, services, qualifications, contact), the
 * templates a member starts from, and the limits of what a section holds.
 */

import { keysOf } from "../labelled-keys.ts";

/** The sections as the editor and the shop's navigation name them. */
export const SHOP_SECTION_LABELS = {
  banner: "横幅",
  about: "企业简介",
  products: "产品",
  services: "服务",
  qualifications: "资质证书",
  contact: "联系我们",
} as const;

export const SHOP_SECTION_KINDS = keysOf(SHOP_SECTION_LABELS);
/** One kind of section; each appears once in a shop. */
export type ShopSectionKind = (typeof SHOP_SECTION_KINDS)[number];

/** A section in the shop's order, shown or hidden. */
export interface ShopSection {
  readonly kind: ShopSectionKind;
  readonly visible: boolean;
}

export const SHOP_TEMPLATE_CODES = ["classic", "industrial", "fresh"] as const;
/** A shop template: a look (the shop pages style it) with a starting order and colour. */
export type ShopTemplateCode = (typeof SHOP_TEMPLATE_CODES)[number];

/** What a template starts a shop with. Every colour here passes the contrast check (tested). */
export const SHOP_TEMPLATES: Readonly<
  Record<ShopTemplateCode, { readonly name: string; readonly description: string; readonly themeColour: string; readonly order: readonly ShopSectionKind[] }>
> = {
  classic: {
    name: "经典商务",
    description: "横幅在前，简介、产品、服务依次展开，适合大多数企业",
    themeColour: "#1d4ed8",
    order: ["banner", "about", "products", "services", "qualifications", "contact"],
  },
  industrial: {
    name: "工业厚重",
    description: "产品与资质靠前，深色标题栏，适合生产与施工企业",
    themeColour: "#9a3412",
    order: ["banner", "products", "qualifications", "services", "about", "contact"],
  },
  fresh: {
    name: "简约清新",
    description: "服务与简介靠前，留白更多，适合咨询、设计与检测机构",
    themeColour: "#047857",
    order: ["about", "services", "products", "banner", "qualifications", "contact"],
  },
};

/** The most products, services and banner images a shop shows (the products section's grid, the carousel). */
export const SHOP_PRODUCT_MAX = 12;
export const SHOP_SERVICE_MAX = 8;
export const SHOP_BANNER_MAX = 5;
/** The most characters of the slogan under the shop's name and of the about text. */
export const SHOP_SLOGAN_MAX = 30;
export const SHOP_ABOUT_MAX = 1000;
/** The largest banner image, in MB, and the kinds it may be (raster only: an SVG may carry script). */
export const SHOP_BANNER_MAX_MB = 5;
export const SHOP_BANNER_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;
