import { expectAxeClean } from "./support/axe.ts";
import { actFor } from "./support/company-switch.ts";
import { uploadDocument } from "./support/documents.ts";
import { chinaPickerTime } from "./support/forms.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// A 变更公告 that amends: 长春鼎盛 (张建国) quotes the seeded sheet 长春华信 invited it to; 李晓梅
// changes a line's specification and the deadline and adds a file, previews what the notice will do (the suppliers
// to confirm again, where the deadline lands), publishes it; 鼎盛 sees its quotation set back and
// confirms it at its own prices.

const SHEET = "华信钢结构加工车间钢材及防水材料询价";
const DINGSHENG = "长春鼎盛建材贸易有限公司";

test("a 变更公告 changes a line's specification and the deadline; the supplier who quoted confirms again", async ({ page, browser }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await actFor(page, DINGSHENG);
  await page.goto(`${portal}/user/my-quotation/default`);
  await page.getByRole("link", { name: SHEET }).first().click();
  await expect(page.getByTestId("my-state")).toHaveText("待响应");
  await expect(page.getByLabel("第1行 含税单价（元）")).toBeVisible();
  const lines = await page.getByTestId("quote-line").count();
  for (let n = 1; n <= lines; n++) await page.getByLabel(`第${n}行 含税单价（元）`).fill(String(100 * n));
  await page.getByLabel("报价有效期至").fill("2027-03-31");
  await page.getByLabel(/我方承诺/).check();
  await page.getByRole("button", { name: "提交报价" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("报价已提交（第1版），截止前可修改");

  const buyer = await (await browser.newContext()).newPage();
  await logIn(buyer, demoMembers.li);
  await buyer.goto(`${portal}/user/building-materials/invite-tenders`);
  await buyer.getByRole("link", { name: SHEET }).first().click();
  await expect(buyer.getByRole("heading", { name: SHEET, level: 1 })).toBeVisible();
  const spec = buyer.getByLabel("第1行 规格型号");
  const before = await spec.inputValue();
  await spec.fill(`${before}（调整）`);
  const deadline = chinaPickerTime(6 * 86_400_000);
  await buyer.getByLabel("新的截止时间（选填，只能延后）").fill(deadline);
  await buyer.getByLabel("变更原因").fill("设计院出具变更通知单，第1行规格调整");
  await uploadDocument(buyer, "fileIds", "设计变更通知单.pdf");
  await buyer.getByRole("button", { name: "预览变更" }).click();
  const preview = buyer.getByTestId("amendment-preview");
  await expect(preview).toContainText(`第1行 规格型号：${before} → ${before}（调整）`);
  await expect(buyer.getByTestId("amendment-deadline")).toHaveText(`报价截止时间：${deadline.replace("T", " ")}:00`);
  await expect(preview).toContainText(/已报价的\d家供应商须确认变更后重新提交报价/);
  await expect(preview).toContainText("新增附件：— → 设计变更通知单.pdf");
  await expectAxeClean(buyer);
  await buyer.getByRole("button", { name: "确认发布变更公告" }).click();
  await expect(buyer.getByTestId("action-notice")).toHaveText("变更公告已发布，已通知供应商");
  await expect(buyer.getByTestId("amendment-history")).toContainText("设计院出具变更通知单，第1行规格调整");
  await expect(buyer.getByTestId("amendment-history")).toContainText(`第1行 规格型号：${before} → ${before}（调整）`);
  await buyer.context().close();

  // 鼎盛's quotation was set back: it reads the change and confirms at its own prices.
  await page.reload();
  await expect(page.getByTestId("must-reconfirm")).toBeVisible();
  await expect(page.getByTestId("amendment-history")).toContainText(`${before}（调整）`);
  await expect(page.getByTestId("sheet-documents")).toContainText("设计变更通知单.pdf （第2版 变更附件");
  await expectAxeClean(page);
  await page.getByRole("button", { name: "确认变更，按原报价重新提交" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已确认变更，报价已按变更后的物料重新提交");
  await expect(page.getByTestId("my-state")).toHaveText("已报价");
  await expect(page.getByTestId("must-reconfirm")).toHaveCount(0);
});
