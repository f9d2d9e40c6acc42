import { readFile } from "node:fs/promises";
import { expectAxeClean } from "./support/axe.ts";
import { fillFields } from "./support/forms.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { operatorDesk } from "./support/operator.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 询价采购 on the seeded sheets: 李晓梅 (长春华信) answers the invitation 宏远 sent her and looks at
// the buyer; 张建国 (吉林宏远) opens a 比价中 sheet, its suppliers and its 操作日志; the platform's
// administrator reads the same log in the back office's 交易日志.

test("李晓梅 answers the seeded invitation with a sealed quotation and sees the buyer", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.li);
  await page.goto(`${portal}/user/my-quotation/default`);
  await page.getByRole("link", { name: "净月高新区综合楼项目钢结构及钢材询价" }).first().click();
  await expect(page.getByTestId("my-state")).toHaveText("待响应");
  // What the buyer asks is on the page before she quotes against it.
  const requirements = page.getByTestId("sheet-requirements");
  await expect(requirements).toContainText(/交货日期\s*\d{4}-\d{2}-\d{2}/);
  await expect(requirements).toContainText("营业执照；产品合格证及质量证明书");
  await expect(requirements).toContainText("请按清单逐项报价，价格含税含运费。");
  await expect(requirements).toContainText(/报价有效期不少于 \d+ 天/);
  await page.getByRole("button", { name: "参与", exact: true }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已回复：参与");
  await fillFields(page, {
    "第1行 含税单价（元）": "4230",
    "第2行 含税单价（元）": "3960",
    "第3行 含税单价（元）": "5.1",
    报价有效期至: "2027-03-31",
  });
  await page.getByLabel(/我方承诺/).check();
  await page.getByRole("button", { name: "提交报价" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("报价已提交（第1版），截止前可修改");
  await expect(page.getByTestId("my-state")).toHaveText("已报价");

  await page.getByRole("link", { name: "吉林宏远建设工程有限公司" }).click();
  await expect(page.getByRole("heading", { name: "吉林宏远建设工程有限公司", level: 1 })).toBeVisible();
  // Sealed until the deadline: no contact yet.
  await expect(page.getByTestId("buyer-contact")).toHaveText("开标后显示");
  await expect(page.getByTestId("certification")).toHaveText("已认证");
  await expectAxeClean(page);
});

test("张建国 opens a seeded 比价中 sheet, a supplier's detail and the 操作日志", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/building-materials/invite-tenders`);
  await page.getByRole("link", { name: "吉林大学南岭校区实验楼混凝土及水泥采购" }).click();
  await expect(page.getByTestId("sheet-state")).toHaveText("比价中");
  await expect(page.getByRole("heading", { name: "比价", exact: false }).first()).toBeVisible();
  // 信息价 beside 控制价, and each 下浮率 says which of them it is measured against.
  const comparison = page.getByTestId("comparison-table").first();
  await expect(comparison.getByRole("columnheader", { name: "信息价（元）" })).toBeVisible();
  await expect(comparison).toContainText(/较信息价(下浮|上浮) \d/);
  await expect(comparison).toContainText(/较控制价(下浮|上浮) \d/);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "导出操作日志（CSV）" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("操作日志-XJ20261105HY0003.csv");
  const body = await readFile((await file.path()) ?? "");
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const log = body.toString("utf8");
  expect(log).toContain("时间,操作,操作方,企业,操作人,角色,说明");
  expect(log).toContain("报价截止开标,系统");
  // The buyer's steps name the person and their roles.
  expect(log).toMatch(/,发布询价单,采购方,吉林宏远建设工程有限公司,张建国,管理员/);

  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "导出操作日志（PDF）" }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe("操作日志-XJ20261105HY0003.pdf");
  expect((await readFile((await pdf.path()) ?? "")).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const supplier = page.getByRole("table", { name: "供应商" }).getByRole("link").first();
  const name = (await supplier.textContent()) ?? "";
  await supplier.click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId("history-counts")).toContainText(/受邀 [1-9]\d* 次 · 报价 [1-9]\d* 次/);
  await expect(page.getByRole("row").filter({ hasText: "吉林大学南岭校区实验楼混凝土及水泥采购" })).toContainText("已截止");
  await expectAxeClean(page);
});

test("the platform's administrator reads the sheet's 交易日志 by its number and exports it, and the look is audited", async ({ browser }) => {
  test.slow();
  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await desk.getByRole("link", { name: "交易日志" }).click();
  await expect(desk.getByRole("heading", { name: "交易日志", level: 1 })).toBeVisible();
  // A number of no kind is refused on its field.
  await desk.getByLabel("询价单号或招标编号").fill("AB123");
  await desk.getByRole("button", { name: "查询" }).click();
  await expect(desk.getByText("请输入以 XJ 开头的询价单号或以 ZB 开头的招标编号")).toBeVisible();
  await desk.getByLabel("询价单号或招标编号").fill("xj20261105hy0003");
  await desk.getByRole("button", { name: "查询" }).click();
  await expect(desk.getByRole("heading", { name: "询价单 XJ20261105HY0003", level: 2 })).toBeVisible();
  const log = desk.getByRole("table", { name: "询价单操作日志，按时间先后" });
  await expect(log.getByRole("row").filter({ hasText: "发布询价单" })).toContainText("张建国");
  await expectAxeClean(desk);

  const download = desk.waitForEvent("download");
  await desk.getByRole("link", { name: "导出 CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("操作日志-XJ20261105HY0003.csv");
  expect((await readFile((await file.path()) ?? "")).toString("utf8")).toContain("时间,操作,操作方,企业,操作人,角色,说明");

  await desk.getByRole("link", { name: "操作日志", exact: true }).click();
  await expect(desk.getByRole("table")).toContainText("导出交易日志");
  await expect(desk.getByRole("table")).toContainText("查看交易日志");
  await desk.context().close();
});
