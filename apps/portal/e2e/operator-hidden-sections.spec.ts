import { expectAxeClean } from "./support/axe.ts";
import { operatorDesk } from "./support/operator.ts";
import { changchunPortal, portal, serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// 平台设置 「隐藏的版块」: an administrator hides 党建引领 on the generic platform; the portal's header
// menu, its home section and its sitemap drop it (CHANGCHUN keeps hiding it as it always did), and
// showing it again brings it back.

// A visitor's page may be kept by the browser for a minute (SHARED_PAGE_CACHE); a fresh address
// asks the portal, whose own caches the change emptied at once.
let visit = 0;
const partyBuildingShown = async (page: Page, origin: string, shown: boolean) =>
  expect(async () => {
    await page.goto(`${origin}/default/home?visit=${++visit}`);
    await expect(page.getByRole("navigation", { name: "主菜单" }).locator('a[data-menu="news"]')).toBeVisible({ timeout: 1_000 });
    await expect(page.getByRole("navigation", { name: "主菜单" }).locator('a[data-menu="party-building"]')).toHaveCount(shown ? 1 : 0, { timeout: 1_000 });
    await expect(page.locator("main section#party-building")).toHaveCount(shown ? 1 : 0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

const sitemapListsPartyBuilding = async (page: Page) => {
  const answer = await page.request.get(`${portal}/sitemap-pages.xml?visit=${++visit}`);
  expect(answer.ok()).toBe(true);
  return (await answer.text()).includes("/default/djyl/");
};

test.setTimeout(150_000);

test("hiding 党建引领 in a platform's settings removes it from that portal's menu, home and sitemap; showing it brings it back", async ({ page, browser }) => {
  await partyBuildingShown(page, portal, true);
  await partyBuildingShown(page, changchunPortal, false);
  expect(await sitemapListsPartyBuilding(page)).toBe(true);

  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await desk.getByRole("link", { name: "平台设置" }).click();
  await desk.getByRole("row").filter({ hasText: "localhost" }).getByRole("link").click();
  await expect(desk.getByRole("heading", { name: /^平台设置：/, level: 1 })).toBeVisible();
  const hidden = desk.getByRole("group", { name: "隐藏的版块" });
  const partyBuilding = hidden.getByRole("checkbox", { name: /^党建引领/ });
  const friendlyLinks = hidden.getByRole("checkbox", { name: "页脚友情链接" });
  await expect(partyBuilding).not.toBeChecked();
  await expect(friendlyLinks).not.toBeChecked();
  await expectAxeClean(desk);

  // By keyboard: the box takes the focus and Space checks it.
  await partyBuilding.focus();
  await desk.keyboard.press("Space");
  await expect(partyBuilding).toBeChecked();
  await desk.getByRole("button", { name: "保存", exact: true }).click();
  await expect(desk.getByRole("status")).toHaveText("已保存，立即生效");
  await expect(desk.getByRole("group", { name: "隐藏的版块" }).getByRole("checkbox", { name: /^党建引领/ })).toBeChecked();
  const history = desk.getByRole("table", { name: "历史版本，新的在前" });
  await expect(history.getByRole("row").nth(1)).toContainText("党建引领");

  await partyBuildingShown(page, portal, false);
  expect(await sitemapListsPartyBuilding(page)).toBe(false);
  // The footer's friendly links stay: only 党建引领 was hidden.
  await expect(page.getByRole("contentinfo").getByRole("region", { name: "友情链接" })).toBeVisible();

  await desk
    .getByRole("group", { name: "隐藏的版块" })
    .getByRole("checkbox", { name: /^党建引领/ })
    .uncheck();
  await desk.getByRole("button", { name: "保存", exact: true }).click();
  await expect(desk.getByRole("status")).toHaveText("已保存，立即生效");
  await partyBuildingShown(page, portal, true);
  expect(await sitemapListsPartyBuilding(page)).toBe(true);
  await desk.context().close();
});
