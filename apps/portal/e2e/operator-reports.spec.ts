import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { operatorDesk } from "./support/operator.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// 统计报表 in the back office: the period's totals are the database's. A member pays an order while
// the report is open; on the next look the report counts one more paid order and its amount, today's
// row and the CSV say the same, and a period the wrong way round is refused on its field.

// Money reads as ¥12,800.00: the sign and grouping are dropped to compare numbers.
const totalOf = async (desk: Page, key: string) => Number(((await desk.getByTestId(`total-${key}`).textContent()) ?? "").replace(/[¥,]/g, ""));

test.setTimeout(150_000);

test("a report's totals count a paid order, by day and in the CSV; a wrong period is refused on its field", async ({ page, browser }) => {
  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await desk.getByRole("link", { name: "统计报表" }).click();
  await expect(desk.getByRole("heading", { name: "统计报表", level: 1 })).toBeVisible();
  await expect(desk.getByRole("status")).toContainText("全省");
  await expect(desk.getByRole("status")).toContainText("（30 天）");
  await expect(desk.getByRole("figure", { name: "每日注册、认证与订单" })).toBeVisible();
  await expectAxeClean(desk);
  const orders = await totalOf(desk, "orders");
  const amount = await totalOf(desk, "orderAmountFen");
  const today = desk.getByRole("table", { name: "按日" }).getByRole("row").last();
  const todayOrders = Number(await today.getByRole("cell").nth(4).textContent());

  // A member pays ¥999.00 for VIP through the provider's checkout.
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/vip/buy`);
  await page.getByRole("radio", { name: /年度VIP会员/ }).check();
  await page.getByRole("button", { name: "去支付" }).click();
  await expect(page.getByRole("heading", { name: "收银台" })).toBeVisible();
  await page.getByRole("button", { name: "确认支付" }).click();
  await expect(page.getByRole("status")).toHaveText("支付成功");

  await desk.reload();
  expect(await totalOf(desk, "orders")).toBe(orders + 1);
  expect(await totalOf(desk, "orderAmountFen")).toBeCloseTo(amount + 999, 2);
  await expect(today.getByRole("cell").nth(4)).toHaveText(String(todayOrders + 1));

  // The CSV holds the same totals.
  const download = desk.waitForEvent("download");
  await desk.getByRole("link", { name: "导出CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^统计报表-全省-\d{4}-\d{2}-\d{2}至\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(
    csv
      .split("\r\n")
      .find((line) => line.startsWith("合计,"))
      ?.split(",")[4],
  ).toBe(String(orders + 1));

  // Narrowed to one city, the regions table holds that city alone.
  await desk.getByRole("combobox", { name: "地区" }).selectOption({ label: "吉林市" });
  await desk.getByRole("button", { name: "查询" }).click();
  await expect(desk.getByRole("status")).toContainText("吉林市");
  await expect(desk.getByRole("table", { name: "按地区" }).getByRole("row")).toHaveCount(2);

  // A period the wrong way round is refused on its field, and the page stays whole.
  await desk.getByLabel("开始日期").fill("2026-03-02");
  await desk.getByLabel("结束日期").fill("2026-03-01");
  await desk.getByRole("button", { name: "查询" }).click();
  await expect(desk.getByText("开始日期不能晚于结束日期")).toBeVisible();
  await expect(desk.getByLabel("开始日期")).toHaveValue("2026-03-02");
  await expectAxeClean(desk);
});
