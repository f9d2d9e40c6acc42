import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// VIP会员: a member opens the yearly plan for his business with his bound bank card through the
// payment provider's checkout, lands on the member center's 支付结果, and sees the membership with
// its expiry in 服务授权, in the VIP order and in the personal center.

test("a member buys VIP with a bank card, lands on /user/pay/success and sees VIP with its expiry in the member center", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/vip/buy`);
  await expect(page.getByRole("heading", { name: "开通VIP会员", level: 1 })).toBeVisible();
  await expect(page.getByTestId("vip-membership")).toHaveText("当前企业尚未开通VIP会员");
  await expectAxeClean(page);

  await page.getByRole("radio", { name: /年度VIP会员/ }).check();
  // The seeded card is the member's own; it is chosen first.
  await expect(page.getByRole("radio", { name: /建设银行 \*\*\*\* \*\*\*\* \*\*\*\* 8667/ })).toBeChecked();
  await page.getByRole("button", { name: "去支付" }).click();

  // The provider's checkout (the embedded sandbox).
  await expect(page.getByRole("heading", { name: "收银台" })).toBeVisible();
  await expect(page.locator("body")).toContainText("建设银行 尾号8667");
  await expect(page.locator(".amount")).toHaveText("¥999.00");
  await page.getByRole("button", { name: "确认支付" }).click();

  await expect(page).toHaveURL(/\/user\/pay\/success\?orderNo=/);
  await expect(page.getByRole("status")).toHaveText("支付成功");
  await expect(page.getByTestId("order-state")).toHaveText("已支付");
  const membership = page.getByTestId("vip-membership");
  await expect(membership).toContainText("年度VIP会员 · 有效期至");
  await expect(membership).toContainText("剩余365天");
  const expiry = /有效期至 (\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})/.exec((await membership.textContent()) ?? "")?.[1] ?? "";
  expect(expiry).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const orderNo = (await page.getByTestId("order-no").textContent()) ?? "";
  await expectAxeClean(page);

  await page.getByRole("link", { name: "查看服务授权" }).click();
  await expect(page.getByRole("heading", { name: "服务授权", level: 1 })).toBeVisible();
  await expect(page.getByTestId("vip-membership")).toContainText(`有效期至 ${expiry}`);
  const row = page.getByRole("row").filter({ hasText: orderNo });
  await expect(row).toContainText("年度VIP会员");
  await expect(row).toContainText(expiry);
  await expect(row).toContainText("有效");
  await expectAxeClean(page);

  await page.getByRole("link", { name: "查看全部授权" }).click();
  await page.getByLabel("类型").selectOption("vip_plan");
  await page.getByRole("button", { name: "筛选" }).click();
  await expect(page).toHaveURL(/kind=vip_plan/);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expectAxeClean(page);

  await page.getByRole("link", { name: "年度VIP会员" }).click();
  await expect(page.getByRole("heading", { name: "VIP会员授权详情", level: 1 })).toBeVisible();
  await expect(page.getByTestId("grant-validity")).toHaveText("有效");
  await expect(page.getByText("每季度行业价格分析报告")).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole("link", { name: orderNo }).click();
  await expect(page.getByRole("heading", { name: "VIP订单详情", level: 1 })).toBeVisible();
  await expect(page.getByTestId("vip-period")).toContainText(`至 ${expiry}`);
  await expect(page.getByRole("region", { name: "订单记录" })).toContainText("支付成功 · 系统");
  await expectAxeClean(page);

  await page.goto(`${portal}/user/default`);
  await expect(page.getByTestId("user-vip")).toContainText(`年度VIP会员 · 有效期至 ${expiry}`);

  // 已购服务 opens the VIP order at its own detail page.
  await page.goto(`${portal}/user/service-buy-list`);
  await page.getByRole("row").filter({ hasText: orderNo }).getByRole("link", { name: "年度VIP会员" }).click();
  await expect(page).toHaveURL(/\/user\/service-buy-list\/vip-detail\?orderNo=/);
});
