import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { operatorDesk } from "./support/operator.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 服务订单: the platform sells its legal packages and serves them; its operator starts the service
// of a paid order and completes it, and the buyer follows it on the order's page.

test("the operator starts and completes a paid legal-package order; the buyer sees 服务中 then 已完成", async ({ page, browser }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/service-buy-list?state=paid`);
  // The seeded paid order this journey serves (the invoice journey keeps another; others buy and refund new ones).
  await page.getByRole("row").filter({ hasText: "W9B3N6FA" }).getByRole("link").first().click();
  await expect(page.getByTestId("order-state")).toHaveText("已支付");
  const orderNo = new URL(page.url()).searchParams.get("orderNo") ?? "";

  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await desk.getByRole("link", { name: "服务订单" }).click();
  await expect(desk.getByRole("heading", { name: "服务订单", level: 1 })).toBeVisible();
  const tabs = desk.getByRole("navigation", { name: "订单状态" });
  await expect(tabs.getByRole("link", { name: /^全部（\d+）$/ })).toHaveAttribute("aria-current", "page");
  await expectAxeClean(desk);
  // The order looked up by its number: a partial number is refused on the box; typed in lower case it is found.
  await desk.getByLabel("订单号").fill(orderNo.slice(-6));
  await desk.getByRole("button", { name: "查找" }).click();
  await expect(desk.getByText("请输入完整的订单号（8至32位字母或数字）")).toBeVisible();
  await desk.getByLabel("订单号").fill(orderNo.toLowerCase());
  await desk.getByRole("button", { name: "查找" }).click();
  await expect(desk.getByRole("status").filter({ hasText: "找到订单" })).toHaveText(`找到订单 ${orderNo}`);
  const queue = desk.getByRole("table", { name: /待处理的服务订单/ });
  await expect(queue.getByRole("row")).toHaveCount(2);
  await expectAxeClean(desk);
  const row = queue.getByRole("row").filter({ hasText: orderNo });
  await row.getByLabel("服务说明（买家可见，选填）").fill("已指派律师：王立平（吉林立信律师事务所）");
  await row.getByRole("button", { name: `开始服务：订单 ${orderNo}` }).click();
  await expect(desk.getByRole("status").filter({ hasText: "已开始" })).toHaveText("已开始服务，买家会收到通知");
  // Now under 服务中, the number still searched.
  await tabs.getByRole("link", { name: /^服务中（\d+）$/ }).click();
  await expect(tabs.getByRole("link", { name: /^服务中/ })).toHaveAttribute("aria-current", "page");
  await expect(queue.getByRole("row").filter({ hasText: orderNo })).toContainText("服务中");

  await page.reload();
  await expect(page.getByTestId("order-state")).toHaveText("服务中");
  await expect(page.getByRole("region", { name: "订单记录" })).toContainText("开始服务 · 平台 · 已指派律师：王立平（吉林立信律师事务所）");

  await desk
    .getByRole("row")
    .filter({ hasText: orderNo })
    .getByRole("button", { name: `完成服务：订单 ${orderNo}` })
    .click();
  await expect(desk.getByRole("status").filter({ hasText: "已完成服务" })).toHaveText("已完成服务，买家会收到通知");
  await expect(desk.getByRole("row").filter({ hasText: orderNo })).toHaveCount(0);
  await expect(desk.getByRole("status").filter({ hasText: "没有待处理的订单" })).toContainText(orderNo);
  await desk.context().close();

  await page.reload();
  await expect(page.getByTestId("order-state")).toHaveText("已完成");
  await expect(page.getByRole("region", { name: "订单记录" })).toContainText("服务完成 · 平台");
  // A completed order can still be invoiced.
  await expect(page.getByRole("button", { name: "申请发票" })).toBeVisible();
});
