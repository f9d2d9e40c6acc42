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
  await page.getByRole("row").filter({ hasText: "已支付" }).first().getByRole("link").first().click();
  await expect(page.getByTestId("order-state")).toHaveText("已支付");
  const orderNo = new URL(page.url()).searchParams.get("orderNo") ?? "";

  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await desk.getByRole("link", { name: "服务订单" }).click();
  await expect(desk.getByRole("heading", { name: "服务订单", level: 1 })).toBeVisible();
  await expectAxeClean(desk);
  const row = desk.getByRole("row").filter({ hasText: orderNo });
  await row.getByLabel("服务说明（买家可见，选填）").fill("已指派律师：王立平（吉林立信律师事务所）");
  await row.getByRole("button", { name: `开始服务：订单 ${orderNo}` }).click();
  await expect(desk.getByRole("status")).toHaveText("已开始服务，买家会收到通知");

  await page.reload();
  await expect(page.getByTestId("order-state")).toHaveText("服务中");
  await expect(page.getByRole("region", { name: "订单记录" })).toContainText("开始服务 · 平台 · 已指派律师：王立平（吉林立信律师事务所）");

  await desk
    .getByRole("row")
    .filter({ hasText: orderNo })
    .getByRole("button", { name: `完成服务：订单 ${orderNo}` })
    .click();
  await expect(desk.getByRole("status")).toHaveText("已完成服务，买家会收到通知");
  await expect(desk.getByRole("row").filter({ hasText: orderNo })).toHaveCount(0);
  await desk.context().close();

  await page.reload();
  await expect(page.getByTestId("order-state")).toHaveText("已完成");
  await expect(page.getByRole("region", { name: "订单记录" })).toContainText("服务完成 · 平台");
  // A completed order can still be invoiced.
  await expect(page.getByRole("button", { name: "申请发票" })).toBeVisible();
});
