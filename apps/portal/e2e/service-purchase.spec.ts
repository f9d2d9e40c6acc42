import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { approveFromDesk, operatorDesk } from "./support/operator.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 法律服务套餐: a member buys a package with his bound bank card through the payment provider's
// checkout, sees it paid and in 已购服务, and asks for a refund, which the platform's operator approves;
// a second order is cancelled unpaid.

test("a member buys a legal package with a bank card, sees it in 已购服务, asks for a refund and gets it", async ({ page, browser }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/default/comprehensives-ervices/law-services/legal/package-list`);
  const first = page.getByTestId("service-package").first();
  // The catalogue's packages; VIP is sold only as the VIP plans (/user/vip/buy), not as a package.
  await expect(page.getByTestId("service-package")).toHaveCount(4);
  await expect(page.getByTestId("service-package").filter({ hasText: "VIP" })).toHaveCount(0);
  const name = (await first.getByRole("heading", { level: 2 }).textContent()) ?? "";
  await expectAxeClean(page);
  await first.getByRole("link", { name: `查看详情：${name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const price = (await page.getByRole("region", { name: "套餐详情" }).locator("dd").nth(2).textContent()) ?? "";
  // What a buyer reads before paying: who provides it, its scope and deliverables, its terms and refund rules.
  const terms = page.getByTestId("package-terms");
  await expect(terms).toContainText("服务提供方：");
  for (const part of ["服务范围", "交付成果", "服务条款", "退款规则"]) await expect(terms.getByRole("heading", { name: part, level: 2 })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole("button", { name: "立即购买" }).click();
  await expect(page.getByRole("heading", { name: "支付订单", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "支付订单" })).toContainText(name);
  // The seeded card is the member's own; it is chosen first.
  await expect(page.getByRole("radio", { name: /建设银行 \*\*\*\* \*\*\*\* \*\*\*\* 8667/ })).toBeChecked();
  await expectAxeClean(page);
  await page.getByRole("button", { name: /^去支付/ }).click();

  // The provider's checkout (the embedded sandbox): the card, the amount, the choice.
  await expect(page.getByRole("heading", { name: "收银台" })).toBeVisible();
  await expect(page.locator("body")).toContainText("建设银行 尾号8667");
  await expect(page.locator(".amount")).toHaveText(`¥${Number(price.replace("¥", "")).toLocaleString("zh-CN", { minimumFractionDigits: 2 })}`);
  await page.getByRole("button", { name: "确认支付" }).click();

  // Back through the provider's redirect to the result page, which asks the provider first: under
  // the whole test run's load on two cores this chain took over the default 10 s once.
  await expect(page.getByRole("status")).toHaveText("支付成功", { timeout: 30_000 });
  await expect(page.getByTestId("order-state")).toHaveText("已支付");
  const orderNo = (await page.locator("dd").nth(1).textContent()) ?? "";
  const payResult = page.url();
  await expectAxeClean(page);

  await page.getByRole("link", { name: "查看我的订单" }).click();
  const row = page.getByRole("row").filter({ hasText: orderNo });
  await expect(row).toContainText("已支付");
  await expectAxeClean(page);
  await row.getByRole("link", { name }).click();
  await expect(page.getByTestId("order-state")).toHaveText("已支付");
  await expect(page.getByRole("region", { name: "订单记录" })).toContainText("支付成功 · 系统");

  await page.getByLabel("退款原因").fill("项目延期，暂不需要");
  await page.getByRole("button", { name: "申请退款" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("退款申请已提交，请等待审核");
  await expect(page.getByTestId("order-state")).toHaveText("退款中");
  await expectAxeClean(page);

  // The platform sells the package: its operator decides the refund from the review queue.
  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await approveFromDesk(desk, `审核 ${name}（订单 ${orderNo}）`, "项目延期，暂不需要");
  await desk.context().close();

  await page.reload();
  await expect(page.getByTestId("order-state")).toHaveText("已退款");
  await expect(page.getByRole("region", { name: "订单记录" })).toContainText("同意退款 · 平台");
  await expect(page.getByRole("region", { name: "订单记录" })).toContainText("退款成功 · 系统");
  // The pay result page, opened again, no longer says 支付成功: the money went back.
  await page.goto(payResult);
  await expect(page.getByRole("status")).toHaveText("支付结果：已退款");
  await expect(page.getByTestId("order-state")).toHaveText("已退款");
});

test("an unpaid order can be cancelled, and then no longer paid", async ({ page }) => {
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/default/comprehensives-ervices/law-services/legal/package-detail?id=2`);
  await page.getByRole("button", { name: "立即购买" }).click();
  await expect(page.getByRole("heading", { name: "支付订单", level: 1 })).toBeVisible();
  const orderNo = (await page.locator("dd").nth(1).textContent()) ?? "";
  await page.goto(`${portal}/user/service-buy-list/detail?orderNo=${orderNo}`);
  await expect(page.getByTestId("order-state")).toHaveText("待支付");
  await page.getByRole("button", { name: "取消订单" }).click();
  await expect(page.getByTestId("order-state")).toHaveText("已取消");
  await page.goto(`${portal}/default/comprehensives-ervices/law-services/law-lesson/pay?orderNo=${orderNo}`);
  await expect(page.getByRole("status")).toContainText("该订单当前不能支付");
  await expect(page.getByRole("button", { name: /^去支付/ })).toHaveCount(0);
});

test("a visitor sees the packages and is asked to log in to buy", async ({ page }) => {
  await page.goto(`${portal}/default/home`);
  await page.locator('a[href^="/default/comprehensives-ervices/law-services/legal/package-detail?id="]').first().click();
  await expect(page.getByRole("link", { name: "登录后购买" })).toBeVisible();
  await page.goto(`${portal}/default/comprehensives-ervices/law-services/legal/package-detail?id=99999`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
});
