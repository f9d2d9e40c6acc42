import { operatorApp, portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// What keeps the home page's first paint fast on a slow link (bench/web-vitals.bench.ts measures it).

test("the home page's first paint waits for no script: styles in <head>, scripts after the first frame", async ({ request }) => {
  const html = await (await request.get(`${portal}/default/home`)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  // Small sheets come inline (lib/route-links.tsx), larger ones as links: either way, in <head>.
  const firstStylesheet = Math.min(...["<style data-precedence", 'rel="stylesheet"'].map((mark) => head.indexOf(mark)).filter((at) => at >= 0));
  expect(firstStylesheet).toBeGreaterThan(0);
  // No module hints compete with the first paint (lib/deferred-scripts.tsx): the page's module
  // script waits two frames, then hints and imports them.
  expect(head).not.toContain('rel="modulepreload"');
  expect(html).toContain("requestAnimationFrame(() => requestAnimationFrame(");
});

test("pages, scripts and styles are sent compressed, and the footer QR codes load with the page", async ({ page }) => {
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
  // The home page's style sheets travel inside the document (lib/route-links.tsx).
  for (const type of ["document", "script"])
    expect(
      large.some((response) => response.type === type),
      type,
    ).toBe(true);
  for (const response of large) expect(response.encoding, response.url).toMatch(/^(br|gzip)$/);
  // Not lazy: where the page is zoomed out to fit a phone, the footer is in view and its first QR
  // code is the largest paint; its size is given, so nothing moves when it arrives.
  const qr = page.locator("footer img").first();
  await expect(qr).not.toHaveAttribute("loading", "lazy");
  await expect(qr).toHaveAttribute("width", "130");
});

test("built scripts go out precompressed: brotli when accepted, gzip when only gzip is, the file itself otherwise", async ({ request }) => {
  const home = await request.get(`${portal}/default/home`);
  // A visitor's page may sit in a shared cache for a minute, kept apart from members' by Cookie.
  expect(home.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
  expect(home.headers().vary).toMatch(/\bCookie\b/);
  // The first script big enough to be compressed (below 1 KB a file goes out as it is).
  let url = "";
  let plain = null;
  for (const script of (await home.text()).match(/\/assets\/[\w.-]+\.js/g) ?? []) {
    plain = await request.get(`${portal}${script}`, { headers: { "accept-encoding": "identity" } });
    url = `${portal}${script}`;
    if (Number(plain.headers()["content-length"]) >= 1024) break;
  }
  if (!plain) throw new Error("the home page names no script");
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  const contentType = plain.headers()["content-type"];
  expect(contentType).toMatch(/javascript/);
  for (const [accept, encoding] of [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
  ] as const) {
    const response = await request.get(url, { headers: { "accept-encoding": accept } });
    const headers = response.headers();
    expect(headers["content-encoding"], accept).toBe(encoding);
    expect(headers.vary, accept).toMatch(/Accept-Encoding/i);
    expect(headers["content-type"]).toBe(contentType);
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(headers["content-length"])).toBeLessThan(Number(plain.headers()["content-length"]));
    expect(headers["x-content-type-options"]).toBe("nosniff");
    // The client undoes the encoding: the same script either way.
    expect((await response.body()).equals(await plain.body())).toBe(true);
  }
});

test("the back office's documents and style sheets go out compressed, brotli when accepted", async ({ request }) => {
  const plain = await request.get(`${operatorApp}/login`, { headers: { "accept-encoding": "identity" } });
  expect(plain.status()).toBe(200);
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  const html = await plain.text();
  const stylesheet = html.match(/\/assets\/[\w.-]+\.css/)?.[0];
  if (!stylesheet) throw new Error("the back office's log-in page names no style sheet");
  for (const url of [`${operatorApp}/login`, `${operatorApp}${stylesheet}`]) {
    const compressed = await request.get(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(compressed.headers()["content-encoding"], url).toBe("br");
    expect(compressed.headers().vary, url).toMatch(/Accept-Encoding/i);
  }
});
