import { readFileSync } from "node:fs";
import { LAW_LESSON_CATEGORIES } from "@cidp/api-client/contract";
import { LAWYER_SPECIALTIES, SERVICE_NEED_CATEGORIES, SHOP_SERVICE_CATEGORIES } from "@cidp/domain";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HomeSection } from "./home-section.tsx";
import { type ServiceIconCategory, serviceCategoryIcons, serviceIconCategory, serviceIconOf, serviceIconSvg } from "./service-category-icon.server.ts";

/**
 * The services the demo seeds, read from the server's seed sources as text (the portal imports
 * no server code): each entry's name or title and its category, in the order written.
 */
function seeded(file: string, list: string): { title: string; category: string }[] {
  const source = readFileSync(new URL(`../../../../server/src/${file}`, import.meta.url), "utf8");
  const start = source.indexOf(list);
  expect(start, `${list} in ${file}`).toBeGreaterThanOrEqual(0);
  const block = source.slice(start, source.indexOf("\n];", start));
  return [...block.matchAll(/(?:name|title): "([^"]+)",\s*category: "([^"]+)"/g)].map(([, title = "", category = ""]) => ({ title, category }));
}

/** 综合服务 on the home page: the CMS's service packages. */
const seededPackages = seeded("platform/cms/home-content.seed.ts", "export const servicePackageSeed = [");
/** The shops' services (企业服务). */
const seededShopServices = seeded("capabilities/shop-service/seed.ts", "const services: readonly SeedService[] = [");

const DEFAULT: ServiceIconCategory = "other";
const distinct = <T>(values: readonly T[]) => new Set(values).size;

