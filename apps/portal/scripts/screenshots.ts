// Screenshots of the shell for designers and issue notes: home on both platforms and at 1280 px,
// a member's home with the message drawer open, the personal center; and a phone (390 px): home,
// home with the menu open, a news article and the personal center. Not a test (a picture that
// changes with every notice's time has nothing stable to compare): a script that starts the built
// product on a throw-away database and writes PNGs to e2e/screenshots/ (or the folder given).
//   pnpm --filter @cidp/portal screenshots [folder]
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromiumLaunchOptions } from "@cidp/dev-chromium";
import { chromium, type Page } from "@playwright/test";
import { ELDER_MODE_COOKIE } from "../app/lib/elder-mode/elder-mode-cookie.ts";
import { startProduct } from "../bench/start-product.ts";
import { demoMembers } from "../e2e/support/log-in.ts";

const folder = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../e2e/screenshots"));
mkdirSync(folder, { recursive: true });

/** Waits for the page to be still: network idle, fonts, every image loaded (a broken one is an error). */
async function settle(page: Page, brokenImages: "fail" | "warn" = "fail"): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
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
  if (broken.length === 0) return;
  if (brokenImages === "fail") throw new Error(`images that failed to load: ${broken.join(", ")}`);
  console.warn(`  (images that failed to load: ${broken.join(", ")})`);
}

async function shoot(page: Page, name: string, fullPage: boolean, brokenImages: "fail" | "warn" = "fail"): Promise<void> {
  await settle(page, brokenImages);
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage });
  console.log(`  ${name}.png`);
}

async function logIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/default/home`);
  await page.getByTestId("login-link").click();
  await page.locator("#phone").fill(demoMembers.zhang.phone);
  await page.locator("#password").fill(demoMembers.zhang.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await page.getByTestId("member-area").waitFor();
}

// Another port when 3420 is taken (e.g. journeys or a second checkout running at the same time).
const portalPort = Number(process.env.SCREENSHOTS_PORT ?? 3420);
const product = await startProduct(portalPort, portalPort + 1);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const generic = `http://localhost:${portalPort}`;
  await page.goto(`${generic}/default/home`);
  await shoot(page, "home-cidp", true);
  await page.goto(`http://127.0.0.1:${portalPort}/default/home`);
  await shoot(page, "home-changchun", true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${generic}/default/home`);
  await shoot(page, "home-cidp-1280", false);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, generic);
  await page.getByTestId("bell").click();
  await page.getByTestId("notice-item").nth(4).waitFor();
  // Let the drawer's slide-in finish.
  await page.waitForTimeout(500);
  await shoot(page, "home-drawer-open", false);
  await page.goto(`${generic}/user/default`);
  await page.getByTestId("user-real-name").waitFor();
  await shoot(page, "user-default", true);
  // The member center's pages with their side menu.
  for (const [name, path] of [
    ["user-member-list", "/user/member-management/member-list"],
    ["user-role-list", "/user/role-management/role-list"],
    ["user-add-invitation", "/user/member-management/addInvitation"],
    ["user-notice", "/user/notice"],
    ["user-bankcard", "/user/bankcard/bankcard"],
    ["user-password-edit", "/user/password/edit"],
  ] as const) {
    await page.goto(`${generic}${path}`);
    await page.getByTestId("member-center-menu").waitFor();
    await shoot(page, name, true);
  }
  // A phone: the same member, then logged out.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${generic}/user/default`);
  await page.getByTestId("user-real-name").waitFor();
  await shoot(page, "user-default-390", true);
  await page.getByTestId("member-center-menu-toggle").click();
  await page.getByTestId("member-center-menu").waitFor();
  await shoot(page, "user-default-390-menu", false);
  await page.context().clearCookies();
  await page.goto(`${generic}/default/home`);
  await shoot(page, "home-cidp-390", true);
  await page.getByTestId("menu-toggle").click();
  await page.getByRole("navigation", { name: "主菜单" }).waitFor();
  await shoot(page, "home-cidp-390-menu", false);
  const article = await page.locator('a[href^="/default/news/news-detail?id="]').first().getAttribute("href");
  await page.goto(`${generic}${article}`);
  // The seeded articles' own pictures (/static/articles/…) may be missing: the picture is about the
  // page's layout, so it is taken anyway and the missing images are named.
  await shoot(page, "news-article-390", true, "warn");
  await page.goto(`http://127.0.0.1:${portalPort}/default/home`);
  await shoot(page, "home-changchun-390", true);

  // The set at the spec's widest desktop (1600 px): both platforms, an article, the
  // personal center; and 长辈版 on home at both widths (its cookie, as the header's toggle sets it).
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto(`${generic}/default/home`);
  await shoot(page, "home-cidp-1600", true);
  await page.goto(`http://127.0.0.1:${portalPort}/default/home`);
  await shoot(page, "home-changchun-1600", true);
  await page.goto(`${generic}${article}`);
  await shoot(page, "news-article-1600", true, "warn");
  await logIn(page, generic);
  await page.goto(`${generic}/user/default`);
  await page.getByTestId("user-real-name").waitFor();
  await shoot(page, "user-default-1600", true);
  await page.context().addCookies([{ name: ELDER_MODE_COOKIE, value: "on", url: generic }]);
  await page.goto(`${generic}/default/home`);
  await shoot(page, "home-elder-1600", true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${generic}/default/home`);
  await shoot(page, "home-elder-390", true);
} finally {
  await browser.close();
  await product.stop();
}
