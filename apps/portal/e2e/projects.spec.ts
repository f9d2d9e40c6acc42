import { expectAxeClean } from "./support/axe.ts";
import { fillFields } from "./support/forms.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 项目撮合: 张建国 (吉林宏远) publishes a project need, 李晓梅 (长春华信钢结构) registers for it from
// the public page (a second registration is refused), and the publisher sees her in the
// registration list and shortlists her company.

const title = `长春市宽城区综合管廊钢结构支架工程${String(Date.now()).slice(-4)}`;
const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

test("a project is published, another company registers once, and the publisher sees it in the registration list", async ({ page, browser }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/project/project-details`);
  await expect(page.getByRole("heading", { name: "项目撮合", level: 1 })).toBeVisible();
  await expect(page.getByTestId("project-matches")).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole("link", { name: "发布项目" }).click();
  const form = page.getByTestId("project-publish");
  await form.getByLabel("项目名称").fill(title);
  await form.getByLabel("项目类别").selectOption("钢结构工程专业承包");
  await form.getByLabel("地区").selectOption("220100");
  await form.getByLabel("预算下限（万元）").fill("300");
  await form.getByLabel("预算上限（万元）").fill("500");
  await form.getByLabel("最低资质等级").selectOption("二级");
  await fillFields(form, {
    报名截止: deadline,
    联系人: "张建国",
    项目范围: "综合管廊 2.4 公里钢结构支架制作与安装，含防腐处理。",
  });
  await expectAxeClean(page);
  await form.getByRole("button", { name: "发布", exact: true }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("项目已发布");

  // Another company, in its own browser, finds the need on the public list and registers.
  const other = await (await browser.newContext()).newPage();
  await logIn(other, demoMembers.li);
  await other.goto(`${portal}/default/project/list?keyword=${encodeURIComponent(title)}`);
  await expectAxeClean(other);
  await other.getByRole("link", { name: title }).click();
  await expect(other.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(other.getByTestId("project-state")).toHaveText("已发布");
  await other.getByLabel("报名说明（选填）").fill("我司具备钢结构工程专业承包一级资质。");
  await other.getByRole("button", { name: "提交报名" }).click();
  await expect(other.getByTestId("action-notice")).toHaveText("报名成功");
  await expectAxeClean(other);
  await other.getByRole("button", { name: "提交报名" }).click();
  await expect(other.getByTestId("action-notice")).toHaveText("本企业已报名该项目，请勿重复报名");
  await other.context().close();

  // The publisher sees the registration, with how the company fits, and shortlists it.
  await page.goto(`${portal}/user/project/project-details?tab=mine`);
  const card = page.getByTestId("project-card").filter({ hasText: title });
  await card.getByRole("link", { name: /报名名单/ }).click();
  await expect(page.getByTestId("registration-list")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "长春华信钢结构工程有限公司" });
  await expect(row).toContainText("类别匹配 · 资质满足");
  await expect(row).toContainText("已报名");
  await expectAxeClean(page);
  await row.getByRole("button", { name: "入围：长春华信钢结构工程有限公司" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已列入入围名单");
  await expect(page.getByRole("row").filter({ hasText: "长春华信钢结构工程有限公司" })).toContainText("已入围");
});

test("a visitor browses project needs and labor listings without logging in", async ({ page }) => {
  await page.goto(`${portal}/default/project/list`);
  await expect(page.getByTestId("project-card").first()).toBeVisible();
  await expectAxeClean(page);
  await page.goto(`${portal}/default/labor/list?trade=${encodeURIComponent("钢筋工")}`);
  await expect(page.getByTestId("labor-card").first()).toContainText("钢筋工");
  await page.goto(`${portal}/default/labor/list`);
  await expect(page.getByTestId("labor-card")).toHaveCount(10);
  await expect(page.getByTestId("labor-list")).toContainText(/已实名 \d+ 人/);
  await expect(page.getByTestId("labor-list")).not.toContainText(/\d{17}[\dXx]/);
  await expectAxeClean(page);
});
