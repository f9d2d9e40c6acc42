import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { logIn } from "./support/log-in.ts";
import { changchunPortal, portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// Screenshots of the shell for the "Must show": home on both platforms, the message
// drawer open, a member page. Each shot first checks that every image on the page loaded.
// UPDATE_SCREENSHOTS=1 writes them to e2e/screenshots/ (committed); other runs write them to the
// test's output folder, so a routine run leaves the checkout untouched (the notices' times change).
const committed = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
const maxBytes = 1.5 * 1024 * 1024;

test.use({ viewport: { width: 1440, height: 900 } });

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  // Lazy images below the fold load once scrolled to; a full-page shot needs them all.
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = "eager";
    await Promise.all(
      Array.from(document.images).map((img) => (img.complete ? null : new Promise((done) => img.addEventListener("load", done, { once: true })))),
    );
  });
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.naturalWidth === 0)
      .map((img) => img.src),
  );
  expect(broken, "images that failed to load").toEqual([]);
}

async function shoot(page: Page, name: string, fullPage: boolean): Promise<void> {
  const file = process.env.UPDATE_SCREENSHOTS === "1" ? path.join(committed, `${name}.png`) : test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  expect(statSync(file).size).toBeLessThan(maxBytes);
}

test("home on the generic platform (localhost)", async ({ page }) => {
  await page.goto(`${portal}/default/home`);
  await settle(page);
  await shoot(page, "home-cidp", true);
});

test("home on CHANGCHUN (127.0.0.1)", async ({ page }) => {
  await page.goto(`${changchunPortal}/default/home`);
  await settle(page);
  await shoot(page, "home-changchun", true);
});

test("home at 1280 px wide", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${portal}/default/home`);
  await settle(page);
  await shoot(page, "home-cidp-1280", false);
});

test("a member's home with the message drawer open", async ({ page }) => {
  await logIn(page);
  await page.getByTestId("bell").click();
  await expect(page.getByTestId("notice-item")).toHaveCount(5);
  await settle(page);
  // Let the slide-in finish.
  await page.waitForTimeout(500);
  await shoot(page, "home-drawer-open", false);
});

test("the member's personal center", async ({ page }) => {
  await logIn(page);
  await page.goto(`${portal}/user/default`);
  await expect(page.getByTestId("user-real-name")).toBeVisible();
  await settle(page);
  await shoot(page, "user-default", true);
});
