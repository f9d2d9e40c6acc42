import { expectAxeClean } from "./support/axe.ts";
import { fillFields } from "./support/forms.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { waitUntilIndexed } from "./support/search-index.ts";
import { expect, test } from "./support/test.ts";

// 劳务用工: a member publishes a labor team with its 实名 count; visitors find it on the public list
// by trade and city, see 已实名 n 人 and never an ID number.

test("a member publishes a labor team, and a visitor finds it by trade and city", async ({ page, browser }) => {
  // Publishing, the indexer's turn, search, the detail page and five axe passes: a long journey.
  test.setTimeout(90_000);
  const title = `白城市李氏焊工班组${String(Date.now()).slice(-4)}`;
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/labor-services`);
  await expect(page.getByRole("heading", { name: "劳务服务", level: 1 })).toBeVisible();
  await expect(page.getByTestId("labor-card").first()).toBeVisible();
  await expectAxeClean(page);
  const form = page.getByRole("form", { name: "发布劳务信息" });
  await form.getByRole("radio", { name: "劳务班组" }).check();
  await form.getByLabel("标题", { exact: true }).fill(title);
  await form.getByLabel("工种").selectOption("焊工");
  await form.getByLabel("地区").selectOption("220800");
  await form.getByLabel("人数", { exact: true }).fill("12");
  await fillFields(form, {
    "已实名人数（班组）": "11",
    开始日期: "2026-12-15",
    结束日期: "2027-05-31",
    "日薪下限（元）": "380",
    "日薪上限（元）": "460",
    联系人: "李春生",
    说明: "持证焊工，擅长钢结构及管道焊接，可承接厂房与市政项目。",
  });
  await form.getByRole("button", { name: "发布" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("发布成功");

  // A refused listing says why and stores nothing.
  await form.getByLabel("标题", { exact: true }).fill(`${title}（二）`);
  await form.getByLabel("人数", { exact: true }).fill("5");
  await form.getByLabel("已实名人数（班组）").fill("6");
  await form.getByRole("button", { name: "发布" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已实名人数不能超过班组人数");

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${portal}/default/labor/list`);
  await visitor.getByLabel("工种").selectOption("焊工");
  await visitor.getByLabel("地区").selectOption("220800");
  await visitor.getByRole("button", { name: "查询" }).click();
  const card = visitor.getByTestId("labor-card").filter({ hasText: title });
  await expect(card).toContainText("已实名 11 人");
  await expect(card).toContainText("¥380.00–¥460.00/天");
  await expect(visitor.getByTestId("labor-list")).not.toContainText(`${title}（二）`);
  await expectAxeClean(visitor);

  // The global search finds it under 劳务用工 once the indexer has drained its queue, and its
  // hit opens the public detail page: 实名 as counts, never an ID number.
  const query = { keyword: `焊工 ${title}`, kind: "labor" };
  await waitUntilIndexed(visitor.request, query, title);
  await visitor.goto(`${portal}/default/global-search?${new URLSearchParams(query).toString()}`);
  await expect(visitor.getByRole("link", { name: title, exact: true })).toBeVisible();
  await expect(visitor.getByRole("link", { name: /^劳务用工/ }).first()).toBeVisible();
  await expectAxeClean(visitor);
  await visitor.getByRole("link", { name: title, exact: true }).click();
  const detail = visitor.getByTestId("labor-detail");
  await expect(detail.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByTestId("labor-real-name")).toHaveText("已实名 11 / 12 人");
  await expect(detail).toContainText("白城市");
  await expect(detail).toContainText("吉林宏远建设工程有限公司");
  await expect(detail).not.toContainText(/\d{17}[\dXx]/);
  // A visitor's 联系 goes to the log-in, which returns to this page.
  await expect(visitor.getByTestId("chat-contact")).toHaveAttribute("href", /\/login\?redirect=.*labor%252Fdetail/);
  await expect(detail.getByRole("link", { name: /在劳务平台查看/ })).toHaveAttribute("href", /^\/session\/handoff\?to=https%3A%2F%2Flabor\.example\.cn%2F/);
  await expectAxeClean(visitor);
  // The list's cards open the same page.
  await visitor.goto(`${portal}/default/labor/list?trade=焊工&regionCode=220800`);
  await visitor.getByRole("link", { name: title, exact: true }).click();
  await expect(visitor).toHaveURL(/\/default\/labor\/detail\?id=\d+$/);

  // An unknown entry is a 404 page that says so.
  const missing = await visitor.goto(`${portal}/default/labor/detail?id=99999999`);
  expect(missing?.status()).toBe(404);
  await expect(visitor.getByTestId("error-message")).toHaveText("抱歉，您访问的页面不存在");
  await expectAxeClean(visitor);
  await visitor.context().close();
});

test("the project hub's tabs and the finance pages are accessible to a member", async ({ page }) => {
  await logIn(page, demoMembers.zhang);
  for (const tab of ["mine", "registered", "publish"]) {
    await page.goto(`${portal}/user/project/project-details?tab=${tab}`);
    await expect(page.getByTestId("project-hub")).toBeVisible();
    await expectAxeClean(page);
  }
  await page.goto(`${portal}/user/financial-service/financial-list`);
  await page.getByRole("row").filter({ hasText: "已放款" }).getByRole("link").click();
  await expect(page.getByTestId("application-state")).toHaveText("已放款");
  await expectAxeClean(page);
});
