import { SHOP_ABOUT_MAX, SHOP_BANNER_MAX, SHOP_PRODUCT_MAX, SHOP_SECTION_KINDS, SHOP_SERVICE_MAX, SHOP_SLOGAN_MAX, SHOP_TEMPLATE_CODES } from "@cidp/domain";
import { z } from "zod";
import { changeCall, readCall } from "./call-kinds.ts";
import { dateTimeSchema, idSchema } from "./common.contract.ts";
import { publicQualificationSchema } from "./company.contract.ts";

// 企业店铺: a company's storefront, PC and app layouts of one decoration. The member arranges a
// draft (templates, sections, picks, banners, theme colour), previews it, and publishes it; the
// public shop shows the published one (a company that never decorated gets the default template).
// Designed paths (spec §7 does not show them).
const base = "/api/cidp-shop";

/** A product as a shop's products section shows it (the catalogue's listed products only). */
export const shopProductCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  brand: z.string(),
  model: z.string(),
  unit: z.string(),
  /** ¥4,150.00/吨, with 起 when tiered. */
  priceText: z.string(),
  /** The first photo's address, or "" when there is none. */
  coverUrl: z.string(),
  /** The public product page. */
  detailPath: z.string(),
});

/** A service as a shop's services section shows it (listed services only). */
export const shopServiceCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  priceText: z.string(),
  deliveryText: z.string(),
  detailPath: z.string(),
});

const sectionSchema = z.object({ kind: z.enum(SHOP_SECTION_KINDS), visible: z.boolean() });

/** A banner as the editor holds it: an upload of the member's, or a seeded platform picture. */
const bannerSchema = z.object({
  uploadId: idSchema.nullable(),
  url: z.string().max(300).nullable(),
  alt: z.string().trim().max(40, "图片说明不能超过40个字"),
});

/** The decoration as saved: checked again on the server by the domain's `checkShopLayout`. */
export const shopLayoutSchema = z.object({
  template: z.enum(SHOP_TEMPLATE_CODES, { error: "请选择店铺模板" }),
  themeColour: z.string({ error: "请选择主题色" }).max(20),
  slogan: z.string().max(SHOP_SLOGAN_MAX * 2, `店铺标语不能超过${SHOP_SLOGAN_MAX}个字`),
  about: z.string().max(SHOP_ABOUT_MAX * 2, `企业简介不能超过${SHOP_ABOUT_MAX}个字`),
  sections: z.array(sectionSchema).max(SHOP_SECTION_KINDS.length * 2),
  productIds: z.array(idSchema).max(SHOP_PRODUCT_MAX * 2, `店铺最多展示${SHOP_PRODUCT_MAX}个产品`),
  serviceIds: z.array(idSchema).max(SHOP_SERVICE_MAX * 2, `店铺最多展示${SHOP_SERVICE_MAX}项服务`),
  banners: z.array(bannerSchema).max(SHOP_BANNER_MAX * 2, `横幅图片最多${SHOP_BANNER_MAX}张`),
});

/** A shop as its pages render it: the visible sections in order, each with what it shows. */
export const shopViewSchema = z.object({
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    logoUrl: z.string(),
    industry: z.string(),
    region: z.string(),
    address: z.string(),
    certified: z.boolean(),
    /** The chat user to 联系 (the business's first administrator), or null. */
    contactId: z.string().nullable(),
  }),
  template: z.enum(SHOP_TEMPLATE_CODES),
  themeColour: z.string(),
  slogan: z.string(),
  /** The member's about text, else the company profile's introduction. */
  about: z.string(),
  sections: z.array(z.enum(SHOP_SECTION_KINDS)),
  banners: z.array(z.object({ url: z.string(), alt: z.string() })),
  products: z.array(shopProductCardSchema),
  services: z.array(shopServiceCardSchema),
  qualifications: z.array(publicQualificationSchema),
  /** When the shown decoration was published; null for a draft (preview) or a never-decorated shop. */
  publishedAt: dateTimeSchema.nullable(),
});

/** The editor's page: the draft, what may be picked, and where publishing stands. */
const decorationSchema = z.object({
  layout: shopLayoutSchema,
  /** The draft's banners with a link each, in the draft's order. */
  bannerPreviews: z.array(z.object({ uploadId: z.number().int().nullable(), url: z.string(), alt: z.string() })),
  products: z.array(shopProductCardSchema),
  services: z.array(shopServiceCardSchema),
  publishedAt: dateTimeSchema.nullable(),
  /** Whether the draft differs from what the public shop shows. */
  unpublishedChanges: z.boolean(),
});

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const productManageAccess = { auth: "business", permission: "product_manage", designed: true, tag: "shop" } as const;

/** The calls of company shops and their decoration. */
export const shopCalls = {
  view: readCall(
    { auth: "none", designed: true, tag: "shop" },
    {
      path: `${base}/shop`,
      summary: "企业店铺（已发布的装修；未装修的企业为默认模板）",
      query: z.object({ company: idSchema }),
      data: shopViewSchema,
      errors: [400, 404],
    },
  ),
  decoration: readCall(productManageAccess, { path: `${base}/decoration`, summary: "店铺装修：草稿、可选产品与服务、发布状态", data: decorationSchema }),
  save: changeCall(productManageAccess, {
    path: `${base}/decoration`,
    summary: "保存店铺装修草稿",
    body: shopLayoutSchema,
    data: z.object({ savedAt: dateTimeSchema }),
    errors: [400],
  }),
  preview: readCall(productManageAccess, { path: `${base}/preview`, summary: "预览店铺装修草稿", data: shopViewSchema }),
  publish: changeCall(productManageAccess, {
    path: `${base}/publish`,
    summary: "发布店铺装修（公开店铺随即显示草稿）",
    data: z.object({ publishedAt: dateTimeSchema }),
    errors: [400],
    certification: "shop.publish",
  }),
};
