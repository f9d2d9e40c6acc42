import { expectAxeClean } from "./support/axe.ts";
import { expectEditorInPlace, fresh } from "./support/content-desk.ts";
import { demoStaff, operatorDesk } from "./support/operator.ts";
import { serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// 党建栏目 from 内容管理: an editor adds a module (a bad code refused on its field), renames it, finds
// it in a 党建 piece's form, and removes it while it is empty; the menu's module cannot be removed.
// The portal's 党建 list knows the new code (an empty list, not the unknown-code line).

test.setTimeout(180_000);
test.describe.configure({ mode: "serial" });

let desk: Page;

test.beforeAll(async ({ browser }) => {
  desk = await operatorDesk(browser, `http://localhost:${serverPort}`, async () => {}, demoStaff.editor);
});

test("an editor adds, renames and removes a party-building module", async ({ page }) => {
  await desk.getByRole("navigation", { name: "内容管理视图" }).getByRole("link", { name: "党建栏目" }).click();
  await expect(desk.getByRole("heading", { name: "党建栏目", level: 1 })).toBeVisible();
  const table = desk.getByRole("table", { name: "党建栏目" });
  await expect(table.getByRole("row", { name: /202408150001 党建要闻（默认）/ })).toBeVisible();
  await expect(table.getByRole("button", { name: "删除党建栏目：党建要闻" })).toHaveCount(0);
  await expectAxeClean(desk);

  await desk.getByLabel("栏目编码", { exact: true }).fill("2024");
  await desk.getByLabel("栏目名称", { exact: true }).fill("廉政建设");
  await desk.getByRole("button", { name: "新增党建栏目" }).click();
  await expect(desk.getByText("栏目编码应为12位数字，如 202408150001")).toBeVisible();
  await expectAxeClean(desk);

  await desk.getByLabel("栏目编码", { exact: true }).fill("202408150004");
  await desk.getByRole("button", { name: "新增党建栏目" }).click();
  await expect(desk.getByRole("status")).toHaveText("已新增党建栏目");
  await expect(table.getByRole("row", { name: /202408150004 廉政建设/ })).toBeVisible();

  await desk.getByLabel("“廉政建设”的新名称").fill("廉洁文化");
  await desk.getByRole("button", { name: "改名：廉政建设" }).click();
  await expect(desk.getByRole("status")).toHaveText("已修改栏目名称");
  await expect(table.getByRole("row", { name: /202408150004 廉洁文化/ })).toBeVisible();

  // The portal knows the code at once: its list is empty, not the unknown-code line.
  await page.goto(fresh("/default/djyl/news-list?pageid=1&modulecode=202408150004"));
  await expect(page.getByRole("heading", { name: "党建引领 · 廉洁文化", level: 1 })).toBeVisible();
  await expect(page.getByTestId("article-list-empty")).toBeVisible();
  await expect(page.getByTestId("party-module-unknown")).toHaveCount(0);

  // A 党建 piece chooses among the modules, the menu's by default.
  await desk.goto(new URL("/content/new", desk.url()).toString());
  const choice = desk.getByLabel("党建栏目", { exact: true });
  await expect(choice).toHaveValue("202408150001");
  await expect(choice.getByRole("option", { name: "廉洁文化（202408150004）" })).toHaveCount(1);
  await expectEditorInPlace(desk);
  await expectAxeClean(desk);

  await desk.goto(new URL("/content/party-modules", desk.url()).toString());
  await desk.getByRole("button", { name: "删除党建栏目：廉洁文化" }).click();
  await expect(desk.getByRole("status")).toHaveText("已删除党建栏目");
  await expect(table.getByRole("row", { name: /202408150004/ })).toHaveCount(0);
  // A module that holds articles stays, with the reason.
  await desk.getByRole("button", { name: "删除党建栏目：党员教育" }).click();
  await expect(desk.getByRole("alert")).toContainText("栏目下还有");
  await expect(table.getByRole("row", { name: /202408150002 党员教育/ })).toBeVisible();
});
