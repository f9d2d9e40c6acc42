import type { APIRequestContext } from "@playwright/test";
import { expectAxeClean } from "./support/axe.ts";
import { passCaptcha } from "./support/captcha.ts";
import { submitLoginForm } from "./support/log-in.ts";
import { approveFromDesk, operatorDesk } from "./support/operator.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// 法律服务: a visitor finds a lawyer by specialty and city and reads the profile; 咨询 sends them to
// log in and back, and then opens the chat with the lawyer. A visitor submits a 服务需求 (a wrong
// phone first), the operator approves it, and it shows in 需求案例 with the phone masked.

const services = `http://localhost:${serverPort}`;
const base = `${portal}/default/comprehensives-ervices`;

/** Opens the form's captcha and solves it. */
async function passNeedCaptcha(page: Page, request: APIRequestContext) {
  await passCaptcha(page, request, page.getByTestId("need-captcha"));
  await expect(page.getByTestId("need-captcha-done")).toHaveText("已通过验证");
}

test("the landing page shows the area's lawyers, packages and needs, and every entry of 更多服务 leads somewhere", async ({ page }) => {
  await page.goto(`${base}/law-services`);
  await expect(page.getByRole("heading", { name: "法律服务", level: 1 })).toBeVisible();
  await expect(page.getByTestId("law-package").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "推荐律师" }).getByTestId("lawyer-card").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "进入法律课堂" })).toHaveAttribute(
    "href",
    "/default/comprehensives-ervices/law-services/law-lesson/lawlesson-list",
  );
  await expectAxeClean(page);
  await page.getByRole("link", { name: "发布服务需求" }).click();
  await expect(page.getByRole("heading", { name: "发布服务需求", level: 1 })).toBeVisible();

  // The home page's 综合服务 leads to the catalogue of every comprehensive service.
  await page.goto(`${portal}/default/home`);
  await page.locator("#comprehensive-services").getByRole("link", { name: "更多服务" }).click();
  await expect(page).toHaveURL(`${base}/see-more`);
  for (const entry of ["catalogue-packages", "catalogue-lawyers", "catalogue-lessons", "catalogue-needs", "catalogue-service"]) {
    await expect(page.getByTestId(entry).getByRole("link").first()).toBeVisible();
  }
  await expect(page.getByTestId("catalogue-lawyers")).toContainText(/\d+ 位律师/);
  await expect(page.getByTestId("catalogue-lessons")).toContainText(/\d+ 门课程/);
  await expectAxeClean(page);
});

test("a visitor filters lawyers and reads a profile; 咨询 logs in and opens the chat with the lawyer", async ({ page }) => {
  test.slow();
  await page.goto(`${base}/law-services/lawyer/lawyer-list`);
  await expect(page.getByTestId("lawyer-card")).toHaveCount(9);
  await expectAxeClean(page);
  await page.getByRole("combobox", { name: "擅长领域" }).selectOption("招投标");
  await page.getByRole("combobox", { name: "所在地区" }).selectOption({ label: "长春市" });
  await page.getByRole("button", { name: "筛选" }).click();
  await expect(page).toHaveURL(/specialty=%E6%8B%9B%E6%8A%95%E6%A0%87&regionCode=220100/);
  await expect(page.getByTestId("lawyer-card")).toHaveCount(1);
  await expect(page.getByTestId("lawyer-card")).toContainText("刘雅静");
  await expect(page.getByTestId("lawyer-card")).toContainText("吉林法正律师事务所");

  await page.getByRole("link", { name: "查看详情：刘雅静" }).click();
  await expect(page.getByRole("heading", { name: "刘雅静律师", level: 1 })).toBeVisible();
  await expect(page.getByTestId("lawyer-license")).toHaveText(/^\d{4}\*{9}\d{4}$/);
  await expect(page.getByTestId("lawyer-profile")).toContainText("收费说明");
  await expectAxeClean(page);
  const profile = page.url();

  // A visitor's 咨询 is the way to log in, back to this profile.
  await page.getByTestId("lawyer-consult").click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLoginForm(page);
  await expect(page).toHaveURL(profile);
  await page.getByRole("button", { name: "在线咨询刘雅静律师" }).click();
  await expect(page).toHaveURL(/\/user\/customer-message-list\?chatId=\d+$/);
  await expect(page.getByTestId("chat-item").filter({ hasText: "刘雅静" })).toHaveAttribute("aria-current", "true");
});

test("a visitor submits a need, the operator approves it and it shows in 需求案例 with the phone masked", async ({ page, browser, request }) => {
  test.slow();
  const title = "厂房项目工程款追索咨询";
  await page.goto(`${base}/comprehensives-ervices-need`);
  await expectAxeClean(page);
  await page.getByLabel("需求标题").fill(title);
  await page.getByLabel("服务类别").selectOption("工程款追索");
  await page.getByLabel("需求描述").fill("我司承建的厂房项目已竣工两年，发包方仍拖欠工程款及质保金共计一百二十万元，希望律师协助追讨。");
  await page.getByLabel("所在地区").selectOption({ label: "四平市" });
  await page.getByLabel("联系人").fill("赵经理");
  await page.getByLabel("手机号").fill("12345678901");
  await passNeedCaptcha(page, request);
  await page.getByTestId("need-submit").click();
  await expect(page.getByTestId("need-phone-error")).toHaveText("请输入11位手机号！");
  await expect(page.getByLabel("手机号")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("需求标题")).toHaveValue(title);
  await expectAxeClean(page);

  await page.getByLabel("手机号").fill("13904315566");
  await page.getByTestId("need-submit").click();
  await expect(page.getByTestId("need-submitted")).toContainText("提交成功");
  await expectAxeClean(page);

  // Not public before review.
  await page.goto(`${base}/case-list-need?category=${encodeURIComponent("工程款追索")}`);
  await expect(page.getByTestId("case-list-need")).not.toContainText(title);

  const desk = await operatorDesk(browser, services);
  await approveFromDesk(desk, `审核 ${title}（工程款追索）`, "13904315566");
  await desk.context().close();

  await page.reload();
  const card = page.getByTestId("need-card").filter({ hasText: title });
  await expect(card).toContainText("139****5566");
  await expect(card).toContainText("对接中");
  await expect(page.getByTestId("case-list-need")).not.toContainText("13904315566");
  await expectAxeClean(page);
  await page.getByLabel("对接状态").selectOption("已解决");
  await page.getByRole("button", { name: "筛选" }).click();
  await expect(page).toHaveURL(/status=resolved/);
  await expect(page.getByTestId("case-list-need")).not.toContainText(title);
});

test("咨询 works before (and without) the page's script: a plain form post keeps its Origin", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/law-services/lawyer/lawyer-list?specialty=${encodeURIComponent("招投标")}&regionCode=220100`);
  await page.getByRole("link", { name: "查看详情：刘雅静" }).click();
  const profile = page.url();
  await page.getByTestId("lawyer-consult").click();
  await submitLoginForm(page);
  await expect(page).toHaveURL(profile);
  await page.getByRole("button", { name: "在线咨询刘雅静律师" }).click();
  await expect(page).toHaveURL(/\/user\/customer-message-list\?chatId=\d+$/);
  await context.close();
});
