import { randomBytes } from "node:crypto";
import { expectAxeClean } from "./support/axe.ts";
import { fillFields } from "./support/forms.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { approveFromDesk, operatorDesk } from "./support/operator.ts";
import { portal, serverPort } from "./support/ports.ts";
import { waitUntilIndexed } from "./support/search-index.ts";
import { expect, test } from "./support/test.ts";

// 建材产品: a supplier (张建国 for 吉林宏远) publishes rebar with a photo and a 检测报告 PDF, priced
// in tiers and described in the rich-text editor (bold from its toolbar); the form refuses a price
// of 0 on the field; the operator approves it; it shows on the public product page and in the
// global search. The edit page refuses a price ≤ 0 on its field.

/** A real 1×1 PNG made distinct by trailing bytes, so each upload is its own file. */
function photo(name: string) {
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  return { name, mimeType: "image/png", buffer: Buffer.concat([png, randomBytes(64)]) };
}

/** A small valid PDF (one empty page). */
function pdf(name: string) {
  const body = [
    "%PDF-1.4",
    "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj",
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj",
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj",
    "trailer<</Root 1 0 R>>",
    `%${randomBytes(8).toString("hex")}`,
    "%%EOF",
  ].join("\n");
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body) };
}

test("a supplier publishes a product with photos and a test report; the operator approves; it is public and found by search", async ({ page, browser }) => {
  // Two members, uploads, an operator review, the search index and the supplier catalogue: beside
  // another journey on two cores it can pass test.slow()'s 90 s, as the procurement journey does.
  test.setTimeout(180_000);
  const code = randomBytes(3).toString("hex");
  const name = `HRB400E抗震螺纹钢 ${code}`;
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/my-products/proPublish`);
  await expect(page.getByRole("heading", { name: "产品发布", level: 1 })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("link", { name: "发布新产品" }).click();
  await expect(page.getByRole("heading", { name: "发布产品", level: 1 })).toBeVisible();
  await expectAxeClean(page);

  // A price of 0 and no photo: refused on their fields, nothing saved.
  await page.getByLabel("产品名称").fill(name);
  await page.getByLabel("产品分类").selectOption("rebar");
  await page.getByLabel("规格型号").fill("Φ18mm×12m");
  await page.getByLabel("品牌", { exact: true }).fill("鞍钢");
  await page.getByLabel("执行标准").fill("GB/T 1499.2-2018");
  await page.getByLabel("计量单位").selectOption("吨");
  await page.getByLabel("起订量").fill("5");
  await page.getByLabel("供货区域（选填）").fill("吉林省全境");
  await page.getByLabel("单价（元）", { exact: true }).fill("0");
  // The description in the rich-text editor, which takes the text area's place when first used:
  // the bold from its toolbar; what looks like a script is only text.
  const description = page.getByRole("textbox", { name: "产品描述" });
  await description.click();
  const format = page.getByRole("toolbar", { name: "产品描述格式" });
  await expect(format).toBeVisible();
  await expect(description).toHaveAttribute("contenteditable", "true");
  await expect(description).toBeFocused();
  await page.keyboard.type("抗震钢筋<script>alert(1)</script>，");
  await format.getByRole("button", { name: "加粗" }).click();
  await expect(format.getByRole("button", { name: "加粗" })).toHaveAttribute("aria-pressed", "true");
  await expect(description).toBeFocused();
  await page.keyboard.type("附质保书");
  await page.getByRole("button", { name: "提交审核" }).click();
  await expect(page.getByTestId("product-price-error")).toHaveText("单价必须大于0");
  await expect(page.getByLabel("单价（元）", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("product-photos-error")).toHaveText("请至少上传1张产品图片");
  await expect(page.getByLabel("产品名称")).toHaveValue(name);
  await expectAxeClean(page);

  // Tiers, a photo and a 检测报告 PDF through the upload engine.
  await page.getByLabel("阶梯价", { exact: true }).check();
  await fillFields(page, {
    "第1档 起订数量": "5",
    "第1档 单价（元）": "4280",
    "第2档 起订数量": "50",
    "第2档 单价（元）": "4200",
    "第3档 起订数量": "200",
    "第3档 单价（元）": "4150",
  });
  const photos = page.getByTestId("files-field-photoIds");
  await photos.locator('input[type="file"]').setInputFiles(photo("螺纹钢.png"));
  await expect(photos.getByTestId("upload-item")).toHaveAttribute("data-status", "success");
  const reports = page.getByTestId("files-field-reportIds");
  await reports.locator('input[type="file"]').setInputFiles(pdf("检测报告.pdf"));
  await expect(reports.getByTestId("upload-item")).toHaveAttribute("data-status", "success");
  await page.getByRole("button", { name: "提交审核" }).click();
  await expect(page.getByTestId("product-saved")).toHaveText("已保存");
  await expect(page).toHaveURL(/state=reviewing/);
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("审核中");
  await expectAxeClean(page);

  // The operator puts it on the market.
  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await approveFromDesk(desk, `审核 【鞍钢】${name}`, "GB/T 1499.2-2018");
  await desk.context().close();

  // A visitor finds it in the global search once the index has it, and opens it.
  await waitUntilIndexed(page.request, { keyword: name, kind: "product" }, name);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${portal}/default/global-search?keyword=${encodeURIComponent(name)}&kind=product`);
  await expect(visitor.getByTestId("search-results").getByRole("link", { name: name })).toBeVisible();
  await expectAxeClean(visitor);
  await visitor.getByTestId("search-results").getByRole("link", { name: name }).click();
  await expect(visitor).toHaveURL(/\/default\/product\/detail\?id=\d+/);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(visitor.getByTestId("product-price")).toHaveText("¥4,150.00/吨 起");
  await expect(visitor.getByTestId("product-tiers").getByRole("row")).toHaveCount(4);
  await expect(visitor.getByTestId("product-tiers")).toContainText("≥50吨");
  await expect(visitor.getByTestId("product-standard")).toHaveText("GB/T 1499.2-2018");
  await expect(visitor.getByTestId("product-company")).toHaveText("吉林宏远建设工程有限公司");
  await expect(visitor.getByTestId("product-shop")).toHaveAttribute("href", /\/shop\/pc\?company=\d+$/);
  await expect(visitor.getByTestId("product-report-list").getByRole("link", { name: "检测报告.pdf" })).toBeVisible();
  await expect(visitor.getByTestId("product-description-body").locator("strong")).toHaveText("附质保书");
  await expect(visitor.getByTestId("product-description-body")).toHaveText("抗震钢筋<script>alert(1)</script>，附质保书");
  await expect(visitor.getByTestId("product-description-body").locator("script")).toHaveCount(0);
  await expect(visitor.getByRole("img", { name: `${name} 图片1` })).toBeVisible();
  await expectAxeClean(visitor);
  await visitor.context().close();

  // The member delists it to edit it; the edit page refuses a price ≤ 0 on the field.
  await page.goto(`${portal}/user/my-products/proPublish?state=listed`);
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: "下架" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("操作成功");
  await page.goto(`${portal}/user/my-products/proPublish?state=delisted`);
  await page.getByRole("row").filter({ hasText: name }).getByRole("link", { name: "编辑" }).click();
  await expect(page.getByRole("heading", { name: "编辑产品", level: 1 })).toBeVisible();
  await expect(page.getByLabel("第3档 单价（元）")).toHaveValue("4150");
  await page.getByLabel("单价", { exact: true }).check();
  await page.getByLabel("单价（元）", { exact: true }).fill("-1");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByTestId("product-price-error")).toHaveText("单价必须大于0");
  await expectAxeClean(page);

  // The supplier catalogue shows the company's listed products and the companies it can source from.
  await page.goto(`${portal}/user/my-products/proSupplier`);
  await expect(page.getByRole("heading", { name: "供应商目录", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "混凝土", level: 3, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "C30 商品混凝土", level: 4 })).toBeVisible();
  await expect(page.getByRole("link", { name: "进入店铺" }).first()).toHaveAttribute("href", /\/shop\/pc\?company=\d+$/);
  await expectAxeClean(page);
});

