import { expectAxeClean } from "./support/axe.ts";
import { chinaPickerTime, fillFields } from "./support/forms.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 张建国 invites a company that is not on the platform yet by its phone: the refused phone shows on
// its field, the accepted one lists the company as 待注册 (on the invitation page and the sheet);
// then he turns on 内部审批 in 询价设置, which only a business administrator may change.

test("invite an unregistered company by phone, see it 待注册, and turn on 内部审批 in the settings", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/building-materials/addInquirySheet`);
  await fillFields(page, {
    询价标题: "净月区学校扩建水泥采购",
    报价截止时间: chinaPickerTime(72 * 3_600_000),
    "第1行 名称": "P·O 42.5 水泥",
    "第1行 单位": "吨",
    "第1行 数量": "300",
  });
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page).toHaveURL(/addInquirySheet\?id=\d+&saved=1/);
  const id = new URL(page.url()).searchParams.get("id");

  await page.goto(`${portal}/user/building-materials/inviteSupplier?id=${id}`);
  const external = page.getByRole("region", { name: "邀请未注册供应商" });
  await expect(external).toBeVisible();
  await expectAxeClean(page);
  await external.getByLabel("受邀单位名称").fill("吉林省盛达建材有限公司");
  await external.getByLabel("手机号").fill("12345678901");
  await external.getByRole("button", { name: "发送邀请" }).click();
  await expect(page.getByTestId("external-phone-error")).toHaveText("请输入11位手机号！");
  await expect(external.getByLabel("手机号")).toHaveAttribute("aria-invalid", "true");
  await expect(external.getByLabel("受邀单位名称")).toHaveValue("吉林省盛达建材有限公司");
  await expectAxeClean(page);

  await external.getByLabel("手机号").fill("13943100001");
  await external.getByRole("button", { name: "发送邀请" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已向 139****0001 发送注册邀请短信，该企业注册认证后邀请生效");
  const pending = page.getByRole("table", { name: "待注册的受邀企业" });
  await expect(pending.getByRole("row", { name: /吉林省盛达建材有限公司/ })).toContainText("待注册");
  await expect(pending).toContainText("139****0001");
  await expectAxeClean(page);

  // The same company again is refused, and nothing new is listed.
  await external.getByLabel("受邀单位名称").fill("盛达建材");
  await external.getByLabel("手机号").fill("13943100001");
  await external.getByRole("button", { name: "发送邀请" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已邀请过该企业，请勿重复邀请");
  await expect(pending.getByRole("row")).toHaveCount(2);

  await page.goto(`${portal}/user/building-materials/selecting?id=${id}`);
  await expect(page.getByRole("table", { name: "待注册的受邀企业" })).toContainText("待注册");
  await expectAxeClean(page);

  // 询价设置 from the inquiry list.
  await page.goto(`${portal}/user/building-materials/invite-tenders`);
  await page.getByRole("link", { name: "询价设置" }).click();
  await expect(page.getByRole("heading", { name: "询价设置", level: 1 })).toBeVisible();
  const approval = page.getByRole("checkbox", { name: "发布询价单前需内部审批" });
  await expect(approval).toBeEnabled();
  await expectAxeClean(page);
  if (await approval.isChecked()) {
    await approval.uncheck();
    await page.getByRole("button", { name: "保存设置" }).click();
    await expect(page.getByTestId("action-notice")).toHaveText("已关闭发布前内部审批，每轮报价至少2小时，变更公告距截止不足24小时将顺延");
    await page.reload();
    await expect(approval).not.toBeChecked();
  }
  await approval.check();
  await page.getByRole("button", { name: "保存设置" }).click();
  // The rounds' minimum length is saved with it (the platform's 2 hours, kept here: other journeys publish short rounds).
  await expect(page.getByLabel("每轮报价最短时长（小时）")).toHaveValue("2");
  await expect(page.getByTestId("action-notice")).toHaveText("已开启发布前内部审批，每轮报价至少2小时，变更公告距截止不足24小时将顺延");
  await expect(approval).toBeChecked();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "发布询价单前需内部审批" })).toBeChecked();
  await expectAxeClean(page);
});

test("a member who is not the administrator sees 询价设置 read-only, with the reason", async ({ page }) => {
  await logIn(page, { phone: "13900000105", password: "Demo@123456" });
  await page.goto(`${portal}/user/building-materials/settings`);
  await expect(page.getByRole("checkbox", { name: "发布询价单前需内部审批" })).toBeDisabled();
  await expect(page.getByTestId("settings-read-only")).toContainText("仅企业管理员可以修改询价设置");
  await expect(page.getByRole("button", { name: "保存设置" })).toHaveCount(0);
  await expectAxeClean(page);
});