describe("service category icons", () => {
  it("gives every kind of service an icon of its own, the default only to `other`", () => {
    const kinds = Object.keys(serviceCategoryIcons) as ServiceIconCategory[];
    expect(distinct(Object.values(serviceCategoryIcons))).toBe(kinds.length);
    const drawn = kinds.map(serviceIconSvg);
    expect(distinct(drawn)).toBe(kinds.length);
    expect(serviceIconSvg(DEFAULT)).toContain("lucide-briefcase-business");
  });

  it("draws decorative icons: hidden from assistive technology, not focusable, without a name", () => {
    for (const kind of Object.keys(serviceCategoryIcons) as ServiceIconCategory[]) {
      const svg = serviceIconSvg(kind);
      expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
      expect(svg).toContain('focusable="false"');
      expect(svg).toContain('width="28"');
      expect(svg).toContain('stroke-width="1.75"');
      expect(svg).not.toMatch(/<title|aria-label|role="img"/);
    }
  });

  it("maps each of the shops' categories (@cidp/domain) to its own icon, `other` to the default", () => {
    const kinds = SHOP_SERVICE_CATEGORIES.map((category) => serviceIconCategory({ kind: "shop-service", category }));
    expect(kinds[SHOP_SERVICE_CATEGORIES.indexOf("other")]).toBe(DEFAULT);
    const named = kinds.filter((kind) => kind !== DEFAULT);
    expect(named).toHaveLength(SHOP_SERVICE_CATEGORIES.length - 1);
    expect(distinct(named.map((kind) => serviceCategoryIcons[kind]))).toBe(named.length);
  });

  it("maps each category of the seeded packages to its own icon, none to the default", () => {
    const categories = [...new Set(seededPackages.map((p) => p.category))];
    expect(categories.length).toBeGreaterThanOrEqual(2);
    const kinds = categories.map((category) => serviceIconCategory({ kind: "package", category }));
    expect(kinds).not.toContain(DEFAULT);
    expect(distinct(kinds)).toBe(categories.length);
  });

  it("knows every seeded shop service's category, and draws a named icon for each one not filed under 其他", () => {
    expect(seededShopServices.length).toBeGreaterThanOrEqual(20);
    for (const { title, category } of seededShopServices) {
      expect(SHOP_SERVICE_CATEGORIES, title).toContain(category);
      if (category !== "other") expect(serviceIconCategory({ kind: "shop-service", category, title }), title).not.toBe(DEFAULT);
    }
    const icons = seededShopServices.map((s) => serviceIconOf({ kind: "shop-service", ...s }).svg);
    expect(distinct(icons)).toBeGreaterThanOrEqual(7);
  });

  it("draws lessons as 课程 and lawyers as 法律 whatever their topic; the law area's words read as 法律", () => {
    for (const category of LAW_LESSON_CATEGORIES) expect(serviceIconCategory({ kind: "lesson", category })).toBe("training");
    for (const category of LAWYER_SPECIALTIES) expect(serviceIconCategory({ kind: "lawyer", category })).toBe("legal");
    // A package filed under a need's category (合同审查, 工程款追索 …) is a legal one.
    for (const category of SERVICE_NEED_CATEGORIES) expect(serviceIconCategory({ kind: "package", category }), category).toBe("legal");
    expect(serviceIconCategory({ kind: "vip" })).toBe("membership");
  });

  it.each([
    ["法律服务", "legal"],
    ["律师服务", "legal"],
    ["财税服务", "tax"],
    ["代账", "tax"],
    ["资质代办", "qualification"],
    ["招投标代理", "tendering"],
    ["工程造价", "costing"],
    ["工程咨询", "consulting"],
    ["检测检验", "testing"],
    ["工程监理", "supervision"],
    ["设计", "design"],
    ["培训课程", "training"],
    ["保险担保", "insurance"],
    ["金融融资", "finance"],
    ["设备租赁", "equipment"],
    ["人力劳务", "labor"],
    ["软件与信息化", "software"],
    ["VIP会员", "membership"],
    ["企业服务", "enterprise"],
  ] as const)("reads a package's free category %s as %s", (category, kind) => {
    expect(serviceIconCategory({ kind: "package", category })).toBe(kind);
  });

  it("lets the title tell when the category says nothing particular", () => {
    expect(serviceIconCategory({ kind: "package", category: "企业服务", title: "企业资质代办咨询" })).toBe("qualification");
    expect(serviceIconCategory({ kind: "package", category: "企业服务", title: "年度企业服务包" })).toBe("enterprise");
    expect(serviceIconCategory({ kind: "package", category: "综合服务", title: "企业常年法律顾问" })).toBe("legal");
    expect(serviceIconCategory({ kind: "shop-service", category: "other", title: "钢筋保护层厚度检测" })).toBe("testing");
    // A named category stands: 招标代理 filed under 工程咨询 stays a consulting service.
    expect(serviceIconCategory({ kind: "shop-service", category: "consulting", title: "招标代理（施工总承包）" })).toBe("consulting");
  });

  it("gives an unknown category the default", () => {
    expect(serviceIconCategory({ kind: "package", category: "未知分类" })).toBe(DEFAULT);
    expect(serviceIconCategory({ kind: "package", category: "", title: "" })).toBe(DEFAULT);
    expect(serviceIconCategory({ kind: "shop-service", category: "astrology", title: "某项服务" })).toBe(DEFAULT);
    expect(serviceIconCategory({ kind: "shop-service", category: "toString" })).toBe(DEFAULT);
    expect(serviceIconOf({ kind: "package", category: "未知分类" }).svg).toBe(serviceIconSvg(DEFAULT));
  });
});

describe("the home page's 综合服务 cards", () => {
  // What home-content.server.ts makes of each seeded package.
  const cards = seededPackages.map((p, i) => ({
    key: `s${i}`,
    title: p.title,
    text: "",
    href: "/",
    serviceIcon: serviceIconOf({ kind: "package", category: p.category, title: p.title }),
  }));

  it("show the seeded packages with at least two distinct icons, none the default", () => {
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(cards.map((c) => c.serviceIcon.category)).not.toContain(DEFAULT);
    expect(distinct(cards.map((c) => c.serviceIcon.svg))).toBeGreaterThanOrEqual(2);
  });

  it("draw each card's icon beside its title, decorative, with its kind as a data attribute", () => {
    const html = renderToStaticMarkup(createElement(HomeSection, { id: "comprehensive-services", title: "综合服务", subTitle: "", cards }));
    const drawn = [...html.matchAll(/data-service-category="([a-z]+)"><svg [^>]*aria-hidden="true"/g)].map(([, kind]) => kind);
    expect(drawn).toEqual(cards.map((c) => c.serviceIcon.category));
    for (const card of cards) expect(html).toContain(card.title);
  });
});
