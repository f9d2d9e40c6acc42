import { expectAxeClean } from "./support/axe.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// The spec's pages no menu names are linked from where a visitor would look for them: the news
// section leads to the salons and the phone edition of the news, the party-building section to its
// pages, the footer to the app download pages, which lead back home.

test("the home sections and the footer link every page no menu names, and each link leads to content", async ({ page }) => {
  test.slow();
  const links = [
    { section: "#news", name: "沙龙活动", path: "/default/news/salon-more" },
    { section: "#news", name: "手机版资讯", path: "/default/news/news-list-h5" },
    { section: "#party-building", name: "党建园地", path: "/default/djyl/welcome" },
    { section: "#party-building", name: "更多党建动态", path: "/default/djyl/news-more" },
    { section: "footer", name: "下载移动端APP", path: "/download-h5" },
    { section: "footer", name: "下载吉林建筑APP", path: "/download-jl-h5" },
  ];
  for (const link of links) {
    await page.goto(`${portal}/default/home`);
    await page.locator(link.section).getByRole("link", { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(`${portal}${link.path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("404");
  }
  await expectAxeClean(page);
  // The download page leads back to the platform.
  await page.getByRole("link", { name: "返回平台首页" }).click();
  await expect(page).toHaveURL(`${portal}/default/home`);
});
