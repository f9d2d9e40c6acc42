/**
 * A shop's decoration as the member arranges it: the template and theme colour, the sections in
 * order (shown or hidden), the products and services picked for it, the banner images and texts.
 * `editShopLayout` is the editor's reducer (pure, so the browser and the tests share it);
 * `checkShopLayout` is what the server holds a saved layout to.
 */
import type { Result } from "../result.ts";
import {
  SHOP_ABOUT_MAX,
  SHOP_BANNER_MAX,
  SHOP_PRODUCT_MAX,
  SHOP_SECTION_KINDS,
  SHOP_SERVICE_MAX,
  SHOP_SLOGAN_MAX,
  SHOP_TEMPLATES,
  type ShopSection,
  type ShopSectionKind,
  type ShopTemplateCode,
} from "./shop-sections.ts";
import { checkThemeColour, type ThemeColourRefusal, themeColourMessage } from "./theme-colour.ts";

/** A banner image: an upload of the member's, or (seeded shops) a platform picture by address. */
export interface ShopBanner {
  readonly uploadId: number | null;
  readonly url: string | null;
  readonly alt: string;
}

export interface ShopLayout {
  readonly template: ShopTemplateCode;
  readonly themeColour: string;
  readonly slogan: string;
  readonly about: string;
  readonly sections: readonly ShopSection[];
  readonly productIds: readonly number[];
  readonly serviceIds: readonly number[];
  readonly banners: readonly ShopBanner[];
}

/** A new shop: the template's order and colour, every section shown, nothing picked yet. */
export function defaultShopLayout(template: ShopTemplateCode = "classic"): ShopLayout {
  const start = SHOP_TEMPLATES[template];
  return {
    template,
    themeColour: start.themeColour,
    slogan: "",
    about: "",
    sections: start.order.map((kind) => ({ kind, visible: true })),
    productIds: [],
    serviceIds: [],
    banners: [],
  };
}

/** What the editor may do to a layout. */
export type ShopEditAction =
  | { type: "move"; kind: ShopSectionKind; by: -1 | 1 }
  | { type: "toggle"; kind: ShopSectionKind }
  | { type: "template"; template: ShopTemplateCode }
  | { type: "theme"; colour: string }
  | { type: "text"; field: "slogan" | "about"; value: string }
  | { type: "pick"; list: "productIds" | "serviceIds"; id: number }
  | { type: "unpick"; list: "productIds" | "serviceIds"; id: number }
  | { type: "add-banner"; banner: ShopBanner }
  | { type: "remove-banner"; index: number };

const pickLimits = { productIds: SHOP_PRODUCT_MAX, serviceIds: SHOP_SERVICE_MAX } as const;

