import { SITEMAP_FILE_LIMIT } from "@cidp/api-client/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeXml, sitemapIndexXml, urlsetXml, w3cDateTime } from "./sitemap-xml.ts";

const origin = "https://jz.example.cn";

describe("sitemap XML", () => {
  it("writes a sitemaps.org 0.9 urlset: one <url> per page with its <loc> and W3C <lastmod>", () => {
    const xml = urlsetXml([{ loc: `${origin}/default/news/news-detail?id=1`, lastmod: "2024-05-01 08:30:00" }, { loc: `${origin}/default/open-api/open` }]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<url><loc>https://jz.example.cn/default/news/news-detail?id=1</loc><lastmod>2024-05-01T08:30:00+08:00</lastmod></url>",
        "<url><loc>https://jz.example.cn/default/open-api/open</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("writes a sitemap index of <sitemap> entries", () => {
    const xml = sitemapIndexXml([{ loc: `${origin}/sitemap-news.xml?page=2`, lastmod: "2026-11-23 09:37:40" }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<sitemap><loc>https://jz.example.cn/sitemap-news.xml?page=2</loc><lastmod>2026-11-23T09:37:40+08:00</lastmod></sitemap>");
    expect(xml.trimEnd().endsWith("</sitemapindex>")).toBe(true);
  });

  it("escapes the address: an & between parameters and every special character", () => {
    const xml = urlsetXml([{ loc: `${origin}/default/djyl/news-list?pageid=1&modulecode=202408150001&q="<'>"` }]);
    expect(xml).toContain("<loc>https://jz.example.cn/default/djyl/news-list?pageid=1&amp;modulecode=202408150001&amp;q=&quot;&lt;&apos;&gt;&quot;</loc>");
  });

  it("never writes unescaped markup from any text (property)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeXml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&(amp|lt|gt|quot|apos);/g, "")).not.toContain("&");
        const decoded = escaped.replace(/&(lt|gt|quot|apos|amp);/g, (_m, name: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[name] ?? "");
        expect(decoded).toBe(text);
      }),
    );
  });

  it.each([
    ["2024-05-01 08:30:00", "2024-05-01T08:30:00+08:00"],
    ["2026-12-31 23:59:59", "2026-12-31T23:59:59+08:00"],
    ["2024-05-01", null],
    ["2024-05-01T08:30:00Z", null],
    ["", null],
  ])("dates %s as %s (W3C datetime, China Standard Time)", (time, w3c) => {
    expect(w3cDateTime(time)).toBe(w3c);
  });

  it("leaves out a <lastmod> it cannot date rather than writing a wrong one", () => {
    expect(urlsetXml([{ loc: origin, lastmod: "yesterday" }])).toContain(`<url><loc>${origin}</loc></url>`);
  });

  it("caps a file at 50,000 entries", () => {
    const urls = Array.from({ length: SITEMAP_FILE_LIMIT + 1 }, (_, i) => ({ loc: `${origin}/default/news/news-detail?id=${i + 1}` }));
    const xml = urlsetXml(urls);
    expect(xml.match(/<url>/g)).toHaveLength(50_000);
    expect(xml).toContain("?id=50000<");
    expect(xml).not.toContain("?id=50001<");
    expect(sitemapIndexXml(urls).match(/<sitemap>/g)).toHaveLength(50_000);
  });

  it("writes an empty urlset for no pages", () => {
    expect(urlsetXml([])).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n');
  });
});
