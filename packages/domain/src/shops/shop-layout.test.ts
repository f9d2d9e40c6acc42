import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkShopLayout, defaultShopLayout, editShopLayout, type ShopEditAction, type ShopLayout, shopLayoutMessage } from "./shop-layout.ts";
import { SHOP_BANNER_MAX, SHOP_PRODUCT_MAX, SHOP_SECTION_KINDS, SHOP_SERVICE_MAX, SHOP_TEMPLATE_CODES, SHOP_TEMPLATES } from "./shop-sections.ts";
import { checkThemeColour } from "./theme-colour.ts";

const order = (layout: ShopLayout) => layout.sections.map((s) => s.kind).join(",");

describe("shop templates", () => {
  it.each(SHOP_TEMPLATE_CODES)("%s orders every section once, in a colour with enough contrast", (code) => {
    const layout = defaultShopLayout(code);
    expect([...layout.sections.map((s) => s.kind)].sort()).toEqual([...SHOP_SECTION_KINDS].sort());
    expect(checkThemeColour(SHOP_TEMPLATES[code].themeColour).ok).toBe(true);
    expect(checkShopLayout(layout).ok).toBe(true);
  });
});

describe("editShopLayout", () => {
  const start = defaultShopLayout("classic");

  it.each<[string, ShopEditAction, string]>([
    ["moves a section up", { type: "move", kind: "products", by: -1 }, "banner,products,about,services,qualifications,contact"],
    ["moves a section down", { type: "move", kind: "banner", by: 1 }, "about,banner,products,services,qualifications,contact"],
    ["keeps the first section where it is when moved up", { type: "move", kind: "banner", by: -1 }, order(start)],
    ["keeps the last section where it is when moved down", { type: "move", kind: "contact", by: 1 }, order(start)],
    ["brings a template's order", { type: "template", template: "fresh" }, SHOP_TEMPLATES.fresh.order.join(",")],
  ])("%s", (_, action, expected) => {
    expect(order(editShopLayout(start, action))).toBe(expected);
  });

  it("hides and shows a section; a new template keeps what was hidden", () => {
    const hidden = editShopLayout(start, { type: "toggle", kind: "services" });
    expect(hidden.sections.find((s) => s.kind === "services")?.visible).toBe(false);
    const industrial = editShopLayout(hidden, { type: "template", template: "industrial" });
    expect(industrial.themeColour).toBe(SHOP_TEMPLATES.industrial.themeColour);
    expect(industrial.sections.find((s) => s.kind === "services")?.visible).toBe(false);
    expect(editShopLayout(hidden, { type: "toggle", kind: "services" })).toEqual(start);
  });

  it("picks each product once and no more than the limit", () => {
    let layout = start;
    for (let id = 1; id <= SHOP_PRODUCT_MAX + 3; id += 1) layout = editShopLayout(layout, { type: "pick", list: "productIds", id });
    layout = editShopLayout(layout, { type: "pick", list: "productIds", id: 1 });
    expect(layout.productIds).toHaveLength(SHOP_PRODUCT_MAX);
    expect(editShopLayout(layout, { type: "unpick", list: "productIds", id: 3 }).productIds).not.toContain(3);
  });

  const kind = fc.constantFrom(...SHOP_SECTION_KINDS);
  const action: fc.Arbitrary<ShopEditAction> = fc.oneof(
    fc.record({ type: fc.constant("move" as const), kind, by: fc.constantFrom(-1 as const, 1 as const) }),
    fc.record({ type: fc.constant("toggle" as const), kind }),
    fc.record({ type: fc.constant("template" as const), template: fc.constantFrom(...SHOP_TEMPLATE_CODES) }),
    fc.record({
      type: fc.constantFrom("pick" as const, "unpick" as const),
      list: fc.constantFrom("productIds" as const, "serviceIds" as const),
      id: fc.integer({ min: 1, max: 30 }),
    }),
    fc.record({ type: fc.constant("add-banner" as const), banner: fc.record({ uploadId: fc.integer({ min: 1 }), url: fc.constant(null), alt: fc.string() }) }),
    fc.record({ type: fc.constant("remove-banner" as const), index: fc.integer({ min: 0, max: 6 }) }),
  );

  it("never loses or doubles a section, and keeps every pick unique and within its limit", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHOP_TEMPLATE_CODES), fc.array(action, { maxLength: 60 }), (template, actions) => {
        const layout = actions.reduce(editShopLayout, defaultShopLayout(template));
        expect([...layout.sections.map((s) => s.kind)].sort()).toEqual([...SHOP_SECTION_KINDS].sort());
        expect(new Set(layout.productIds).size).toBe(layout.productIds.length);
        expect(layout.productIds.length).toBeLessThanOrEqual(SHOP_PRODUCT_MAX);
        expect(layout.serviceIds.length).toBeLessThanOrEqual(SHOP_SERVICE_MAX);
        expect(layout.banners.length).toBeLessThanOrEqual(SHOP_BANNER_MAX);
        expect(checkShopLayout(layout).ok).toBe(true);
      }),
    );
  });

  it("undoes a move by the opposite move unless the section was already at an end", () => {
    fc.assert(
      fc.property(kind, fc.constantFrom(-1 as const, 1 as const), (moving, by) => {
        const there = editShopLayout(start, { type: "move", kind: moving, by });
        if (order(there) === order(start)) return;
        expect(editShopLayout(there, { type: "move", kind: moving, by: by === 1 ? -1 : 1 })).toEqual(start);
      }),
    );
  });
});

describe("checkShopLayout", () => {
  const start = defaultShopLayout("classic");
  it.each<[string, ShopLayout, string]>([
    ["a missing section", { ...start, sections: start.sections.slice(1) }, "店铺栏目不完整，请刷新页面后重新装修"],
    ["a doubled section", { ...start, sections: [...start.sections.slice(1), { kind: "about", visible: true }] }, "店铺栏目不完整，请刷新页面后重新装修"],
    ["a pale colour", { ...start, themeColour: "#ffcc00" }, "主题色与白色文字的对比度为 1.51:1，低于 4.5:1，请选择更深的颜色"],
    ["a long slogan", { ...start, slogan: "建".repeat(31) }, "店铺标语不能超过30个字"],
    ["a long about text", { ...start, about: "建".repeat(1001) }, "企业简介不能超过1000个字"],
    ["too many products", { ...start, productIds: Array.from({ length: 13 }, (_, i) => i + 1) }, "店铺最多展示12个产品"],
    ["too many services", { ...start, serviceIds: Array.from({ length: 9 }, (_, i) => i + 1) }, "店铺最多展示8项服务"],
    ["too many banners", { ...start, banners: Array.from({ length: 6 }, () => ({ uploadId: 1, url: null, alt: "" })) }, "横幅图片最多5张"],
  ])("refuses %s", (_, layout, message) => {
    const checked = checkShopLayout(layout);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(shopLayoutMessage(checked)).toBe(message);
  });

  it("trims texts and drops doubled picks", () => {
    const checked = checkShopLayout({ ...start, slogan: "  品质建材  ", productIds: [3, 3, 5] });
    expect(checked).toMatchObject({ ok: true, value: { slogan: "品质建材", productIds: [3, 5] } });
  });
});
