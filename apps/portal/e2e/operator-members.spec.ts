import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn, logInAgainAfterSessionsEnded, submitLoginForm } from "./support/log-in.ts";
import { operatorDesk } from "./support/operator.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 会员管理 in the back office: an administrator finds a member by phone, reads their businesses,
// freezes them with a reason (the member is logged out at once and refused at the log-in with that
// reason), then unfreezes them, and both changes are in the audit log.

test.setTimeout(150_000);

test("an administrator freezes a member, who is logged out and refused with the reason, then unfreezes them", async ({ page, browser }) => {
  const member = demoMembers.zhang;
  await logIn(page, member);
  await page.goto(`${portal}/user/default`);
  await expect(page.getByTestId("member-area")).toBeVisible();

  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await desk.getByRole("link", { name: "会员管理" }).click();
  await desk.getByLabel("手机号、姓名或统一社会信用代码").fill(member.phone);
  await desk.getByRole("button", { name: "查询" }).click();
  await expect(desk.getByRole("status")).toHaveText("找到 1 位会员");
  await expectAxeClean(desk);
  await desk.getByRole("link", { name: member.realName }).click();
  await expect(desk.getByRole("heading", { name: `会员：${member.realName}`, level: 1 })).toBeVisible();
  await expect(desk.getByRole("table", { name: "所在企业" })).toContainText("企业管理员");
  await expect(desk.getByRole("table", { name: "在线会话" }).getByRole("row")).not.toHaveCount(1);
  await expectAxeClean(desk);

  // A freeze needs the reason the member will read.
  await desk.getByRole("button", { name: "冻结" }).click();
  await expect(desk.getByRole("alert")).toHaveText("请填写冻结原因（会员登录时可见）");
  const reason = "涉嫌发布虚假报价信息，核实中";
  await desk.getByLabel("冻结原因（会员登录时可见）").fill(reason);
  await desk.getByRole("button", { name: "冻结" }).click();
  await expect(desk.getByRole("status")).toHaveText("已冻结，该会员的全部会话已结束");
  await expect(desk.getByTestId("member-state")).toContainText(`已冻结`);
  await expect(desk.getByTestId("member-state")).toContainText(reason);
  await expect(desk.getByText("暂无在线会话。")).toBeVisible();
  await expectAxeClean(desk);

  // The member's open browser is logged out on its next page, and the right password is refused with the reason.
  await logInAgainAfterSessionsEnded(page, member);
  await expect(page.getByText(`该账号已被平台冻结，原因：${reason}。如有疑问，请联系平台客服`)).toBeVisible();

  await desk.getByRole("button", { name: "解冻" }).click();
  await expect(desk.getByRole("status")).toHaveText("已解冻，该会员可以重新登录");
  await desk.getByRole("link", { name: "操作日志" }).click();
  await expect(desk.getByRole("table")).toContainText("冻结会员");
  await expect(desk.getByRole("table")).toContainText("解冻会员");
  await expect(desk.getByRole("table")).toContainText(reason);
  await desk.context().close();

  await submitLoginForm(page, member);
  await expect(page).toHaveURL(`${portal}/default/home`);
  await expect(page.getByTestId("member-area")).toBeVisible();
});
