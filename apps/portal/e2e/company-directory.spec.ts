import { companyPaths, openPaths, STAFF_API_PREFIX } from "@cidp/api-client/contract";
import { expectAxeClean } from "./support/axe.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 企业名录: a visitor filters certified companies, opens one, reads a qualification certificate
// with its validity and finds the way to the national lookup.

test("a visitor browses company/more by city and grade, then company detail and a qualification", async ({ page }) => {
  await page.goto(`${portal}/default/company/more`);
  await expect(page.getByRole("status")).toContainText(/共\d+\+?家认证企业/);
  const total = Number((await page.getByRole("status").textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThanOrEqual(30);
  await expectAxeClean(page);

  await page.getByLabel("所在地区").selectOption({ label: "长春市" });
  await page.getByRole("button", { name: "筛选" }).click();
  await expect(page).toHaveURL(/regionCode=220100/);
  const cards = page.getByTestId("company-cards").getByRole("listitem");
  await expect(cards.first()).toContainText("吉林省长春市");
  // Waits for the filtered list (the address changes before the new cards are drawn).
  await expect(cards.filter({ hasNotText: "吉林省长春市" })).toHaveCount(0);

  await page.getByLabel("所在地区").selectOption("");
  await page.getByLabel("资质类别").selectOption("建筑工程施工总承包");
  await page.getByLabel("资质等级").selectOption("特级");
  await page.getByRole("button", { name: "筛选" }).click();
  await expect(page).toHaveURL(/grade=/);
  // Every card holds the grade before one is read: the old (长春) cards may already start with a
  // 特级 company and be swapped for the new list between reading its name and clicking it.
  await expect(cards.first()).toContainText("建筑工程施工总承包特级");
  await expect(cards.filter({ hasNotText: "建筑工程施工总承包特级" })).toHaveCount(0);

  const name = (await cards.first().getByRole("heading").textContent()) ?? "";
  await cards.first().getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const certificates = page.getByTestId("company-qualifications");
  await expect(certificates).toContainText("建筑工程施工总承包 特级");
  await expectAxeClean(page);

  // The company's shop is one click from its profile, and the way back is the browser's.
  await page.getByTestId("company-shop-link").click();
  await expect(page.getByTestId("shop-name")).toContainText(name);
  await page.goBack();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  await certificates.getByRole("link", { name: /建筑工程施工总承包 特级/ }).click();
  const detail = page.getByTestId("qualification-detail");
  await expect(detail.getByRole("row", { name: /持证企业/ })).toContainText(name);
  await expect(detail.getByRole("row", { name: /证书编号/ })).toContainText(/^证书编号D\d+/);
  await expect(detail.getByTestId("validity-badge")).toHaveText(/有效|即将到期|已过期/);
  await expectAxeClean(page);

  await detail.getByRole("link", { name: "到全国建筑市场监管公共服务平台核验" }).click();
  const out = page.getByRole("link", { name: "打开全国建筑市场监管公共服务平台（新窗口）" });
  await expect(out).toHaveAttribute("target", "_blank");
  await expect(out).toHaveAttribute("rel", "noopener noreferrer");
  await expectAxeClean(page);

  const missing = await page.goto(`${portal}/default/qualification/qualification-detail?id=999999`);
  expect(missing?.status()).toBe(404);
});

test("the digital platforms open through the hand-off, on the home page and on dg-platform", async ({ page }) => {
  await page.goto(`${portal}/default/digital-platform/dg-platform`);
  const platforms = page.getByTestId("digital-platforms");
  await expect(platforms.getByRole("heading", { name: "建材集采平台" })).toBeVisible();
  await expect(platforms.getByRole("link", { name: "进入建材集采平台" })).toHaveAttribute(
    "href",
    `/session/handoff?to=${encodeURIComponent("https://materials.example.cn/")}`,
  );
  await expectAxeClean(page);
  await page.goto(`${portal}/default/home`);
  await expect(page.locator(`a[href="/session/handoff?to=${encodeURIComponent("https://materials.example.cn/")}"]`).first()).toBeAttached();
});

test("the open-api page is the open platform's developer page: access, scopes, the open calls only, examples and the document", async ({ page }) => {
  await page.goto(`${portal}/default/open-api/open`);
  await expect(page.getByRole("heading", { name: "开放接口", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "接入流程" })).toContainText("开放接口应用");
  await expect(page.getByRole("cell", { name: "procurement:read" }).first()).toBeVisible();
  const operations = page.getByTestId("open-operation");
  expect(await operations.count()).toBeGreaterThan(0);
  for (const text of await operations.allTextContents()) expect(text).toContain(openPaths.v1);
  await expect(page.getByTestId("open-sandbox")).toContainText("client_secret");
  await expect(page.getByRole("link", { name: "下载 OpenAPI 文档（JSON）" })).toHaveAttribute("href", openPaths.document);
  // Never the platform's internal listing, nor the back office's staff API.
  await expect(page.getByTestId("open-api")).not.toContainText(STAFF_API_PREFIX);
  await expect(page.getByTestId("open-api")).not.toContainText(companyPaths.list);
  await expectAxeClean(page);
});
