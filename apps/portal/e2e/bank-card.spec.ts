import { platformPaths } from "@cidp/api-client/contract";
import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 银行卡 (/user/bankcard/bankcard): a member binds their own card and the business's 对公 account.

test("a member binds a card in their own name, is refused a wrong number, binds the business's account, proves it by the amount sent to it and unbinds", async ({
  page,
  request,
}) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/default`);
  await page.getByTestId("member-center-menu").getByRole("link", { name: "银行卡" }).click();
  await expect(page.getByRole("heading", { name: "银行卡", level: 1 })).toBeVisible();
  // Its title names the site, as every page's does.
  await expect(page).toHaveTitle("银行卡 - 建筑产业互联网平台");
  // The demo member's own card, bound by the seed, is the default.
  const personal = page.getByRole("region", { name: "我的银行卡" });
  const seeded = personal.getByTestId("bank-card").filter({ hasText: "建设银行" });
  await expect(seeded).toContainText("**** **** **** 8667");
  await expect(seeded.getByText("默认", { exact: true })).toBeVisible();
  await expect(page.getByText("企业尚未绑定对公账户")).toBeVisible();
  await expectAxeClean(page);

  // A mistyped last digit fails the Luhn check; nothing is bound.
  await page.getByLabel("卡号或对公账号").fill("6222 0210 0012 3456 782");
  await page.getByRole("button", { name: "绑定", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("银行卡号校验未通过，请核对后重新输入");

  await page.getByLabel("卡号或对公账号").fill("6222 0210 0012 3456 781");
  await page.getByRole("button", { name: "绑定", exact: true }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("绑定成功");
  const bound = personal.getByTestId("bank-card").filter({ hasText: "工商银行" });
  await expect(bound).toContainText("**** **** **** 6781");
  // A second card does not take the default from the first.
  await expect(bound.getByText("默认", { exact: true })).toHaveCount(0);
  await expect(bound.getByRole("button", { name: /^设为默认/ })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("6222021000123456781");

  await page.getByRole("radio", { name: "企业对公账户" }).check();
  await page.getByLabel("卡号或对公账号").fill("22050100123456789012");
  await page.getByLabel("持卡人姓名或户名").fill("吉林宏远建设工程有限公司");
  await page.getByLabel("开户银行").selectOption("吉林银行");
  await page.getByRole("button", { name: "绑定", exact: true }).click();
  await expect(page.getByTestId("action-notice")).toContainText("请查看账户明细后填写金额完成验证");
  // The account proves itself as certification's does: the amount sent to it, read back.
  const account = page.getByRole("region", { name: "企业对公账户" }).getByTestId("bank-card");
  await expect(account).toContainText("吉林银行");
  await expect(account.getByText("待验证", { exact: true })).toBeVisible();
  await expect(account.getByRole("button", { name: /^设为默认/ })).toHaveCount(0);
  await expectAxeClean(page);
  const id = await account.locator("input[name=id]").first().inputValue();
  const { amount } = (await (await request.get(`http://localhost:${serverPort}${platformPaths.devBankCardDeposit}?id=${id}`)).json()) as { amount: string };
  await account.getByLabel("收到的金额（元）").fill(Number(amount) >= 0.5 ? "0.01" : "0.99");
  await account.getByRole("button", { name: "确认金额" }).click();
  await expect(page.getByRole("alert")).toHaveText("金额不正确，还可尝试2次");
  await account.getByLabel("收到的金额（元）").fill(amount);
  await account.getByRole("button", { name: "确认金额" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("金额正确，对公账户验证通过");
  await expect(account.getByText("待验证", { exact: true })).toHaveCount(0);
  await expect(account.getByText("默认", { exact: true })).toBeVisible();

  await personal.getByRole("link", { name: /^解绑：工商银行/ }).click();
  await page.getByRole("button", { name: "确定解绑" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已解绑");
  await expect(bound).toHaveCount(0);
  await expect(seeded.getByText("默认", { exact: true })).toBeVisible();
});

test("a 采购员 without the keys is told which permission the page takes and whom to ask, not to retry later", async ({ page }) => {
  // 赵春燕 is 吉林宏远's 采购员: no 对公账户 or 订单支付 key.
  await logIn(page, { phone: "13900000102", password: "Demo@123456" });
  await page.goto(`${portal}/user/bankcard/bankcard`);
  await expect(page.getByRole("alert")).toHaveText("无权限执行此操作：需要「管理对公账户与银行卡」或「订单支付」权限，请联系企业管理员为您分配");
  await page.goto(`${portal}/user/service-buy-list`);
  await expect(page.getByRole("alert")).toHaveText("无权限执行此操作：需要「订单支付」权限，请联系企业管理员为您分配");
  await expect(page.getByText("稍后")).toHaveCount(0);
});
