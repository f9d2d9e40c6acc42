import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// A supplier quoting by the Excel template: 李晓梅 (长春华信) downloads the 报价模板 of the seeded
// sheet 宏远 invited her to, prices it in Excel (one price mistyped), imports it into the form,
// corrects the line it names and submits.

test("a supplier quotes by the Excel template", async ({ page }) => {
  await logIn(page, demoMembers.li);
  await page.goto(`${portal}/user/my-quotation/default`);
  await page.getByRole("link", { name: "净月高新区综合楼项目钢结构及钢材询价" }).first().click();
  await expect(page.getByTestId("my-state")).toHaveText("待响应");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "下载报价模板（第1轮，Excel）" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^报价模板-XJ\w+-第1轮\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path()) ?? "")) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet("报价单");
  expect(sheet?.getCell("A1").value).toBe("询价单号");
  expect(sheet?.getRow(8).getCell(7).value).toBe("含税单价（元）");
  // She prices the three lines in Excel; the second price goes in negative.
  const prices = [4230, -3960, 5.1];
  prices.forEach((price, i) => {
    if (sheet) sheet.getCell(9 + i, 7).value = price;
  });
  await page.getByLabel("选择填好的报价模板（.xlsx）").setInputFiles({
    name: file.suggestedFilename(),
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await page.getByRole("button", { name: "导入报价单（Excel）" }).click();

  await expect(page.getByTestId("action-notice")).toHaveText("已从报价模板填入2项物料的报价，请核对后提交");
  await expect(page.getByTestId("quote-template-problems")).toContainText("Excel第10行：含税单价须为大于0的数字，最多两位小数");
  await expect(page.getByLabel("第1行 含税单价（元）")).toHaveValue("4230.00");
  await expect(page.getByLabel("第3行 含税单价（元）")).toHaveValue("5.10");
  await expect(page.getByLabel("第2行 含税单价（元）")).toHaveValue("");
  await expect(page.getByTestId("my-state")).toHaveText("待响应");
  await expectAxeClean(page);

  await page.getByLabel("第2行 含税单价（元）").fill("3960");
  await page.getByLabel("报价有效期至").fill("2027-03-31");
  await page.getByLabel(/我方承诺/).check();
  await page.getByRole("button", { name: "提交报价" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("报价已提交（第1版），截止前可修改");
  await expect(page.getByTestId("my-state")).toHaveText("已报价");
  await expect(page.getByLabel("第1行 含税单价（元）")).toHaveValue("4230.00");
});
