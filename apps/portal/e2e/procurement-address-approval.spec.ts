import { expectAxeClean } from "./support/axe.ts";
import { chinaPickerTime, fillFields } from "./support/forms.ts";
import { logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// The delivery address book (default, delete with confirmation, the card picker) and 内部审批:
// 吉林宏远 requires it, so its 采购员's sheet waits for the 审批人, who returns it with a reason,
// then approves it once it is submitted again.

const purchaser = { phone: "13900000102", password: "Demo@123456" };
const approver = { phone: "13900000103", password: "Demo@123456" };
test("the address book: default marked, set default, delete after confirming, pick a card for the sheet", async ({ page }) => {
  await logIn(page, purchaser);
  await page.goto(`${portal}/user/building-materials/address`);
  await expect(page.getByRole("heading", { name: "收货地址", level: 1 })).toBeVisible();
  const cards = page.getByTestId("address-card");
  await expect(cards.first()).toContainText("默认");
  await expectAxeClean(page);
  const second = cards.filter({ hasText: "宏远物资仓库2号门" });
  await second.getByRole("button", { name: "设为默认" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已设为默认地址");
  await expect(cards.first()).toContainText("宏远物资仓库2号门");

  const last = cards.filter({ hasText: "松原滨江安置房项目部" });
  await last.getByRole("link", { name: "删除" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("确定删除收货地址");
  await expectAxeClean(page);
  await page.getByRole("button", { name: "确认删除" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("收货地址已删除");
  await expect(cards.filter({ hasText: "松原滨江安置房项目部" })).toHaveCount(0);

  await page.goto(`${portal}/user/building-materials/address-card`);
  await expect(page.getByRole("heading", { name: "选择收货地址", level: 1 })).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel(/江城学校改扩建工程项目部/).check();
  await page.getByRole("button", { name: "使用所选地址" }).click();
  await expect(page).toHaveURL(/addInquirySheet\?address=\d+/);
  await expect(page.getByLabel("收货地址").locator("option:checked")).toContainText("江城学校改扩建工程项目部");
});

test("every refused field shows on its field; the 采购员's sheet waits for 内部审批, is returned with a reason, then approved", async ({ page, browser }) => {
  test.slow();
  await logIn(page, purchaser);
  await page.goto(`${portal}/user/building-materials/addInquirySheet`);
  await fillFields(page, {
    询价标题: "  ",
    报价截止时间: chinaPickerTime(-3_600_000),
    联系电话: "12345",
    "第1行 名称": "镀锌钢管",
    "第1行 单位": "米",
    "第1行 数量": "800",
  });
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("有3处填写有误，请按字段下方的提示修改");
  await expect(page.getByLabel("询价标题")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("sheet-title-error")).toHaveText("询价标题至少2个字");
  await expect(page.getByTestId("sheet-deadline-error")).toHaveText("报价截止时间须晚于当前时间");
  await expect(page.getByTestId("sheet-contactPhone-error")).toHaveText("请输入11位手机号！");
  await expectAxeClean(page);

  // The line again too: a save sent before the page hydrated (under the whole run's load) is the
  // browser's own form post, and the page it answers starts the lines anew.
  await fillFields(page, {
    询价标题: "吉林江城学校改扩建镀锌钢管采购",
    报价截止时间: chinaPickerTime(48 * 3_600_000),
    联系电话: "13900000102",
    "第1行 名称": "镀锌钢管",
    "第1行 单位": "米",
    "第1行 数量": "800",
  });
  await page.getByRole("button", { name: "保存并发布" }).click();
  await expect(page.getByTestId("sheet-state")).toHaveText("待审批");
  await expect(page.getByTestId("action-notice")).toHaveText("已提交内部审批，审批通过后发布");
  const sheetUrl = page.url();

  const boss = await (await browser.newContext()).newPage();
  await logIn(boss, approver);
  // The 审批人 finds it in the menu's 询价管理, under 待审批, with no 新建询价单 the role cannot submit.
  await boss.goto(`${portal}/user/default`);
  await boss.getByTestId("member-center-menu").getByRole("link", { name: "询价管理", exact: true }).click();
  await expect(boss.getByRole("link", { name: "新建询价单" })).toHaveCount(0);
  await boss.getByRole("link", { name: "待审批", exact: true }).click();
  await boss.getByRole("link", { name: "吉林江城学校改扩建镀锌钢管采购" }).click();
  await expect(boss).toHaveURL(/\/user\/building-materials\/selecting\?id=\d+$/);
  await expect(boss.getByRole("heading", { name: "内部审批" })).toBeVisible();
  await expectAxeClean(boss);
  await boss.getByLabel("退回原因").fill("请补充控制价后再提交");
  await boss.getByRole("button", { name: "退回修改" }).click();
  await expect(boss.getByTestId("action-notice")).toHaveText("已退回草稿");
  await expect(boss.getByTestId("sheet-state")).toHaveText("草稿");

  await page.goto(sheetUrl.replace("selecting", "addInquirySheet").replace("&published=1", ""));
  await expect(page.getByRole("alert")).toHaveText("内部审批退回：请补充控制价后再提交。请修改后重新提交。");
  await page.getByRole("button", { name: "保存并发布" }).click();
  await expect(page.getByTestId("sheet-state")).toHaveText("待审批");

  await boss.reload();
  await boss.getByRole("button", { name: "审批通过并发布" }).click();
  await expect(boss.getByTestId("action-notice")).toHaveText("审批通过，询价单已发布");
  await expect(boss.getByTestId("sheet-state")).toHaveText("报价中");
});
