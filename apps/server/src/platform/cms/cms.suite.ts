import {
  cmsPaths,
  contractRoutes,
  dictCodes,
  homePaths,
  noticePaths,
  parseMediaUrl,
  platformConfigListResponse,
  platformPaths,
  STAFF_API_PREFIX,
} from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectFailure } from "../../testing/suite-helpers.ts";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { articles } from "./schema.ts";

type Node = { id: number; articleTitle: string; url: string; children: Node[] };

/** Integration tests of the CMS and home content calls, runnable on any suite target. */
export function cmsSuite(target: SuiteTarget): void {
  describe(`CMS and home content (${target.name})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await target.open();
    });
    afterAll(() => t?.close());

    const get = (url: string) => t.app.inject({ method: "GET", url });
    const data = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };

    it("answers both platform configurations in the contract's envelope", async () => {
      const body = platformConfigListResponse.parse((await get(cmsPaths.platformConfigList)).json());
      expect(body.data.map((c) => [c.ngCode, c.platformCode])).toEqual([
        ["localhost", "CIDP"],
        ["127.0.0.1", "CHANGCHUN"],
      ]);
    });

    it("serves the footer tree with a friendly-links column and help pages by id", async () => {
      const footer = (await data(`${homePaths.navigateTree}?menuCode=INDUSTRY_NAVIGATE_FOOT`)) as Node[];
      expect(footer.map((c) => c.articleTitle)).toEqual(["关于我们", "服务指南", "政策条款", "友情链接"]);
      expect(footer[3]?.children.every((c) => c.url.startsWith("http"))).toBe(true);
      const helpItem = footer[0]?.children[0];
      expect(helpItem).toMatchObject({ articleTitle: "平台简介", url: "" });
      const page = await data(`${homePaths.helpDetail}?id=${helpItem?.id}`);
      expect(page).toMatchObject({ id: helpItem?.id, title: "平台简介" });
      expect(page.content).toContain("建筑产业互联网平台");
      expectFailure(await get(`${homePaths.helpDetail}?id=${footer[3]?.children[0]?.id}`), 404, /帮助页不存在/);
      expectFailure(await get(`${homePaths.helpDetail}?id=999999`), 404);
      expectFailure(await get(`${homePaths.navigateTree}?menuCode=OTHER`), 400, /menuCode/);
    });

    it.each(dictCodes)("serves the %s dictionary", async (code) => {
      const list = (await data(`${homePaths.dictList}?code=${code}`)) as { code: string; dictKey: string; dictValue: string; children: unknown[] }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((e) => e.code === code && e.dictValue !== "")).toBe(true);
    });

    it("gives the top text and the style flag their children", async () => {
      const [top] = await data(`${homePaths.dictList}?code=industry_top_txt`);
      expect(top.children.length).toBeGreaterThanOrEqual(2);
      const [flag] = await data(`${homePaths.dictList}?code=industry_front_css_flag`);
      expect(flag.children[0].dictKey).toBe("0");
      expectFailure(await get(`${homePaths.dictList}?code=unknown_code`), 400, /code/);
      expectFailure(await get(homePaths.dictList), 400);
    });

    it("serves banners 100 and 101 and refuses other positions", async () => {
      expect(await data(`${homePaths.bannerList}?position=100`)).toHaveLength(3);
      expect(await data(`${homePaths.bannerList}?position=101`)).toHaveLength(2);
      expectFailure(await get(`${homePaths.bannerList}?position=102`), 400);
    });

    it("shows only districts with isShow=1 when asked", async () => {
      const all = await data(homePaths.homeDistrictList);
      const shown = await data(`${homePaths.homeDistrictList}?isShow=1`);
      expect(all.length).toBe(shown.length + 1);
      expect(shown.every((d: { isShow: number }) => d.isShow === 1)).toBe(true);
      expectFailure(await get(`${homePaths.homeDistrictList}?isShow=2`), 400);
    });

    it("serves packages with exact prices, abilities, the popup, the cypt_list and the partners", async () => {
      const packages = await data(homePaths.servicePackageList);
      expect(packages[0]).toMatchObject({ name: "企业常年法律顾问（基础版）", price: "12800.00" });
      // Every package tells a buyer before paying who provides it, its scope, deliverables, terms and refund rules.
      for (const item of packages as { name: string; details: Record<string, unknown> }[]) {
        expect(item.details.provider, item.name).toMatch(/\S{4,}/);
        for (const part of ["scope", "deliverables", "terms", "refundRules"])
          expect((item.details[part] as string[]).length, `${item.name} ${part}`).toBeGreaterThan(0);
      }
      expect(await data(homePaths.abilityList)).toHaveLength(6);
      expect((await data(homePaths.frontPopup))?.title).toBe("平台上线公告");
      const platforms = await data(`${homePaths.contentList}?code=cypt_list`);
      expect(platforms.map((c: { title: string }) => c.title)).toContain("建材集采平台");
      expect(platforms.every((c: { imgUrl: string }) => parseMediaUrl(c.imgUrl)?.kind === "cover")).toBe(true);
      // The partners (合作伙伴) carry their rendered marks.
      const partners = await data(`${homePaths.contentList}?code=hzhb_list`);
      expect(partners.map((c: { title: string }) => c.title)).toContain("吉林省建筑业协会");
      expect(partners.every((c: { imgUrl: string }) => parseMediaUrl(c.imgUrl)?.kind === "partner")).toBe(true);
      expectFailure(await get(`${homePaths.contentList}?code=other`), 400);
    });

    it("serves supervision figures by type and region code", async () => {
      const figures = await data(`${homePaths.supervise}/project/220000`);
      expect(figures).toMatchObject({ type: "project", code: "220000", regionName: "吉林省" });
      expect(figures.figures.length).toBe(3);
      expectFailure(await get(`${homePaths.supervise}/project/999999`), 404, /暂无/);
      expectFailure(await get(`${homePaths.supervise}/weather/220000`), 400);
      expectFailure(await get(`${homePaths.supervise}/project/22`), 400, /6位数字/);
    });

    it("serves home articles of every category and pages all 45", async () => {
      const home = await data(homePaths.homeArticle);
      for (const category of ["news", "policy", "industry", "salon", "party"]) expect(home[category]).toHaveLength(6);
      const all = await data(`${homePaths.articlePage}?current=1&size=10`);
      expect(all.total).toBeGreaterThanOrEqual(40);
      const policy = await data(`${homePaths.articlePage}?category=policy&size=50`);
      expect(policy.records.every((a: { category: string }) => a.category === "policy")).toBe(true);
      const found = await data(`${homePaths.articlePage}?keyword=${encodeURIComponent("集采")}`);
      expect(found.total).toBeGreaterThan(0);
      expectFailure(await get(`${homePaths.articlePage}?category=sports`), 400);
      expectFailure(await get(`${homePaths.articlePage}?keyword=${"字".repeat(51)}`), 400);
    });

    it("holds more than a page of articles in every channel, policies with their metadata, filterable by 有效性", async () => {
      for (const category of ["news", "policy", "industry", "salon", "party", "knowledge"])
        expect((await data(`${homePaths.articlePage}?category=${category}&size=1`)).total, category).toBeGreaterThan(10);
      // Which 文号 fits which 发文机关: article-library.test.ts.
      const policies = await data(`${homePaths.articlePage}?category=policy&size=100`);
      expect(policies.records.every((a: { policy: { docNumber: string } | null }) => /^\S+〔\d{4}〕\d+号$/.test(a.policy?.docNumber ?? ""))).toBe(true);
      const repealed = await data(`${homePaths.articlePage}?category=policy&validity=repealed&size=100`);
      expect(repealed.total).toBeGreaterThan(0);
      expect(repealed.records.every((a: { policy: { validity: string } }) => a.policy.validity === "repealed")).toBe(true);
      expect((await data(`${homePaths.articlePage}?category=news&size=1`)).records[0].policy).toBeNull();
      expectFailure(await get(`${homePaths.articlePage}?validity=forever`), 400);
      // Beyond the last page: an empty page, not an error.
      expect(await data(`${homePaths.articlePage}?category=news&current=999&size=10`)).toMatchObject({ records: [] });
    });

    it("reads an article with its neighbours in the channel, related ones and a sanitised body", async () => {
      const list = (await data(`${homePaths.articlePage}?category=industry&size=3`)).records as { id: number; title: string }[];
      const [newest, second, third] = list;
      const middle = await data(`${homePaths.articleDetail}?id=${second?.id}`);
      expect(middle).toMatchObject({ category: "industry", next: { id: newest?.id, title: newest?.title }, previous: { id: third?.id } });
      expect(middle.related).toHaveLength(5);
      expect(middle.related.some((r: { id: number }) => r.id === second?.id)).toBe(false);
      expect(middle.content).toContain("<h2>");
      expect(middle.content).toContain("<table>");
      expect((await data(`${homePaths.articleDetail}?id=${newest?.id}`)).next).toBeNull();
      // A body that reached the table unsanitised is cleaned on the way out.
      await t.database.db
        .update(articles)
        .set({ content: '<p onclick="x()">正文</p><script>alert(1)</script>' })
        .where(eq(articles.id, third?.id ?? 0));
      expect((await data(`${homePaths.articleDetail}?id=${third?.id}`)).content).toBe("<p>正文</p>");
    });

    it("counts a view on each article read and answers 404 for an unknown one", async () => {
      const [first] = (await data(`${homePaths.articlePage}?size=1`)).records;
      const a = await data(`${homePaths.articleDetail}?id=${first.id}`);
      const b = await data(`${homePaths.articleDetail}?id=${first.id}`);
      expect(b.viewCount).toBe(a.viewCount + 1);
      expectFailure(await get(`${homePaths.articleDetail}?id=999999`), 404, /文章不存在/);
      expectFailure(await get(`${homePaths.articleDetail}?id=-1`), 400);
    });

    it("answers every route of the contract (none falls through to 404 'no such path')", async () => {
      for (const route of contractRoutes) {
        const url = route.path.replace(/:\w+/g, "1");
        const response = await t.app.inject({ method: route.method, url, payload: route.method === "GET" ? undefined : {} });
        expect(response.json().msg ?? "", `${route.method} ${route.path}`).not.toMatch(/^未找到接口/);
      }
    });

    it("serves the OpenAPI document of every contract route but the back office's, the designed ones marked", async () => {
      const response = await get(platformPaths.openApi);
      const doc = response.json() as { openapi: string; paths: Record<string, Record<string, { "x-designed"?: boolean }>> };
      expect(doc.openapi).toBe("3.1.0");
      // The staff API is reachable through the back office's origin only: the public never reads its shape.
      expect(response.body).not.toContain(STAFF_API_PREFIX);
      expect(response.body).not.toContain("operatorSession");
      for (const route of contractRoutes) {
        const operation = doc.paths[route.path.replace(/:(\w+)/g, "{$1}")]?.[route.method.toLowerCase()];
        if (route.path.startsWith(`${STAFF_API_PREFIX}/`)) {
          expect(operation, `${route.method} ${route.path}`).toBeUndefined();
          continue;
        }
        expect(operation, `${route.method} ${route.path}`).toBeDefined();
        expect(operation?.["x-designed"] ?? false, `${route.method} ${route.path}`).toBe(route.designed);
      }
      expect(doc.paths[noticePaths.list]?.get?.["x-designed"]).toBeUndefined();
      expect(doc.paths[homePaths.navigateTree]?.get?.["x-designed"]).toBe(true);
    });

    it("sends security headers and a health answer", async () => {
      const response = await get("/health");
      expect(response.json()).toEqual({ status: "ok", database: "up" });
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
    });

    it("answers an unknown path with 404 in the envelope", async () => {
      const response = await get(`${homePaths.articlePage}/nothing-here`);
      // An unknown path is no business failure: it keeps its HTTP 404.
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, success: false, data: null });
    });
  });
}
