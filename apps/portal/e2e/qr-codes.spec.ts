import { cmsPaths } from "@cidp/api-client/contract";
import jsQR from "jsqr";
import { changchunPortal, portal, serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

interface ConfiguredLinks {
  ngCode: string;
  officialAccountUrl: string;
  appDownloadUrl: string;
  customerServiceUrl: string;
  iosAppUrl: string;
  androidAppUrl: string;
}

/** The platform configuration as the services give it: what the codes must encode. */
async function configured(ngCode: string): Promise<ConfiguredLinks> {
  const body = (await (await fetch(`http://127.0.0.1:${serverPort}${cmsPaths.platformConfigList}`)).json()) as { data: ConfiguredLinks[] };
  const config = body.data.find((entry) => entry.ngCode === ngCode);
  if (!config) throw new Error(`no platform configuration for ${ngCode}`);
  return config;
}

/**
 * What the browser shows in an image, read as a phone would: drawn at 2× onto a white canvas in
 * the page, its pixels decoded here with jsQR.
 */
async function decodeImage(page: Page, selector: string, index: number): Promise<string | null> {
  const pixels = await page
    .locator(selector)
    .nth(index)
    .evaluate(async (element) => {
      const image = element as HTMLImageElement;
      await image.decode();
      const side = image.width * 2 + 40;
      const canvas = document.createElement("canvas");
      canvas.width = side;
      canvas.height = side;
      const context = canvas.getContext("2d") as CanvasRenderingContext2D;
      context.fillStyle = "#fff";
      context.fillRect(0, 0, side, side);
      context.drawImage(image, 20, 20, side - 40, side - 40);
      return { side, data: Array.from(context.getImageData(0, 0, side, side).data) };
    });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.side, pixels.side)?.data ?? null;
}

for (const [name, origin, ngCode] of [
  ["generic", portal, "localhost"],
  ["CHANGCHUN", changchunPortal, "127.0.0.1"],
] as const) {
  test(`the ${name} platform's footer QR codes decode to its configured addresses`, async ({ page }) => {
    const config = await configured(ngCode);
    await page.goto(`${origin}/default/home`);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("img", { name: /二维码$/ })).toHaveCount(3);
    await expect(footer.getByRole("img", { name: "官方公众号二维码" })).toHaveAttribute("width", "130");
    const expected = [config.officialAccountUrl, config.appDownloadUrl, config.customerServiceUrl].map((url) => new URL(url, origin).toString());
    const decoded = [];
    for (const index of [0, 1, 2]) decoded.push(await decodeImage(page, "footer figure img", index));
    expect(decoded).toEqual(expected);
  });
}

for (const [path, origin, ngCode, title] of [
  ["/download-h5", portal, "localhost", "下载移动端APP"],
  ["/download-jl-h5", changchunPortal, "127.0.0.1", "下载吉林建筑APP"],
] as const) {
  test(`${path} shows the platform's app with its store links and QR code`, async ({ page }) => {
    const config = await configured(ngCode);
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", config.iosAppUrl);
    await expect(page.getByRole("link", { name: /Android/ })).toHaveAttribute("href", config.androidAppUrl);
    const qr = page.getByRole("img", { name: /APP下载二维码$/ });
    await expect(qr).toBeVisible();
    expect(await decodeImage(page, "main figure img", 0)).toBe(new URL(config.appDownloadUrl, origin).toString());
  });
}

test("an unknown QR code kind is not found", async ({ request }) => {
  expect((await request.get(`${portal}/qr/anything`)).status()).toBe(404);
  const svg = await request.get(`${portal}/qr/customer-service`);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
});
