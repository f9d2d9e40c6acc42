import { expectAxeClean } from "./support/axe.ts";
import { fillFields } from "./support/forms.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { approveFromDesk, operatorDesk } from "./support/operator.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 供应链金融: 李晓梅 (长春华信钢结构) applies for 工商银行's 保函. Without the separate consent the
// application is refused; with it, the application is submitted with her company's evidence;
// revoking the consent withdraws it. The bank's answers come from the operator desk.

test("an application is refused without consent, submitted with it, and withdrawn when consent is revoked", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.li);
  await page.goto(`${portal}/user/financial-service/financial-list`);
  await expect(page.getByTestId("finance-product")).toHaveCount(8);
  await expectAxeClean(page);
  await page.getByRole("link", { name: "申请：工银投标保函·履约保函" }).click();
  await expect(page.getByTestId("consent-text")).toContainText("中国工商银行吉林省分行");
  await expectAxeClean(page);

  await fillFields(page, {
    "申请金额（元）": "500000",
    "期限（月）": "12",
    资金用途: "吉林市化工园区项目履约保函",
  });
  await page.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("请先阅读并单独同意向中国工商银行吉林省分行提供本企业数据，再提交申请");
  await expectAxeClean(page);

  await page.getByLabel("资金用途").fill("吉林市化工园区项目履约保函");
  await page
    .getByRole("checkbox", { name: /资质证书/ })
    .first()
    .check();
  await page.getByRole("checkbox", { name: /同意向中国工商银行吉林省分行提供本企业数据/ }).check();
  await page.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByRole("heading", { name: "融资申请详情", level: 1 })).toBeVisible();
  await expect(page.getByTestId("application-state")).toHaveText("已提交");
  await expect(page.getByRole("region", { name: "数据提供同意" })).toContainText("李晓梅");
  await expectAxeClean(page);

  await expect(page.getByTestId("consent-revoked")).toHaveText("同意状态：有效（未撤回）");
  await page.getByRole("button", { name: "撤回同意" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已撤回同意");
  await expect(page.getByTestId("application-state")).toHaveText("已撤回");
  await expect(page.getByTestId("consent-revoked")).toHaveText(/^撤回时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(page.getByRole("region", { name: "状态记录" })).toContainText("撤回数据提供同意，申请随之撤回");
  await expectAxeClean(page);
});

test("the bank answers an application from the operator desk, and the member sees the answer", async ({ page, browser }) => {
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/financial-service/financial-list`);
  const row = page.getByRole("row").filter({ hasText: "银行审核中" });
  const applicationNo = ((await row.getByRole("link").textContent()) ?? "").trim();
  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await approveFromDesk(desk, new RegExp(`融资申请 ${applicationNo}`));
  await desk.context().close();
  await row.getByRole("link").click();
  await expect(page.getByTestId("application-state")).toHaveText("已批准");
  await expect(page.getByRole("region", { name: "状态记录" })).toContainText("中国建设银行吉林省分行已批准");
});
