import { shopCalls, sitemapCalls } from "@cidp/api-client/contract";
import { defaultShopLayout, SHOP_TEMPLATES, type ShopLayout } from "@cidp/domain";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformShopCatalogue } from "../../composition/shop-catalogue.ts";
import { businesses } from "../../platform/member/schema.ts";
import { demoBusinesses } from "../../platform/member/seed.ts";
import { businessIdOf, contractCalls, dataOf, expectFailure, type LoggedIn, login, storedUpload } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { shopDecorations } from "./schema.ts";

let t: TestApp;
let zhang: LoggedIn;
let sun: LoggedIn;
let liu: LoggedIn;
let li: LoggedIn;
let hongyuan: number;
let huaxin: number;

type View = {
  company: { id: number; name: string; certified: boolean };
  template: string;
  themeColour: string;
  sections: string[];
  products: { id: number }[];
  services: { id: number }[];
  banners: { url: string }[];
  publishedAt: string | null;
  slogan: string;
};
type Decoration = { layout: ShopLayout; products: { id: number }[]; services: { id: number }[]; publishedAt: string | null; unpublishedChanges: boolean };

const { call } = contractCalls(() => t);

const upload = (who: LoggedIn, name: string, size?: number) => storedUpload(t.database.db, who.userId, name, size);

async function stored(businessId: number) {
  const [row] = await t.database.db.select().from(shopDecorations).where(eq(shopDecorations.businessId, businessId));
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  hongyuan = await businessIdOf(t.database.db, demoBusinesses[0].creditCode);
  huaxin = await businessIdOf(t.database.db, demoBusinesses[3].creditCode);
  zhang = await login(t, "13800000001", hongyuan);
  sun = await login(t, "13900000103", hongyuan);
  liu = await login(t, "13900000301");
  li = await login(t, "13800000002", huaxin);
}, 60_000);
afterAll(() => t.close());

describe("the public shop", () => {
  it("shows a demo company's published decoration: its template, slogan, banners and listed products", async () => {
    const view = dataOf<View>(await call(shopCalls.view, null, { company: hongyuan }));
    expect(view.company).toMatchObject({ id: hongyuan, name: demoBusinesses[0].name, certified: true });
    expect(view.template).toBe("industrial");
    expect(view.themeColour).toBe(SHOP_TEMPLATES.industrial.themeColour);
    expect(view.slogan).not.toBe("");
    expect(view.banners.length).toBeGreaterThan(0);
    expect(view.publishedAt).not.toBeNull();
    expect(view.sections[0]).toBe("banner");
    const listed = await platformShopCatalogue.products(t.database.db, hongyuan, { limit: 50 });
    expect(view.products.length).toBeGreaterThan(0);
    expect(view.products.every((p) => listed.some((l) => l.id === p.id))).toBe(true);
  });

  it("hides what the member hid", async () => {
    const view = dataOf<View>(await call(shopCalls.view, null, { company: huaxin }));
    expect(view.template).toBe("fresh");
    expect(view.sections).not.toContain("qualifications");
  });

  it("gives a certified company that never decorated the default template", async () => {
    const [undecorated] = await t.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .leftJoin(shopDecorations, eq(shopDecorations.businessId, businesses.id))
      .where(and(eq(businesses.certificationState, "certified"), isNull(shopDecorations.businessId)))
      .limit(1);
    expect(undecorated).toBeDefined();
    const view = dataOf<View>(await call(shopCalls.view, null, { company: undecorated?.id }));
    expect(view.template).toBe("classic");
    expect(view.publishedAt).toBeNull();
    expect(view.sections).toEqual(SHOP_TEMPLATES.classic.order);
  });

  it.each([
    ["an uncertified company", () => ({ company: liu.businessId })],
    ["an unknown company", () => ({ company: 2_000_000 })],
  ])("answers 404 for %s", async (_, input) => {
    expectFailure(await call(shopCalls.view, null, input()), 404, /店铺不存在/);
  });

  it("refuses a malformed company id", async () => {
    expectFailure(await call(shopCalls.view, null, { company: "abc" }), 400);
  });
});

describe("who may decorate", () => {
  it("needs a log-in and the 商品与店铺管理 permission", async () => {
    expect((await call(shopCalls.decoration, null)).statusCode).toBe(401);
    expectFailure(await call(shopCalls.decoration, sun), 403);
    expectFailure(await call(shopCalls.save, sun, { ...defaultShopLayout() }), 403);
    expectFailure(await call(shopCalls.publish, sun), 403);
    expectFailure(await call(shopCalls.preview, sun), 403);
  });

  it("lets an uncertified company's administrator decorate and preview, but not publish", async () => {
    const decoration = dataOf<Decoration>(await call(shopCalls.decoration, liu));
    expect(decoration.publishedAt).toBeNull();
    dataOf(await call(shopCalls.save, liu, { ...decoration.layout, slogan: "设备租赁 随叫随到" }));
    expect(dataOf<View>(await call(shopCalls.preview, liu)).slogan).toBe("设备租赁 随叫随到");
    expectFailure(await call(shopCalls.publish, liu), 403, /^贵企业尚未通过企业认证，暂不能发布店铺。请先完成企业认证$/);
    expect((await stored(liu.businessId ?? 0))?.published ?? null).toBeNull();
  });
});

