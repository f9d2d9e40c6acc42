import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// What keeps the home page's first paint fast on a slow link (bench/web-vitals.bench.ts measures it).

test("the home page's stylesheets come before the module preloads in <head>", async ({ request }) => {
  const html = await (await request.get(`${portal}/default/home`)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const firstStylesheet = head.indexOf('rel="stylesheet"');
  const firstModulePreload = head.indexOf('rel="modulepreload"');
  expect(firstStylesheet).toBeGreaterThan(0);
  expect(firstModulePreload).toBeGreaterThan(0);
  expect(firstStylesheet).toBeLessThan(firstModulePreload);
  // Footer QR codes are below the fold: lazy, so React does not preload them ahead of the styles.
  expect(head).not.toContain('as="image" href="/static/qr-app.svg"');
});

test("pages, scripts and styles are sent compressed, and the footer QR codes load lazily", async ({ page }) => {
  // Responses under the compressor's 1 KB threshold go out as they are; every larger one is compressed.
  const seen: { type: string; url: string; size: number; encoding: string | undefined }[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "document" && type !== "script" && type !== "stylesheet") return;
    pending.push(
      Promise.all([response.allHeaders(), response.body()]).then(([headers, body]) => {
        seen.push({ type, url: response.url(), size: body.length, encoding: headers["content-encoding"] });
      }),
    );
  });
  await page.goto(`${portal}/default/home`, { waitUntil: "networkidle" });
  await Promise.all(pending);
  const large = seen.filter((response) => response.size > 2048);
  for (const type of ["document", "script", "stylesheet"])
    expect(
      large.some((response) => response.type === type),
      type,
    ).toBe(true);
  for (const response of large) expect(response.encoding, response.url).toMatch(/^(br|gzip)$/);
  await expect(page.locator("footer img").first()).toHaveAttribute("loading", "lazy");
});
