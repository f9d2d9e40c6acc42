import { readFile } from "node:fs/promises";
import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { operatorDesk } from "./support/operator.ts";
import { operatorApp, portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 对公转账 (issue 60, large amounts): a member pays the 企业VIP会员 (above the limit) by transfer and
// sees the platform's collection account and the order's 附言 reference; finance finds the transfer
// by its reference in the back office and confirms it with the bank's 回单; the member's order is paid.

/** A bank receipt as finance scans it: a PDF (its bytes are what the services check). */
const RECEIPT = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test("a VIP plan by 对公转账: the account and reference, finance confirms with the receipt, the order is paid", async ({ page, browser }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/vip/buy`);
  await page.getByRole("radio", { name: /企业VIP会员/ }).check();
  await page.getByRole("radio", { name: /对公转账/ }).check();
  await page.getByRole("button", { name: "去支付" }).click();

  await expect(page).toHaveURL(/\/user\/pay\/bank-transfer\?orderNo=/);
  await expect(page.getByRole("heading", { name: "对公转账", level: 1 })).toBeVisible();
  await expect(page.getByTestId("transfer-state")).toHaveText("等待财务确认到账");
  await expect(page.getByTestId("transfer-amount")).toHaveText("¥2,999.00");
  const account = page.getByTestId("transfer-account");
  await expect(account).toContainText("中国工商银行长春南关支行（演示）");
  await expect(account).toContainText("4200201109100000000");
  const reference = (await page.getByTestId("transfer-reference").textContent()) ?? "";
  expect(reference).toMatch(/^DG[0-9A-Z]{8}$/);
  await expect(page.getByRole("button", { name: "复制附言编号" })).toBeVisible();
  await expect(page.getByTestId("order-state")).toHaveText("待对公转账到账");
  await expectAxeClean(page);

  // The order's detail in the member center says it awaits the transfer, with its 附言, and offers no
  // second payment: only the way back to the transfer's instructions.
  await page.getByRole("link", { name: "订单详情", exact: true }).click();
  await expect(page).toHaveURL(/\/user\/service-buy-list\/vip-detail\?orderNo=/);
  await expect(page.getByTestId("order-state")).toHaveText("待对公转账到账");
  await expect(page.getByTestId("awaited-transfer")).toContainText(`附言编号 ${reference}`);
  await expect(page.getByRole("link", { name: "继续支付" })).toHaveCount(0);
  await expectAxeClean(page);
  await page.getByRole("link", { name: "查看转账说明" }).click();
  await expect(page).toHaveURL(/\/user\/pay\/bank-transfer\?orderNo=/);
  await expect(page.getByTestId("transfer-reference")).toHaveText(reference);

  // Finance (the demo operator is a 管理员) finds it by the reference the bank statement shows.
  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await desk.goto(`${operatorApp}/transfers?q=${reference}`);
  await expect(desk.getByRole("heading", { name: "对公转账", level: 1 })).toBeVisible();
  const row = desk.getByRole("row").filter({ hasText: reference });
  await row.getByText("确认到账").click();
  await row.getByLabel("银行流水号").fill(`E2E${Date.now()}`);
  // Short by a yuan first: refused, so finance settles it with the payer instead.
  await row.getByLabel("到账金额（元）").fill("2998");
  await row.getByLabel("银行回单（PDF或图片，不超过5MB）").setInputFiles({ name: "回单.pdf", mimeType: "application/pdf", buffer: RECEIPT });
  await row.getByRole("button", { name: `确认附言 ${reference} 已到账` }).click();
  await expect(desk.getByRole("alert")).toContainText("与应付金额 ¥2,999.00 不符，不能确认");

  const again = desk.getByRole("row").filter({ hasText: reference });
  await again.getByText("确认到账").click();
  await again.getByLabel("银行流水号").fill(`E2E${Date.now()}`);
  await again.getByLabel("到账金额（元）").fill("2999.00");
  await again.getByLabel("银行回单（PDF或图片，不超过5MB）").setInputFiles({ name: "回单.pdf", mimeType: "application/pdf", buffer: RECEIPT });
  await again.getByRole("button", { name: `确认附言 ${reference} 已到账` }).click();
  await expect(desk.getByRole("status")).toHaveText("已确认到账，订单已按已支付处理");
  await expect(desk.getByRole("table", { name: "待确认到账" }).getByRole("row").filter({ hasText: reference })).toHaveCount(0);
  await expectAxeClean(desk);

  // The confirmed transfer is listed with its 回单, which finance downloads as it was uploaded.
  const confirmed = desk.getByRole("table", { name: "已确认到账" }).getByRole("row").filter({ hasText: reference });
  const downloading = desk.waitForEvent("download");
  await confirmed.getByRole("link", { name: `下载回单（${reference}）` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`回单-${reference}.pdf`);
  expect(await readFile(await download.path())).toEqual(RECEIPT);
  await desk.context().close();

  await page.reload();
  await expect(page.getByTestId("transfer-state")).toHaveText("已确认到账，订单已支付");
  await expect(page.getByTestId("order-state")).toHaveText("已支付");
});
