import { homePaths } from "@cidp/api-client/contract";
import { expectAxeClean } from "./support/axe.ts";
import { isCall, passCaptcha } from "./support/captcha.ts";
import { fillFields } from "./support/forms.ts";
import { submitLoginForm } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { newestSms } from "./support/sms-outbox.ts";
import { expect, test } from "./support/test.ts";

// The home page's 供需对接 applications: a visitor fills 融资申请 (a wrong phone first, refused on
// its field), passes the slider puzzle, receives the SMS code, submits, and after logging in lands
// on the member finance list the services named.

test("a visitor applies for financing from the home page with the puzzle and an SMS code, then continues on the finance list", async ({ page, request }) => {
  test.setTimeout(90_000);
  const phone = `137${String(Date.now()).slice(-8)}`;
  await page.goto(`${portal}/default/home`);
  await page.getByRole("link", { name: "融资申请", exact: true }).click();
  await expect(page.getByRole("heading", { name: "融资申请", level: 1 })).toBeVisible();
  await expectAxeClean(page);

  const form = page.getByRole("form", { name: "融资申请" });
  await fillFields(form, {
    企业名称: "吉林省盛达路桥工程有限公司",
    联系人: "王立新",
    手机号: "1380000",
    "融资金额（万元）": "",
    融资用途: "长春绕城高速养护工程备料款",
    短信验证码: "12",
  });
  await form.getByRole("button", { name: "提交申请" }).click();
  // Every field's message beside it, the spec's phone text first among them.
  await expect(page.getByTestId("finance-phone-error")).toHaveText("请输入11位手机号！");
  await expect(page.getByTestId("finance-amount-error")).toHaveText("请输入融资金额");
  await expect(page.getByTestId("finance-code-error")).toHaveText("请输入6位数字！");
  await expect(form.getByLabel("手机号")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("企业名称")).toHaveValue("吉林省盛达路桥工程有限公司");
  await expectAxeClean(page);

  // The code is sent only after the puzzle, to a well-formed phone.
  await form.getByLabel("手机号").fill(phone);
  await form.getByLabel("融资金额（万元）").fill("300");
  const codeSent = page.waitForResponse(isCall(homePaths.sendPhoneCode));
  await passCaptcha(page, request, form.getByTestId("finance-send-code"), homePaths.financeApplyCaptcha);
  // The services' own answer first, so that a refused send says why.
  const sendAnswer = await codeSent;
  expect(sendAnswer.status(), await sendAnswer.text()).toBe(200);
  await expect(page.getByTestId("finance-code-sent")).toHaveText("验证码已发送，5分钟内有效");
  const message = await newestSms(request, phone);
  expect(message?.code).toMatch(/^\d{6}$/);
  await form.getByLabel("短信验证码").fill(message?.code ?? "");
  await form.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByTestId("apply-submitted")).toHaveText("申请已提交，我们会尽快与您联系。");
  await expectAxeClean(page);

  // The way on: the log-in, then the member finance list.
  await page.getByRole("link", { name: "登录后继续办理" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLoginForm(page);
  await expect(page).toHaveURL(`${portal}/user/financial-service/financial-list`);
});

test("项目申请 is offered beside it and refuses an empty form field by field", async ({ page }) => {
  await page.goto(`${portal}/default/home`);
  await page.getByRole("link", { name: "项目申请", exact: true }).click();
  await expect(page.getByRole("heading", { name: "项目申请", level: 1 })).toBeVisible();
  await expectAxeClean(page);
  const form = page.getByRole("form", { name: "项目申请" });
  await form.getByLabel("手机号").fill("23800000001");
  await form.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByTestId("project-projectName-error")).toHaveText("请输入项目名称");
  await expect(page.getByTestId("project-region-error")).toHaveText("请选择所在地区");
  await expect(page.getByTestId("project-phone-error")).toHaveText("请输入11位手机号！");
  await expectAxeClean(page);
});
