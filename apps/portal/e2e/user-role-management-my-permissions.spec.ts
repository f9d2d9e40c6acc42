import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

/** A 采购员 of 吉林宏远建设工程有限公司 whom no other journey changes. */
const buyer = { phone: "13900000104", password: "Demo@123456", realName: "周海峰" };

test("我的权限: a 采购员 reaches it from the side menu, sees what the role grants, what it lacks and whom to ask", async ({ page }) => {
  await logIn(page, buyer);
  await page.goto(`${portal}/user/default`);
  await page.getByRole("link", { name: "我的权限" }).click();
  await expect(page.getByRole("heading", { name: "我的权限", level: 1 })).toBeVisible();
  await expect(page.getByTestId("my-roles")).toHaveText("你在「吉林宏远建设工程有限公司」的角色：采购员");
  const table = page.getByRole("table", { name: "我在当前企业的权限" });
  await expect(table.getByRole("row", { name: /发布询价单/ })).toContainText("已拥有采购员询价单");
  await expect(table.getByRole("row", { name: /提交报价/ })).toContainText("未拥有—我的报价、我的投标");
  await expect(page.getByTestId("ask-admin")).toContainText("如需开通未拥有的权限，请联系企业管理员：");
  await expect(page.getByTestId("ask-admin")).toContainText("王立新（139****0101）");
  await expectAxeClean(page);
});

test("我的权限: an administrator holds every key and is pointed to 角色管理", async ({ page }) => {
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/role-management/my-permissions`);
  await expect(page.getByTestId("my-roles")).toContainText("管理员");
  await expect(page.getByRole("row", { name: /管理角色与授权/ })).toContainText("已拥有管理员");
  await expect(page.getByTestId("ask-admin")).toHaveCount(0);
  await page.getByTestId("user-role-management-my-permissions").getByRole("link", { name: "角色管理" }).click();
  await expect(page.getByRole("heading", { name: "角色管理", level: 1 })).toBeVisible();
});
