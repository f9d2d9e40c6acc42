import { platformPaths } from "@cidp/api-client/contract";
import { changchunPortal, portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// SEO for Baidu: every public page's server HTML carries its own title ending with the platform's
// base title, a description and a canonical address on the request's host; robots.txt and the
// sitemaps are per host, and the sitemaps lead to the articles themselves.

/** The head a crawler reads, from the server's HTML (what the page shows before any script). */
async function headOf(page: Page) {
  return {
    title: await page.title(),
    description: await page.locator('head meta[name="description"]').getAttribute("content"),
    canonical: await page.locator('head link[rel="canonical"]').getAttribute("href"),
  };
}

/** The <loc> addresses of a sitemap or sitemap index. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
}

test.describe("without JavaScript (as a crawler reads it)", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page and a news article have their title, description and canonical address", async ({ page }) => {
    await page.goto(`${portal}/default/home?params=news&utm_source=baidu`);
    const home = await headOf(page);
    expect(home.title).toBe("建筑产业互联网平台");
    expect(home.description?.length).toBeGreaterThan(20);
    expect(home.canonical).toBe(`${portal}/default/home`);

    await page.goto(`${portal}/default/news/news-list?category=news`);
    const link = page.getByTestId("article-list").getByRole("link").first();
    const href = (await link.getAttribute("href")) ?? "";
    await page.goto(`${portal}${href}&from=timeline`);
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    const article = await headOf(page);
    expect(article.title).toBe(`${heading} - 建筑产业互联网平台`);
    expect(article.description?.length).toBeGreaterThan(10);
    expect(article.canonical).toBe(`${portal}${href}`);
    // The structured data stays beside the head (NewsArticle).
    expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain(heading);
  });

  test("the CHANGCHUN host titles and canonicalises its pages with its own base title and host", async ({ page }) => {
    await page.goto(`${changchunPortal}/default/news/news-list?category=policy&current=1`);
    const head = await headOf(page);
    expect(head.title).toBe("政策法规 - 长春建筑产业互联网平台");
    expect(head.canonical).toBe(`${changchunPortal}/default/news/news-list?category=policy`);
  });
});

test("robots.txt of each platform host closes the private paths and names that host's sitemap", async ({ request }) => {
  for (const origin of [portal, changchunPortal]) {
    const response = await request.get(`${origin}/robots.txt`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of ["/user/", platformPaths.services, "/session/", "/login-back", "/outlogin"]) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain("Allow: /default/");
  }
});

test("the sitemap index lists the typed sitemaps, and the news sitemap leads to a seeded article", async ({ page, request }) => {
  const index = await request.get(`${portal}/sitemap.xml`);
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(index.headers()["cache-control"]).toMatch(/public, max-age=\d+/);
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const sitemaps = locations(indexXml);
  for (const file of ["pages", "news", "policy", "knowledge", "help", "companies", "qualifications"])
    expect(sitemaps).toContain(`${portal}/sitemap-${file}.xml`);
  expect(indexXml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00<\/lastmod>/);

  // A seeded news article: the first of the news list, with its title.
  await page.goto(`${portal}/default/news/news-list?category=news`);
  const first = page.getByTestId("article-list").getByRole("listitem").first();
  const title = ((await first.getByRole("heading").textContent()) ?? "").trim();
  const href = (await first.getByRole("link").first().getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/default\/news\/news-detail\?id=\d+$/);

  const news = await request.get(`${portal}/sitemap-news.xml`);
  expect(news.status()).toBe(200);
  expect(news.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const newsXml = await news.text();
  expect(newsXml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(newsXml).toMatch(/<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00<\/lastmod><\/url>/);
  const loc = locations(newsXml).find((address) => address === `${portal}${href}`);
  expect(loc).toBeDefined();

  // Fetched as the sitemap names it, the address answers the article itself.
  const response = await page.goto(loc ?? "");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect((await headOf(page)).canonical).toBe(loc);

  // The CHANGCHUN host's sitemaps are on its own host, without the party-building section it hides.
  const changchun = locations(await (await request.get(`${changchunPortal}/sitemap.xml`)).text());
  expect(changchun).toContain(`${changchunPortal}/sitemap-news.xml`);
  expect(changchun.some((address) => address.includes("party") || address.includes("/djyl/"))).toBe(false);
  expect((await request.get(`${changchunPortal}/sitemap-party.xml`)).status()).toBe(404);
  expect((await request.get(`${portal}/sitemap-news.xml?page=99`)).status()).toBe(404);
});

test("a crawl of every sitemap: each address answers 200 and names itself as canonical", async ({ request }) => {
  test.slow();
  const files = locations(await (await request.get(`${portal}/sitemap.xml`)).text());
  for (const file of ["packages", "lessons", "lawyers", "services", "shops"]) expect(files).toContain(`${portal}/sitemap-${file}.xml`);
  const checked: string[] = [];
  for (const file of files) {
    const addresses = locations(await (await request.get(file)).text());
    expect(addresses.length, file).toBeGreaterThan(0);
    // Every fixed page; of each kind its first two and its last entry (the kind's rule is the same for all).
    const sample = file.endsWith("/sitemap-pages.xml") ? addresses : [...new Set([...addresses.slice(0, 2), addresses.at(-1) ?? ""])];
    for (const address of sample) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1]?.replaceAll("&amp;", "&");
      expect(canonical, address).toBe(address);
      checked.push(address);
    }
  }
  expect(checked.length).toBeGreaterThan(60);
});

test.describe("structured data, as a crawler reads it", () => {
  test.use({ javaScriptEnabled: false });

  test("news, knowledge, company, package and lesson pages describe themselves in JSON-LD with their breadcrumb trail", async ({ page }) => {
    const pages = [
      { list: "/default/news/news-list", link: 'a[href^="/default/news/news-detail?id="]', type: "NewsArticle" },
      { list: "/default/knowledge-base", link: 'a[href^="/default/knowledge-base/knowledge-details?id="]', type: "Article" },
      { list: "/default/company/more", link: 'a[href^="/default/company/detail?id="]', type: "Organization" },
      {
        list: "/default/comprehensives-ervices/law-services/legal/package-list",
        link: 'a[href^="/default/comprehensives-ervices/law-services/legal/package-detail?id="]',
        type: "Product",
      },
      { list: "/default/comprehensives-ervices/law-services/law-lesson/lawlesson-list", link: 'a[href*="lawlesson-detail?id="]', type: "Course" },
    ];
    for (const { list, link, type } of pages) {
      await page.goto(`${portal}${list}`);
      const href = (await page.locator(link).first().getAttribute("href")) ?? "";
      await page.goto(`${portal}${href}`);
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(scripts, href).toHaveLength(1);
      const graph = (JSON.parse(scripts[0] ?? "{}") as { "@context": string; "@graph": { "@type": string; itemListElement?: { item: string }[] }[] })["@graph"];
      expect(
        graph.map((node) => node["@type"]),
        href,
      ).toEqual([type, "BreadcrumbList"]);
      const trail = graph[1]?.itemListElement ?? [];
      expect(trail[0]?.item).toBe(`${portal}/default/home`);
      expect(trail.at(-1)?.item).toBe(`${portal}${href}`);
    }
  });
});
