import { randomBytes } from "node:crypto";
import { expectAxeClean } from "./support/axe.ts";
import { fillFields } from "./support/forms.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { approveFromDesk, operatorDesk } from "./support/operator.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 设备市场: a member lists a tower crane for rent with a photo; the operator approves it; another
// member finds it in the market and books dates; the owner accepts, and the calendar shows the days
// taken. A visitor browses the market with filters and opens a listing.

/** A real 1×1 PNG made distinct by trailing bytes, so each upload is its own file. */
function photo(name: string) {
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  return { name, mimeType: "image/png", buffer: Buffer.concat([png, randomBytes(64)]) };
}

/** A China date `days` from today. */
const day = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test("a crane is listed, approved, booked by another member and accepted; the calendar shows the days taken", async ({ page, browser }) => {
  test.slow();
  const title = `出租中联TC6013塔吊 ${randomBytes(2).toString("hex")}`;
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/equipment/create-out`);
  await expect(page.getByRole("heading", { name: "设备出租 / 出售", level: 1 })).toBeVisible();
  await expectAxeClean(page);

  // Without a photo: refused in words, nothing saved.
  await page.getByLabel("交易类型").selectOption("rent");
  await page.getByLabel("设备类别").selectOption("tower-crane");
  await fillFields(page, {
    标题: title,
    品牌: "中联重科",
    型号: "TC6013A-6",
    出厂年份: "2021",
    工作小时: "3200",
    "价格（元，0为面议）": "2200",
  });
  await page.getByLabel("计价方式").selectOption("shift");
  await page.getByLabel("省份").selectOption("22");
  await page.getByLabel("城市").selectOption("2201");
  await page.getByLabel("区县").selectOption("220102");
  await page.getByLabel("设备描述").fill("臂长60米，最大起重量6吨，可提供持证司机。");
  await page.getByRole("button", { name: "提交审核" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("供应信息请至少上传1张设备照片");

  const photos = page.getByTestId("files-field-photoIds");
  await photos.locator('input[type="file"]').setInputFiles(photo("塔吊正面.png"));
  await expect(photos.getByTestId("upload-item")).toHaveAttribute("data-status", "success");
  await expect(photos.getByRole("status")).toContainText("塔吊正面.png");
  await page.getByLabel("区县").selectOption("220102");
  await expectAxeClean(page);
  await page.getByRole("button", { name: "提交审核" }).click();
  await expect(page.getByTestId("equipment-saved")).toHaveText("已保存");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("审核中");
  await expectAxeClean(page);

  // The operator puts it on the market.
  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await approveFromDesk(desk, `审核 【出租】${title}`, "吉林省 长春市 南关区");
  await desk.context().close();
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("已上架");

  // Another member finds it in the market (起重机械 in 吉林省) and books three days.
  const other = await (await browser.newContext()).newPage();
  await logIn(other, demoMembers.li);
  await other.goto(`${portal}/default/equipment/market`);
  await other.getByLabel("设备类别").selectOption("lifting");
  await other.getByLabel("省份").selectOption("22");
  await other.getByRole("button", { name: "筛选" }).click();
  await expect(other).toHaveURL(/category=lifting/);
  await other.getByRole("link", { name: title }).click();
  await expect(other.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(other.getByTestId("equipment-owner")).toHaveText("吉林宏远建设工程有限公司");
  await expectAxeClean(other);
  // End before start is refused.
  await other.getByLabel("开始日期").fill(day(6));
  await other.getByLabel("结束日期").fill(day(4));
  await other.getByRole("button", { name: "提交预订" }).click();
  await expect(other.getByTestId("action-notice")).toHaveText("结束日期不能早于开始日期");
  await fillFields(other, {
    开始日期: day(4),
    结束日期: day(6),
    留言: "主体结构施工，需带司机",
  });
  await other.getByRole("button", { name: "提交预订" }).click();
  await expect(other.getByTestId("action-notice")).toHaveText("请求已发送，设备方处理后会通知您");
  const detailUrl = other.url();

  // The owner accepts it.
  await page.goto(`${portal}/user/equipment/create-out?tab=received`);
  const request = page.getByRole("row").filter({ hasText: title });
  await expect(request).toContainText("长春华信钢结构工程有限公司");
  await expect(request).toContainText(`${day(4)} 至 ${day(6)}`);
  await expectAxeClean(page);
  await request.getByRole("button", { name: "接受" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("操作成功");
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("已接受");

  // The calendar shows the days taken; booking over them is refused.
  await other.goto(detailUrl);
  for (const offset of [4, 5, 6]) await expect(other.getByTestId(`day-${day(offset)}`)).toHaveAttribute("data-taken", "true");
  await expect(other.getByTestId(`day-${day(7)}`)).toHaveAttribute("data-taken", "false");
  await other.getByLabel("开始日期").fill(day(6));
  await other.getByLabel("结束日期").fill(day(8));
  await other.getByRole("button", { name: "提交预订" }).click();
  await expect(other.getByTestId("action-notice")).toHaveText("所选日期已被预订，请选择其他日期");
  await expectAxeClean(other);
  await other.goto(`${portal}/user/equipment/create-in?tab=sent`);
  await expect(other.getByRole("row").filter({ hasText: title })).toContainText("已接受");
  await other.context().close();
});

test("a visitor browses the equipment market with filters and opens a listing", async ({ page, request }) => {
  await page.goto(`${portal}/default/home`);
  await page
    .getByRole("link", { name: /设备租赁/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/default\/equipment\/market/);
  await expect(page.getByRole("heading", { name: "设备市场", level: 1 })).toBeVisible();
  await expect(page.getByTestId("equipment-card").first()).toBeVisible();
  await expectAxeClean(page);

  await page.getByLabel("交易类型").selectOption("rent");
  await page.getByLabel("设备类别").selectOption("earthmoving");
  await page.getByRole("button", { name: "筛选" }).click();
  await expect(page).toHaveURL(/trade=rent/);
  const cards = page.getByTestId("equipment-card");
  await expect(cards.first()).toBeVisible();
  // The address changes before the filtered list replaces the first one: wait for the list itself.
  await expect(cards.first()).toContainText("出租");
  await expect(cards.filter({ hasNotText: "出租" })).toHaveCount(0);
  const first = cards.first().getByRole("link");
  const name = (await first.textContent()) ?? "";
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByTestId("equipment-price")).toContainText("台班");
  await expect(page.getByTestId("availability-calendar")).toBeVisible();
  await expect(page.getByText("登录后可预订或询价")).toBeVisible();
  await expectAxeClean(page);
  await page.getByTestId("equipment-owner").click();
  await expect(page).toHaveURL(/\/default\/company\/detail\?id=\d+/);

  // Listings are in the sitemaps and in the global search, which leads to their detail pages.
  const sitemap = await (await request.get(`${portal}/sitemap-equipment.xml`)).text();
  expect(sitemap).toContain(`${portal}/default/equipment/detail?id=`);
  await page.goto(`${portal}/default/global-search?keyword=${encodeURIComponent("起重机")}&kind=equipment`);
  await page.locator('a[href*="/default/equipment/detail?id="]').first().click();
  await expect(page.getByTestId("equipment-detail")).toBeVisible();
});