test("a buyer asks a product's supplier for a price from the product's page: 发起询价 starts a sheet with the product as its first line", async ({ page }) => {
  const product = "HRB400E 热轧带肋钢筋";
  await page.goto(`${portal}/default/global-search?keyword=${encodeURIComponent(product)}&kind=product`);
  await page.getByTestId("search-results").getByRole("link", { name: product }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product);
  // A visitor's 联系 leads to the log-in first, and back here.
  await expect(page.getByTestId("chat-contact")).toHaveAttribute("href", /redirect=/);
  const detail = page.url();

  await logIn(page, demoMembers.zhang);
  await page.goto(detail);
  await expect(page.getByRole("link", { name: "联系该企业，发起在线会话" })).toBeVisible();
  await page.getByTestId("product-inquire").click();
  await expect(page).toHaveURL(/\/user\/building-materials\/addInquirySheet\?product=\d+$/);
  await expect(page.getByTestId("sheet-start")).toContainText(`的产品「${product}」填入第1行物料`);
  await expect(page.getByLabel("询价标题")).toHaveValue(`${product}采购`);
  await expect(page.getByLabel("第1行 名称")).toHaveValue(product);
  await expect(page.getByLabel("第1行 规格型号")).toHaveValue("Φ12mm×9m");
  await expect(page.getByLabel("第1行 数量")).toHaveValue("5");
  await expectAxeClean(page);
});
