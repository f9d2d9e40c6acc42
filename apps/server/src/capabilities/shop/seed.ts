import { checkShopLayout, defaultShopLayout, editShopLayout, type ShopLayout, type ShopTemplateCode } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { businessIdsByCreditCode } from "../../platform/company/seeded-ids.ts";
import { pictureUrl, shopBannerPictures } from "../../platform/media/media-catalogue.ts";
import { demoBusinesses } from "../../platform/member/seed.ts";
import { shopDecorations } from "./schema.ts";
import type { ShopCatalogue } from "./shop-catalogue.ts";

type BannerLook = keyof typeof shopBannerPictures;

/** The demo companies' shops, as their members decorated them (by credit code). */
const decoratedShops: ReadonlyArray<{
  creditCode: string;
  template: ShopTemplateCode;
  themeColour?: string;
  slogan: string;
  about: string;
  banners: readonly BannerLook[];
  hidden?: readonly ("services" | "qualifications" | "about")[];
}> = [
  {
    creditCode: demoBusinesses[0].creditCode,
    template: "industrial",
    slogan: "筑精品工程 建百年基业",
    about:
      "吉林宏远建设工程有限公司具有建筑工程施工总承包一级资质，深耕吉林省房屋建筑与市政工程二十余年，累计承建住宅、学校、医院等项目一百余项。公司坚持“安全第一、质量为本”，同时对外供应自有搅拌站的商品混凝土与周转材料。",
    banners: ["construction", "bridge"],
  },
  {
    creditCode: demoBusinesses[1].creditCode,
    template: "classic",
    slogan: "钢材水泥一站采购，长春市区次日达",
    about: "长春鼎盛建材贸易有限公司是鞍钢、冀东水泥等品牌的区域经销商，常备螺纹钢、盘螺、水泥、防水卷材等现货，自有仓储两万平方米，支持阶梯报价与项目直送。",
    banners: ["materials", "construction"],
  },
  {
    creditCode: demoBusinesses[3].creditCode,
    template: "fresh",
    themeColour: "#0f766e",
    slogan: "钢结构设计、制作、安装一体化",
    about: "长春华信钢结构工程有限公司专注厂房、场馆与桥梁钢结构，拥有钢结构工程专业承包一级资质和年产三万吨的加工基地，提供深化设计、检测与安装全过程服务。",
    banners: ["bridge"],
    hidden: ["qualifications"],
  },
];

/**
 * Decorates and publishes the demo companies' shops once: their template, slogan and banners,
 * and the first of their listed products and services picked. Runs after the catalogue and the
 * services are seeded; a shop already decorated is left as its members left it.
 */
export async function seedShops(db: Database, catalogue: ShopCatalogue, now = new Date()): Promise<void> {
  const idOf = await businessIdsByCreditCode(
    db,
    decoratedShops.map((shop) => shop.creditCode),
  );
  for (const shop of decoratedShops) {
    const businessId = idOf.get(shop.creditCode);
    if (!businessId) continue;
    const [products, services] = await Promise.all([catalogue.products(db, businessId, { limit: 8 }), catalogue.services(db, businessId, { limit: 4 })]);
    let layout: ShopLayout = {
      ...defaultShopLayout(shop.template),
      slogan: shop.slogan,
      about: shop.about,
      productIds: products.map((p) => p.id),
      serviceIds: services.map((s) => s.id),
      banners: shop.banners.map((look) => ({ uploadId: null, url: pictureUrl(shopBannerPictures[look]), alt: shopBannerPictures[look].description })),
    };
    if (shop.themeColour) layout = editShopLayout(layout, { type: "theme", colour: shop.themeColour });
    for (const kind of shop.hidden ?? []) layout = editShopLayout(layout, { type: "toggle", kind });
    const checked = checkShopLayout(layout);
    if (!checked.ok) throw new Error(`seed shop ${shop.creditCode}: ${checked.code}`);
    await db
      .insert(shopDecorations)
      .values({ businessId, draft: checked.value, published: checked.value, publishedAt: now, updatedAt: now })
      .onConflictDoNothing();
  }
}
