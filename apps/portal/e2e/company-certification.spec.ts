import { platformPaths } from "@cidp/api-client/contract";
import { expectAxeClean } from "./support/axe.ts";
import { uploadPicture } from "./support/documents.ts";
import { logIn } from "./support/log-in.ts";
import { approveOnDesk, operatorDesk } from "./support/operator.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 企业认证 end to end: the machinery company's administrator submits the company's papers and 对公
// account, confirms the amount the sandbox sent, an operator logs in to the operator area (password,
// then an authenticator enrolled on the spot) and approves; the company is then 已认证.

const services = `http://localhost:${serverPort}`;
const administrator = { phone: "13900000301", password: "Demo@123456" };

test("a company certifies: papers and 对公 account, the amount confirmed, an operator with a second factor approves", async ({ page, browser, request }) => {
  test.slow();
  await logIn(page, administrator);
  await page.goto(`${portal}/user/default`);
  await page.getByTestId("member-center-menu").getByRole("link", { name: "账户认证" }).click();
  const corporateCard = page.getByTestId("corporate-card");
  await expect(corporateCard).toContainText("吉林省安泰机械设备租赁有限公司");
  await expect(corporateCard.getByTestId("certification-state")).toHaveText("未认证");
  await expectAxeClean(page);

  await corporateCard.getByRole("link", { name: "去认证" }).click();
  await expect(page.getByRole("heading", { name: "企业认证", level: 1 })).toBeVisible();
  await expect(page.getByLabel("企业名称")).toHaveValue("吉林省安泰机械设备租赁有限公司");
  // A mistyped last character fails the GB 32100 check; nothing is submitted.
  await page.getByLabel("统一社会信用代码").fill("91220200MA0Y6C9P7D");
  await page.getByLabel("法定代表人").fill("刘振东");
  await uploadPicture(page, "licenseResourceId", "营业执照.png");
  await uploadPicture(page, "authorizationResourceId", "授权委托书.png");
  await page.getByLabel("开户银行").selectOption("吉林银行");
  await page.getByLabel("对公账号").fill("0710 0120 0000 5678");
  await expectAxeClean(page);
  await page.getByRole("button", { name: "提交认证" }).click();
  await expect(page.getByRole("alert")).toContainText("校验");

  await page.getByLabel("统一社会信用代码").fill("91220200MA0Y6C9P7R");
  await page.getByRole("button", { name: "提交认证" }).click();
  await expect(page.getByRole("heading", { name: "确认打款金额" })).toBeVisible();
  await expect(page.getByTestId("certification-state")).toHaveText("待确认打款");
  await expect(page.getByText("吉林银行 **** **** 5678")).toBeVisible();
  await expect(page.getByRole("img", { name: "营业执照" })).toBeVisible();
  await expectAxeClean(page);

  // The sandbox's statement of the account: the amount the platform sent.
  // The machinery company is the seed's third business.
  const { amount } = (await (await request.get(`${services}${platformPaths.devMicroDeposit}?businessId=3`)).json()) as { amount: string };
  const wrong = amount === "0.01" ? "0.02" : "0.01";
  await page.getByLabel("收到的金额（元）").fill(wrong);
  await page.getByRole("button", { name: "确认金额" }).click();
  await expect(page.getByRole("alert")).toHaveText("金额不正确，还可尝试2次");
  await page.getByLabel("收到的金额（元）").fill(amount);
  await page.getByRole("button", { name: "确认金额" }).click();
  await expect(page.getByRole("status")).toHaveText("金额正确，已提交平台审核");
  await expect(page.getByTestId("certification-state")).toHaveText("认证审核中");

  // The operator, in a browser of their own: password, then an authenticator enrolled on first log-in.
  const desk = await operatorDesk(browser, services, expectAxeClean);
  await expectAxeClean(desk);
  await desk.getByRole("link", { name: "审核 吉林省安泰机械设备租赁有限公司" }).click();
  await expect(desk.getByText("91220200MA0Y6C9P7R")).toBeVisible();
  await expect(desk.getByText("0710012000005678")).toBeVisible();
  await expect(desk.getByText("已于")).toBeVisible();
  await expectAxeClean(desk);
  await approveOnDesk(desk);
  await desk.getByRole("link", { name: "操作日志" }).click();
  await expect(desk.getByRole("table")).toContainText("审核通过");
  await expect(desk.getByRole("table")).toContainText("绑定身份验证器");
  await desk.context().close();

  // The member sees the company certified and is told so.
  await page.goto(`${portal}/user/standard-certification/standard-index`);
  await expect(page.getByTestId("corporate-card").getByTestId("certification-state")).toHaveText("已认证");
  await page.goto(`${portal}/user/notice`);
  await expect(page.getByText("企业认证已通过").first()).toBeVisible();
});