describe("saving a decoration", () => {
  const base = async () => dataOf<Decoration>(await call(shopCalls.decoration, zhang)).layout;

  it.each<[string, (layout: ShopLayout) => Record<string, unknown>, RegExp]>([
    ["a theme colour without contrast", (l) => ({ ...l, themeColour: "#ffcc00" }), /对比度为 1\.51:1，低于 4\.5:1/],
    ["a colour that is not one", (l) => ({ ...l, themeColour: "blue" }), /主题色格式不正确/],
    ["a missing section", (l) => ({ ...l, sections: l.sections.slice(1) }), /店铺栏目不完整/],
    ["a long slogan", (l) => ({ ...l, slogan: "宏".repeat(31) }), /店铺标语不能超过30个字/],
    ["thirteen products", (l) => ({ ...l, productIds: Array.from({ length: 13 }, (_, i) => i + 1) }), /最多展示12个产品/],
    ["a banner address the shop never had", (l) => ({ ...l, banners: [{ uploadId: null, url: "https://evil.example/x.png", alt: "" }] }), /横幅图片不正确/],
    ["an unknown template", (l) => ({ ...l, template: "neon" }), /请选择店铺模板|模板/],
  ])("refuses %s and writes nothing", async (_, change, message) => {
    const before = await stored(hongyuan);
    expectFailure(await call(shopCalls.save, zhang, change(await base())), 400, message);
    expect(await stored(hongyuan)).toEqual(before);
  });

  it("refuses another company's product and a product not on sale", async () => {
    const theirs = await platformShopCatalogue.products(t.database.db, huaxin, { limit: 1 });
    expect(theirs.length).toBe(1);
    expectFailure(await call(shopCalls.save, zhang, { ...(await base()), productIds: [theirs[0]?.id] }), 400, /所选产品已下架或不属于本企业/);
  });

  it("takes only the member's own raster banners within 5MB", async () => {
    const layout = await base();
    const banner = (uploadId: number) => ({ ...layout, banners: [{ uploadId, url: null, alt: "厂区" }] });
    expectFailure(await call(shopCalls.save, zhang, banner(await upload(li, "他人.jpg"))), 400, /横幅图片不正确/);
    expectFailure(await call(shopCalls.save, zhang, banner(await upload(zhang, "logo.svg"))), 400, /横幅图片不正确/);
    expectFailure(await call(shopCalls.save, zhang, banner(await upload(zhang, "大图.jpg", 6 * 1024 * 1024))), 400, /超过5MB/);
    dataOf(await call(shopCalls.save, zhang, banner(await upload(zhang, "厂区.png"))));
  });

  it("shows the picked products first, then the other listed ones newest first: a product listed after the decoration appears", async () => {
    // 长春鼎盛, a supplier with products on the market, decorated by its administrator 张建国.
    const dingsheng = await businessIdOf(t.database.db, demoBusinesses[1].creditCode);
    const owner = await login(t, "13800000001", dingsheng);
    const listed = await platformShopCatalogue.products(t.database.db, dingsheng, { limit: 50 });
    expect(listed.length).toBeGreaterThan(2);
    const oldest = listed.at(-1)?.id ?? 0;
    const layout = dataOf<Decoration>(await call(shopCalls.decoration, owner)).layout;
    dataOf(await call(shopCalls.save, owner, { ...layout, productIds: [oldest] }));
    dataOf(await call(shopCalls.publish, owner));
    const shown = dataOf<View>(await call(shopCalls.view, null, { company: dingsheng })).products.map((p) => p.id);
    expect(shown[0]).toBe(oldest);
    // The newest listed product was never picked, as one approved after the decoration would be.
    expect(shown).toContain(listed[0]?.id);
    expect(shown).toEqual([oldest, ...listed.map((p) => p.id).filter((id) => id !== oldest)].slice(0, 12));
  });

  it("keeps the draft private until it is published, then the public shop and the sitemap show it", async () => {
    const before = dataOf<View>(await call(shopCalls.view, null, { company: hongyuan }));
    const layout = await base();
    const moved = { ...layout, template: "classic", themeColour: "#0f766e", slogan: "新标语", sections: [...layout.sections].reverse() };
    dataOf(await call(shopCalls.save, zhang, moved));
    const decoration = dataOf<Decoration>(await call(shopCalls.decoration, zhang));
    expect(decoration.unpublishedChanges).toBe(true);
    expect(decoration.layout.sections.map((s) => s.kind)).toEqual([...layout.sections].reverse().map((s) => s.kind));
    expect(dataOf<View>(await call(shopCalls.view, null, { company: hongyuan })).slogan).toBe(before.slogan);
    expect(dataOf<View>(await call(shopCalls.preview, zhang)).slogan).toBe("新标语");

    dataOf(await call(shopCalls.publish, zhang));
    const after = dataOf<View>(await call(shopCalls.view, null, { company: hongyuan }));
    expect(after).toMatchObject({ slogan: "新标语", themeColour: "#0f766e", template: "classic" });
    expect(dataOf<Decoration>(await call(shopCalls.decoration, zhang)).unpublishedChanges).toBe(false);

    const entries = dataOf<{ records: { id: number }[] }>(await call(sitemapCalls.entries, null, { type: "shops" })).records.map((e) => e.id);
    expect(entries).toContain(hongyuan);
    expect(entries).not.toContain(liu.businessId);
  });
});