/** Moves the item at `from` by one place, when there is a place to move to. */
function moved<T>(items: readonly T[], from: number, by: -1 | 1): readonly T[] {
  const to = from + by;
  if (from < 0 || to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

/**
 * The layout after one editor action. Actions that cannot apply (moving the first section up,
 * picking past the limit) leave it as it was; the editor disables them, and the reducer does not
 * trust that. A new template brings its order and colour and keeps what the member wrote and picked.
 */
export function editShopLayout(layout: ShopLayout, action: ShopEditAction): ShopLayout {
  switch (action.type) {
    case "move":
      return {
        ...layout,
        sections: moved(
          layout.sections,
          layout.sections.findIndex((s) => s.kind === action.kind),
          action.by,
        ),
      };
    case "toggle":
      return { ...layout, sections: layout.sections.map((s) => (s.kind === action.kind ? { ...s, visible: !s.visible } : s)) };
    case "template": {
      const start = SHOP_TEMPLATES[action.template];
      const shown = new Map(layout.sections.map((s) => [s.kind, s.visible]));
      return {
        ...layout,
        template: action.template,
        themeColour: start.themeColour,
        sections: start.order.map((kind) => ({ kind, visible: shown.get(kind) ?? true })),
      };
    }
    case "theme":
      return { ...layout, themeColour: action.colour };
    case "text":
      return { ...layout, [action.field]: action.value };
    case "pick": {
      const list = layout[action.list];
      if (list.includes(action.id) || list.length >= pickLimits[action.list]) return layout;
      return { ...layout, [action.list]: [...list, action.id] };
    }
    case "unpick":
      return { ...layout, [action.list]: layout[action.list].filter((id) => id !== action.id) };
    case "add-banner":
      return layout.banners.length >= SHOP_BANNER_MAX ? layout : { ...layout, banners: [...layout.banners, action.banner] };
    case "remove-banner":
      return { ...layout, banners: layout.banners.filter((_, index) => index !== action.index) };
  }
}

/** Why a layout is refused; `field` names the editor's control the message belongs to. */
export type ShopLayoutRefusal =
  | { code: "shop.sections"; field: "sections" }
  | ({ field: "themeColour" } & ThemeColourRefusal)
  | { code: "shop.slogan-long"; field: "slogan" }
  | { code: "shop.about-long"; field: "about" }
  | { code: "shop.products-many"; field: "productIds" }
  | { code: "shop.services-many"; field: "serviceIds" }
  | { code: "shop.banners-many"; field: "banners" };

/**
 * The layout as stored, or the first reason to refuse it: every kind of section exactly once, a
 * colour with enough contrast, texts and picks within their limits (duplicate picks dropped).
 */
export function checkShopLayout(layout: ShopLayout): Result<ShopLayout, ShopLayoutRefusal> {
  const kinds = layout.sections.map((s) => s.kind);
  const complete = kinds.length === SHOP_SECTION_KINDS.length && SHOP_SECTION_KINDS.every((kind) => kinds.includes(kind));
  if (!complete) return { ok: false, code: "shop.sections", field: "sections" };
  const colour = checkThemeColour(layout.themeColour);
  if (!colour.ok) return { ...colour, field: "themeColour" };
  const slogan = layout.slogan.trim();
  const about = layout.about.trim();
  if ([...slogan].length > SHOP_SLOGAN_MAX) return { ok: false, code: "shop.slogan-long", field: "slogan" };
  if ([...about].length > SHOP_ABOUT_MAX) return { ok: false, code: "shop.about-long", field: "about" };
  const productIds = [...new Set(layout.productIds)];
  const serviceIds = [...new Set(layout.serviceIds)];
  if (productIds.length > SHOP_PRODUCT_MAX) return { ok: false, code: "shop.products-many", field: "productIds" };
  if (serviceIds.length > SHOP_SERVICE_MAX) return { ok: false, code: "shop.services-many", field: "serviceIds" };
  if (layout.banners.length > SHOP_BANNER_MAX) return { ok: false, code: "shop.banners-many", field: "banners" };
  return { ok: true, value: { ...layout, themeColour: colour.value, slogan, about, productIds, serviceIds } };
}

/** A refusal in Chinese, for the field it names. */
export function shopLayoutMessage(refusal: ShopLayoutRefusal): string {
  switch (refusal.code) {
    case "shop.sections":
      return "店铺栏目不完整，请刷新页面后重新装修";
    case "shop.theme-format":
    case "shop.theme-contrast":
      return themeColourMessage(refusal);
    case "shop.slogan-long":
      return `店铺标语不能超过${SHOP_SLOGAN_MAX}个字`;
    case "shop.about-long":
      return `企业简介不能超过${SHOP_ABOUT_MAX}个字`;
    case "shop.products-many":
      return `店铺最多展示${SHOP_PRODUCT_MAX}个产品`;
    case "shop.services-many":
      return `店铺最多展示${SHOP_SERVICE_MAX}项服务`;
    case "shop.banners-many":
      return `横幅图片最多${SHOP_BANNER_MAX}张`;
  }
}
