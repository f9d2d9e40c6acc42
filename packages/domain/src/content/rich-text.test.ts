import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itMapsEach } from "../testing/table-cases.ts";
import { createRichTextSanitizer } from "./rich-text.ts";

// A deployment's own prefixes (the services and the portal pass the contract's).
const { isPlatformImageSource, sanitize: sanitizeRichText } = createRichTextSanitizer(["/oss/", "/static/"]);

describe("platform image sources", () => {
  itMapsEach("%s → %s", isPlatformImageSource, [
    ["/oss/cidp/2026/11/a.png", true],
    ["/static/articles/news-1.jpg", true],
    ["https://evil.example/a.png", false],
    ["//evil.example/a.png", false],
    ["/static/../api/dev/x", false],
    ["/static\\..\\x", false],
    ["javascript:alert(1)", false],
    ["data:image/png;base64,AAAA", false],
    ["", false],
  ]);
});

/** Markup that could run script or load from elsewhere, were it rendered (text is escaped, so only real tags count). */
function dangerous(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    if (/^<\s*(script|style|iframe|object|embed|form|input|svg|math|link|meta|base)\b/i.test(tag)) found.push(`tag ${tag}`);
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(`event attribute ${tag}`);
    if (/\sstyle\s*=/i.test(tag)) found.push(`style attribute ${tag}`);
    if (/(href|src)\s*=\s*"\s*(javascript|data|vbscript):/i.test(tag)) found.push(`script URL ${tag}`);
    if (/^<img\b/i.test(tag) && !/\ssrc="\/(oss|static)\//.test(tag)) found.push(`foreign image ${tag}`);
  }
  return found;
}

describe("rich text", () => {
  it("keeps the article's structure, tables, platform images and links (made safe)", () => {
    const html =
      '<h2>一、总体要求</h2><p>为<strong>规范</strong>建筑市场，<a href="https://www.mohurd.gov.cn/" target="_blank">住建部</a></p>' +
      '<table><thead><tr><th scope="col">项目</th></tr></thead><tbody><tr><td colspan="2">数值</td></tr></tbody></table>' +
      '<p><img src="/static/articles/news-1.jpg" alt="现场"></p>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>一、总体要求</h2><p>为<strong>规范</strong>建筑市场，<a href="https://www.mohurd.gov.cn/" rel="noopener noreferrer">住建部</a></p>' +
        '<table><thead><tr><th scope="col">项目</th></tr></thead><tbody><tr><td colspan="2">数值</td></tr></tbody></table>' +
        '<p><img src="/static/articles/news-1.jpg" alt="现场" /></p>',
    );
  });

  it("drops scripts, styles, event attributes, script URLs and foreign images", () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><img src="https://t.example/p.gif"><iframe src="/x"></iframe>',
    );
    expect(out).toBe('<p>a</p><a rel="noopener noreferrer">b</a>');
  });

  it("leaves nothing dangerous of any payload of the XSS corpus", () => {
    const payloads = readFileSync(new URL("../../../../../shared/corpora/xss-payloads.txt", import.meta.url), "utf8")
      .split("\n")
      .filter(Boolean);
    expect(payloads.length).toBeGreaterThan(6000);
    const failures = payloads.flatMap((payload) => {
      const found = dangerous(sanitizeRichText(`<p>${payload}</p>`));
      return found.length ? [`${payload} → ${found.join(", ")}`] : [];
    });
    expect(failures).toEqual([]);
  });

  it("is idempotent: sanitising twice changes nothing", () => {
    fc.assert(fc.property(fc.string(), (text) => sanitizeRichText(sanitizeRichText(text)) === sanitizeRichText(text)));
  });
});
