import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 我的认证记录 (my-index) and 认证详情 (my-detail) on the demo's decided certifications (certification
// seed): 吉林宏远's 企业认证, seen by any member acting for it, and 杨振华's own 个人实名认证.

const HONGYUAN = "吉林宏远建设工程有限公司";

test("我的认证记录 and 认证详情: 张建国 opens 吉林宏远's certified 企业认证, and 杨振华 his certified 个人实名认证", async ({ page, browser }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/default`);
  await page.getByTestId("member-center-menu").getByRole("link", { name: "账户认证", exact: true }).click();
  await page.getByRole("link", { name: "查看全部认证记录" }).click();
  await expect(page).toHaveURL(/\/user\/standard-certification\/my-index$/);
  await expect(page.getByRole("heading", { name: "我的认证记录", level: 1 })).toBeVisible();
  const corporate = page.getByTestId("certification-records").getByRole("listitem").filter({ hasText: "企业认证" });
  await expect(corporate).toContainText(HONGYUAN);
  await expect(corporate).toContainText("已认证");
  await expect(corporate).toContainText("2026-09-14");
  await expectAxeClean(page, { label: "/user/standard-certification/my-index" });
  await corporate.getByRole("link", { name: "查看详情" }).click();
  await expect(page).toHaveURL(/\/user\/standard-certification\/my-detail\?kind=corporate&id=\d+$/);
  await expect(page.getByRole("heading", { name: "企业认证", level: 1 })).toBeVisible();
  const facts = page.getByTestId("certification-detail");
  await expect(facts).toContainText("91220101MA14XKQ355");
  await expect(facts).toContainText("王立新");
  await expect(facts).toContainText("吉林银行");
  await expect(facts).toContainText("**** **** 7815");
  await expectAxeClean(page, { label: "/user/standard-certification/my-detail (corporate)" });

  const yang = await (await browser.newContext()).newPage();
  await logIn(yang, { phone: "13900000114", password: demoMembers.zhang.password });
  await yang.goto(`${portal}/user/standard-certification/standard-index`);
  await yang.getByRole("link", { name: "查看全部认证记录" }).click();
  const personal = yang.getByTestId("certification-records").getByRole("listitem").filter({ hasText: "个人认证" });
  await expect(personal).toContainText("杨振华");
  await expect(personal).toContainText("已认证");
  await personal.getByRole("link", { name: "查看详情" }).click();
  await expect(yang.getByRole("heading", { name: "个人实名认证", level: 1 })).toBeVisible();
  await expect(yang.getByTestId("certification-detail")).toContainText("220104********3811");
  await expectAxeClean(yang, { label: "/user/standard-certification/my-detail (personal)" });
});
