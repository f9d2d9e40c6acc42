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
