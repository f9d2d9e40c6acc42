import { SITEMAP_TYPES } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import routes from "../../routes.ts";
import { canonicalUrl } from "./canonical.ts";
import { detailPath, fixedPages, listedTypes, parseSitemapFile, sitemapFilePath } from "./sitemap-content.ts";

const origin = "https://jz.example.cn";

/** The canonical of an address, on `origin`. */
const canonicalOf = (address: string) => {
  const url = new URL(address, origin);
  return canonicalUrl(origin, url.pathname, url.search);
};

describe("sitemap content", () => {
  it("lists every fixed page and every detail page by its canonical address", () => {
    for (const page of fixedPages(null)) expect(canonicalOf(page.path), page.path).toBe(`${origin}${page.path}`);
    for (const type of SITEMAP_TYPES) expect(canonicalOf(detailPath(type, 42)), type).toBe(`${origin}${detailPath(type, 42)}`);
  });

  it.each([
    ["news", "/default/news/news-detail?id=7"],
    ["party", "/default/news/news-detail?id=7"],
    ["knowledge", "/default/knowledge-base/knowledge-details?id=7"],
    ["help", "/default/home/help?id=7"],
    ["companies", "/default/company/detail?id=7"],
    ["qualifications", "/default/qualification/qualification-detail?id=7"],
  ] as const)("shows a %s entry at %s", (type, path) => {
    expect(detailPath(type, 7)).toBe(path);
  });

  it("lists the party-building section except on CHANGCHUN, where the menu hides it", () => {
    expect(listedTypes(null)).toContain("party");
    expect(fixedPages("CIDP").some((page) => page.path.startsWith("/default/djyl/"))).toBe(true);
    expect(listedTypes("CHANGCHUN")).not.toContain("party");
    expect(fixedPages("CHANGCHUN").filter((page) => page.path.startsWith("/default/djyl/"))).toEqual([]);
    expect(fixedPages("CHANGCHUN").map((page) => page.path)).toContain("/default/home");
  });

  it.each([
    ["CIDP", undefined, true],
    ["CHANGCHUN", undefined, false],
    ["CIDP", [], true],
    ["CIDP", ["partyBuilding"], false],
    ["CIDP", ["friendlyLinks"], true],
    ["CHANGCHUN", [], true],
    ["CHANGCHUN", ["partyBuilding", "friendlyLinks"], false],
  ] as const)("platform %s hiding %j lists the party-building pages and news: %s", (code, hidden, listed) => {
    expect(listedTypes(code, hidden).includes("party")).toBe(listed);
    expect(fixedPages(code, hidden).some((page) => page.path.startsWith("/default/djyl/"))).toBe(listed);
    expect(fixedPages(code, hidden).map((page) => page.path)).toContain("/default/home");
  });

  it.each([
    ["/sitemap-pages.xml", "", { file: "pages", page: 1 }],
    ["/sitemap-news.xml", "", { file: "news", page: 1 }],
    ["/sitemap-news.xml", "?page=2", { file: "news", page: 2 }],
    ["/sitemap-qualifications.xml", "?page=12&utm=x", { file: "qualifications", page: 12 }],
    ["/sitemap-news.xml", "?page=0", null],
    ["/sitemap-news.xml", "?page=two", null],
    ["/sitemap-members.xml", "", null],
    ["/sitemap.xml", "", null],
  ])("reads %s%s as %o", (pathname, search, named) => {
    expect(parseSitemapFile(pathname, search)).toEqual(named);
  });

  it("names each file so that the name reads back, and routes every one of them", () => {
    const declared = new Set(JSON.stringify(routes).match(/sitemap-[a-z]+\.xml/g));
    for (const file of ["pages", ...SITEMAP_TYPES] as const) {
      for (const page of [1, 2, 30]) {
        const url = new URL(sitemapFilePath(file, page), origin);
        expect(parseSitemapFile(url.pathname, url.search)).toEqual({ file, page });
      }
      expect(declared, file).toContain(`sitemap-${file}.xml`);
    }
  });
});
