import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// 成员管理, 邀请成员, 角色管理 and the invitee's answer (issue "account and organisation").

const zhu = { phone: "13900000201", password: "Demo@123456", realName: "朱明辉" };
const buyer = { phone: "13900000102", password: "Demo@123456", realName: "赵春燕" };

async function axeClean(page: Page): Promise<void> {
  await expectAxeClean(page);
}

test("an administrator invites a colleague as 报价员; the colleague accepts from the personal center and is listed with the role", async ({
  page,
  browser,
}) => {
  // Two members, five pages, axe on each: more than one default timeout on a busy machine.
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/member-management/member-list`);
  await expect(page.getByTestId("member-center-menu").getByRole("link", { name: "成员管理" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("member-center-business")).toContainText("吉林宏远建设工程有限公司");
  await page.getByRole("link", { name: "邀请成员" }).click();
  await expect(page.getByRole("heading", { name: "邀请成员", level: 1 })).toBeVisible();
  await axeClean(page);

  await page.getByLabel("手机号", { exact: true }).fill(zhu.phone);
  await page.getByRole("checkbox", { name: "报价员" }).check();
  await page.getByRole("button", { name: "发送邀请" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("邀请已发送");
  const sent = page.getByRole("table", { name: "已发出的邀请" });
  await expect(sent.getByRole("row").filter({ hasText: "139****0201" })).toContainText("待处理");
  await expect(sent.getByRole("row").filter({ hasText: "139****0201" })).toContainText("报价员");

  // The same phone again is refused with the server's reason.
  await page.getByLabel("手机号", { exact: true }).fill(zhu.phone);
  await page.getByRole("button", { name: "发送邀请" }).click();
  await expect(page.getByRole("alert")).toHaveText("已向该手机号发出邀请，请勿重复邀请");

  const invitee = await (await browser.newContext()).newPage();
  await logIn(invitee, zhu);
  await invitee.goto(`${portal}/user/default`);
  const tasks = invitee.getByTestId("pending-tasks");
  await tasks.getByRole("link", { name: /吉林宏远建设工程有限公司.*邀请您加入/ }).click();
  await expect(invitee.getByRole("heading", { name: "吉林宏远建设工程有限公司" })).toBeVisible();
  await expect(invitee.getByTestId("invitation-info")).toContainText("报价员");
  await expect(invitee.getByTestId("invitation-info")).toContainText("张建国");
  await axeClean(invitee);
  await invitee.getByRole("button", { name: "接受邀请" }).click();
  await expect(invitee.getByTestId("action-notice")).toHaveText("已加入「吉林宏远建设工程有限公司」");

  await page.goto(`${portal}/user/member-management/member-list?keyword=${encodeURIComponent(zhu.realName)}`);
  await expect(page.getByRole("table", { name: "企业成员" }).getByRole("row").filter({ hasText: zhu.realName })).toContainText("报价员");
});

test("an administrator defines a role, gives it to a member, and removes another member", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/role-management/role-list`);
  const roles = page.getByRole("table", { name: "企业角色" });
  await expect(roles.getByRole("row").filter({ hasText: "采购员" })).toContainText("发布询价单");
  await page.getByRole("link", { name: "新建角色" }).click();
  await page.getByLabel("角色名称").fill("安全员");
  await page.getByRole("checkbox", { name: "办理企业认证与资质" }).check();
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("角色已保存");
  await expect(roles.getByRole("row").filter({ hasText: "安全员" })).toContainText("自定义");
  await axeClean(page);

  await page.goto(`${portal}/user/member-management/member-list?keyword=${encodeURIComponent("冯雪梅")}`);
  await page.getByRole("link", { name: "设置角色：冯雪梅" }).click();
  await page.getByTestId("roles-panel").getByRole("checkbox", { name: "安全员" }).check();
  await page.getByRole("button", { name: "保存角色" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("成员角色已更新");
  await expect(page.getByRole("table", { name: "企业成员" }).getByRole("row").filter({ hasText: "冯雪梅" })).toContainText("安全员");

  await page.goto(`${portal}/user/member-management/member-list?keyword=${encodeURIComponent("杨振华")}`);
  await page.getByRole("link", { name: "移除：杨振华" }).click();
  await axeClean(page);
  await page.getByRole("button", { name: "移除" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("成员已移除");
  await expect(page.getByText("未找到匹配的成员，请换个关键词")).toBeVisible();
});

test("a 采购员 sees the members and roles but none of the controls their role lacks", async ({ page }) => {
  await logIn(page, buyer);
  await page.goto(`${portal}/user/member-management/member-list`);
  await expect(page.getByTestId("member-center-roles")).toHaveText("我的角色：采购员");
  await expect(page.getByRole("table", { name: "企业成员" })).toBeVisible();
  await expect(page.getByRole("link", { name: "邀请成员" })).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "操作" })).toHaveCount(0);
  await page.goto(`${portal}/user/role-management/role-list`);
  await expect(page.getByRole("table", { name: "企业角色" })).toBeVisible();
  await expect(page.getByRole("link", { name: "新建角色" })).toHaveCount(0);
  // Even typed into the address, the invitation form is not offered.
  await page.goto(`${portal}/user/member-management/addInvitation`);
  // The refusal names the permission the form takes (成员管理) and who grants it.
  await expect(page.getByTestId("permission-refusal")).toHaveText("无权限执行此操作：需要「管理成员（邀请、移除）」权限，请联系企业管理员为您分配");
  await expect(page.getByRole("textbox", { name: "手机号" })).toHaveCount(0);
  await axeClean(page);
});
