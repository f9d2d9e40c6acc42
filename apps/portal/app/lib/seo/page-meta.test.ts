import { describe, expect, it } from "vitest";
import { fillText, listPageMeta, notFoundMeta, pagedTitle, pageMeta } from "./page-meta.ts";

const root = { id: "root", loaderData: { branding: { baseTitle: "长春建筑产业互联网平台" }, origin: "http://127.0.0.1:3000" } };
const at = (address: string) => {
  const url = new URL(address, "http://127.0.0.1:3000");
  return { location: { pathname: url.pathname, search: url.search }, matches: [root, { id: "routes/x", loaderData: {} }] };
};

describe("pageMeta", () => {
  it("titles the page with the platform's base title last, describes it and names its canonical address", () => {
    expect(pageMeta(at("/default/news/news-detail?id=3&from=wx"), { title: "装配式建筑示范项目通过验收", description: "摘要" })).toEqual([
      { title: "装配式建筑示范项目通过验收 - 长春建筑产业互联网平台" },
      { name: "description", content: "摘要" },
      { tagName: "link", rel: "canonical", href: "http://127.0.0.1:3000/default/news/news-detail?id=3" },
    ]);
  });

  it("gives the home page the base title alone", () => {
    expect(pageMeta(at("/default/home?params=news"), { description: "首页" })[0]).toEqual({ title: "长春建筑产业互联网平台" });
  });

  it("adds what the page adds after its own head", () => {
    const jsonLd = { "script:ld+json": { "@type": "NewsArticle" } };
    expect(pageMeta(at("/default/home"), { description: "d" }, jsonLd).at(-1)).toBe(jsonLd);
  });

  it("shortens a long description to one line of a result page, and falls back when there is none", () => {
    const [, long] = pageMeta(at("/default/home"), { description: `${"建筑".repeat(100)}\n\n末尾` });
    expect((long as { content: string }).content).toHaveLength(120);
    expect((long as { content: string }).content.endsWith("…")).toBe(true);
    const [, empty] = pageMeta(at("/default/home"), { description: "  " });
    expect((empty as { content: string }).content.length).toBeGreaterThan(10);
  });

  it("keeps the title without root data (no canonical address without the request's host)", () => {
    const meta = pageMeta({ location: { pathname: "/default/home", search: "" }, matches: [] }, { title: "帮助中心", description: "d" });
    expect(meta).toEqual([{ title: "帮助中心 - 建筑产业互联网平台" }, { name: "description", content: "d" }]);
  });

  it("fills catalogue placeholders and numbers the pages of a list from page 2", () => {
    expect(fillText("{channel}：{channel}列表，{missing}", { channel: "政策法规" })).toBe("政策法规：政策法规列表，{missing}");
    expect(pagedTitle("新闻资讯", 1)).toBe("新闻资讯");
    expect(pagedTitle("新闻资讯", 3)).toBe("新闻资讯 第3页");
  });

  it("heads a page of a list with its number from page 2, page 1 when the loader had none", () => {
    const head = { title: "招标公告", description: "d" };
    expect(listPageMeta(at("/default/tender/list?page=2"), head, 2)[0]).toEqual({ title: "招标公告 第2页 - 长春建筑产业互联网平台" });
    expect(listPageMeta(at("/default/tender/list"), head, undefined)[0]).toEqual({ title: "招标公告 - 长春建筑产业互联网平台" });
  });
});

describe("notFoundMeta", () => {
  it("titles and describes the page, with no canonical address, and asks not to be indexed", () => {
    expect(notFoundMeta(at("/default/product/detail?id=999"), { title: "产品不存在", description: "产品发布" })).toEqual([
      { title: "产品不存在 - 长春建筑产业互联网平台" },
      { name: "description", content: "产品发布" },
      { name: "robots", content: "noindex" },
    ]);
  });
});
