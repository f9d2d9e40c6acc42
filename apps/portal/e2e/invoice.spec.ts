import { readFile } from "node:fs/promises";
import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 发票: the demo member asks for the invoice of his seeded paid legal-package order from its detail
// page: a wrong 纳税人识别号 is refused with the reason, a right one issues the invoice at once, and
// its PDF downloads for him only.

test("a member requests an invoice for a paid legal-package order and downloads the PDF; another member cannot", async ({ page, browser }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/service-buy-list?state=paid`);
  // His seeded paid order kept for this journey: others buy, refund or serve the newest paid ones meanwhile.
  const row = page.getByRole("row").filter({ hasText: "H6D4Y8KS" });
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/user\/service-buy-list\/law-detail\?orderNo=/);
  await expect(page.getByRole("heading", { name: "法律服务订单详情", level: 1 })).toBeVisible();
  await expect(page.getByTestId("order-state")).toHaveText("已支付");
  await expect(page.getByRole("region", { name: "服务内容" })).toBeVisible();
  await expect(page.getByLabel("发票抬头")).toHaveValue("吉林宏远建设工程有限公司");
  await expectAxeClean(page);
  const orderNo = new URL(page.url()).searchParams.get("orderNo") ?? "";

  // The seed's own code ends in N; GB 32100's check character is 5.
  await page.getByLabel("纳税人识别号").fill("91220101MA14XKQ35N");
  await page.getByRole("button", { name: "申请发票" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("纳税人识别号校验码不正确，请核对后重新输入");
  await expect(page.getByRole("alert")).toContainText("纳税人识别号校验码不正确");

  await page.getByLabel("纳税人识别号").fill("91220101MA14XKQ355");
  await page.getByRole("button", { name: "申请发票" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("发票已开具，可下载PDF");
  await expect(page.getByTestId("invoice-state")).toHaveText("已开具");
  await expect(page.getByTestId("invoice")).toContainText("增值税普通发票");
  // The money as the invoice prints it: 金额 and 税额 at 6%, and 价税合计 in capitals.
  await expect(page.getByTestId("invoice")).toContainText(/金额（不含税）¥[\d,]+\.\d{2}税额¥[\d,]+\.\d{2}（6%）价税合计¥[\d,]+\.\d{2}价税合计（大写）\S+元/);
  await expectAxeClean(page);

  const link = page.getByRole("link", { name: "下载发票（PDF）" });
  const href = (await link.getAttribute("href")) ?? "";
  // As the browser sends a same-origin navigation (the /api proxy adds the session only then).
  const sameOrigin = { headers: { "sec-fetch-site": "same-origin" } };
  const pdf = await page.request.get(`${portal}${href}`, sameOrigin);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const download = page.waitForEvent("download");
  await link.click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`发票-INV${orderNo}.pdf`);
  expect((await readFile((await saved.path()) ?? "")).subarray(0, 5).toString()).toBe("%PDF-");

  // Another business's member gets nothing: not the PDF, not the order's page.
  const other = await (await browser.newContext()).newPage();
  await logIn(other, demoMembers.li);
  const refused = await other.request.get(`${portal}${href}`, sameOrigin);
  expect(refused.status()).toBe(404);
  await other.goto(`${portal}/user/service-buy-list/law-detail?orderNo=${orderNo}`);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("404");
  await other.context().close();
});
