import { describe, expect, it } from "vitest";
import { articleNode, breadcrumbList, courseNode, organizationNode, productNode, structuredData } from "./structured-data.ts";

const origin = "https://jz.example.cn";

describe("structured data (schema.org JSON-LD)", () => {
  it("a breadcrumb trail goes from the home page through the section to the page, numbered from 1 with absolute addresses on the request's host", () => {
    expect(breadcrumbList(origin, { name: "新闻资讯", path: "/default/news/news-list" }, { name: "通知", path: "/default/news/news-detail?id=7" })).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "首页", item: `${origin}/default/home` },
        { "@type": "ListItem", position: 2, name: "新闻资讯", item: `${origin}/default/news/news-list` },
        { "@type": "ListItem", position: 3, name: "通知", item: `${origin}/default/news/news-detail?id=7` },
      ],
    });
  });

  it("an article has its headline (at most 110 characters), an ISO publication time with China's offset and its publisher", () => {
    const node = articleNode("NewsArticle", { title: "长".repeat(130), summary: "", publishTime: "2026-11-20 09:00:00", source: "" });
    expect(node).toEqual({
      "@type": "NewsArticle",
      headline: "长".repeat(110),
      datePublished: "2026-11-20T09:00:00+08:00",
      author: { "@type": "Organization", name: "平台编辑部" },
    });
  });

  it("an organisation says only what its page shows", () => {
    expect(organizationNode({ name: "吉林宏远建设工程有限公司", address: "", introduction: "施工总承包" }, `${origin}/default/company/detail?id=1`)).toEqual({
      "@type": "Organization",
      name: "吉林宏远建设工程有限公司",
      url: `${origin}/default/company/detail?id=1`,
      description: "施工总承包",
    });
  });

  it("a package is a Product with an offer in CNY, a lesson a Course with its provider, lecturer and whether it is free", () => {
    const url = `${origin}/p?id=1`;
    expect(productNode({ name: "套餐", description: "说明", yuan: "12800.00", seller: "运营公司" }, url)).toMatchObject({
      "@type": "Product",
      offers: { "@type": "Offer", price: "12800.00", priceCurrency: "CNY", url },
    });
    const course = courseNode({ title: "合同管理", summary: "要点", lecturer: "王立平", yuan: "0.00", provider: "运营公司" }, url);
    expect(course).toMatchObject({
      "@type": "Course",
      name: "合同管理",
      provider: { name: "运营公司" },
      instructor: { name: "王立平" },
      offers: { price: "0.00", category: "Free" },
    });
  });

  it("a page's nodes go out as one graph in one ld+json script", () => {
    const descriptor = structuredData({ "@type": "Article" }, { "@type": "BreadcrumbList" }) as {
      "script:ld+json": { "@context": string; "@graph": unknown[] };
    };
    expect(descriptor["script:ld+json"]["@context"]).toBe("https://schema.org");
    expect(descriptor["script:ld+json"]["@graph"]).toHaveLength(2);
    expect(() => JSON.parse(JSON.stringify(descriptor))).not.toThrow();
  });
});
