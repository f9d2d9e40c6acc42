import { expectAxeClean } from "./support/axe.ts";
import { operatorDesk } from "./support/operator.ts";
import { changchunPortal, portal, serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// 平台设置 in the back office: an administrator changes the generic platform's hotline and hours;
// the portal's footer shows them on its next page (CHANGCHUN's keeps its own), and restoring the
// first version puts the old line back.

// A visitor's page may be kept by the browser for a minute (SHARED_PAGE_CACHE); a fresh address
// asks the portal, whose own caches the change emptied at once.
let visit = 0;
const footerShows = async (page: Page, origin: string, hotline: string) =>
  expect(async () => {
    await page.goto(`${origin}/default/home?visit=${++visit}`);
    await expect(page.getByTestId("footer-hotline")).toHaveText(hotline, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

test.setTimeout(150_000);

test("a platform's hotline changed in settings shows in the portal's footer, and a version restores it", async ({ page, browser }) => {
  await footerShows(page, portal, "400-800-0431");

  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await desk.getByRole("link", { name: "平台设置" }).click();
  await expect(desk.getByRole("heading", { name: "平台设置", level: 1 })).toBeVisible();
  await expectAxeClean(desk);
  await desk.getByRole("row").filter({ hasText: "localhost" }).getByRole("link").click();
  await expect(desk.getByRole("heading", { name: /^平台设置：/, level: 1 })).toBeVisible();

  // A wrong number is refused on its field, and nothing is saved.
  await desk.getByLabel("服务热线").fill("12345");
  await desk.getByRole("button", { name: "保存" }).click();
  await expect(desk.getByRole("alert").first()).toHaveText("请按提示修改标红的项目");
  await expect(desk.getByText("请填写正确的服务热线，如 400-800-0431 或 0431-88886666")).toBeVisible();
  await expectAxeClean(desk);
  await footerShows(page, portal, "400-800-0431");

  await desk.getByLabel("服务热线").fill("0431-88886666");
  await desk.getByLabel("服务时间").fill("工作日 8:30-17:30");
  await desk.getByRole("button", { name: "保存" }).click();
  await expect(desk.getByRole("status")).toHaveText("已保存，立即生效");
  const history = desk.getByRole("table", { name: "历史版本，新的在前" });
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("row").nth(1)).toContainText("0431-88886666");
  await expectAxeClean(desk);

  await footerShows(page, portal, "0431-88886666");
  await expect(page.getByText("服务时间：工作日 8:30-17:30")).toBeVisible();
  // The other platform keeps its own settings.
  await footerShows(page, changchunPortal, "400-800-0431");

  await history.getByRole("button", { name: /^恢复此版本（/ }).click();
  await expect(desk.getByRole("status")).toHaveText("已恢复该版本，立即生效");
  await footerShows(page, portal, "400-800-0431");

  await desk.getByRole("link", { name: "操作日志" }).click();
  await expect(desk.getByRole("table")).toContainText("保存平台设置");
  await expect(desk.getByRole("table")).toContainText("服务热线：400-800-0431 → 0431-88886666");
  await expect(desk.getByRole("table")).toContainText("恢复平台设置版本");
  await desk.context().close();
});
