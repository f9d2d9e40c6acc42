import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 成员管理 (/user/member-management/member-list): the members of the business the member acts for.

test("a member opens 成员管理 from the personal center, pages the team, searches a name and sees who they are", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/default`);
  await page.getByRole("navigation", { name: "会员中心功能" }).getByRole("link", { name: "成员管理" }).click();
  await expect(page).toHaveURL(/\/user\/member-management\/member-list/);
  await expect(page.getByRole("heading", { name: "成员管理", level: 1 })).toBeVisible();
  await expect(page.getByTestId("member-center-business")).toContainText("吉林宏远建设工程有限公司");

  const table = page.getByRole("table", { name: "企业成员" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(10);
  // Admins first; the member sees himself marked, phones masked.
  await expect(rows.first()).toContainText("管理员");
  await expect(table).toContainText("张建国（我）");
  await expect(table).toContainText("138****0001");
  await expect(table).not.toContainText("13800000001");
  await expect(page.getByText("共 15 条")).toBeVisible();

  await expectAxeClean(page);

  await page.getByRole("button", { name: "第2页" }).click();
  await expect(page).toHaveURL(/current=2/);
  await expect(rows).toHaveCount(5);
  await expect(table).not.toContainText("张建国（我）");

  // The search is a plain form: the keyword stays in the box and in the address.
  await page.getByLabel("姓名或手机号").fill("春");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/keyword=%E6%98%A5/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("赵春燕");
  await expect(page.getByLabel("姓名或手机号")).toHaveValue("春");

  await page.getByLabel("姓名或手机号").fill("不存在的人");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page.getByText("未找到匹配的成员，请换个关键词")).toBeVisible();
  await expectAxeClean(page);
});

test("the list follows the business chosen in the header, and a visitor is sent to log in", async ({ page, browser }) => {
  await logIn(page, demoMembers.li);
  await page.goto(`${portal}/user/member-management/member-list`);
  await expect(page.getByTestId("member-center-business")).toContainText("长春华信钢结构工程有限公司");
  await expect(page.getByRole("table", { name: "企业成员" }).locator("tbody tr")).toHaveCount(1);
  await expect(page.getByRole("table", { name: "企业成员" })).toContainText("李晓梅（我）");

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${portal}/user/member-management/member-list`);
  await expect(visitor.getByTestId("member-list")).toHaveCount(0);
  await expect(visitor).toHaveURL(`${portal}/default/home?login=${encodeURIComponent("/user/member-management/member-list")}`);
  await expect(visitor.getByTestId("login-prompt")).toBeVisible();
});
