import { expectAxeClean } from "./support/axe.ts";
import { fakeAlipayOrigin, payWeChatQrCode } from "./support/fake-payments.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { approveFromDesk, operatorDesk } from "./support/operator.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// Real providers' protocols (issue "Real money and real text messages"): the services pay through
// WeChat Pay (API v3) and Alipay, here their fake gateways speaking the documented protocols with
// this run's keys. A member pays a VIP plan by WeChat Pay on a PC — our page shows the Native QR
// code and moves on by itself once WeChat Pay's notification arrives —, one inside WeChat's browser
// (JSAPI: 网页授权 for the openid, then WeChat's cashier over our page), and a legal package by
// Alipay (its cashier and back), then asks a refund, which the platform approves and Alipay makes.

test("a VIP plan by WeChat Pay's QR code: the page moves to 支付成功 by itself once paid", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/vip/buy`);
  await page.getByRole("radio", { name: /月度VIP会员/ }).check();
  await page.getByRole("radio", { name: "微信支付" }).check();
  await page.getByRole("button", { name: "去支付" }).click();

  await expect(page.getByRole("heading", { name: "微信扫码支付", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/pay\/wechat\?orderNo=/);
  await expect(page.getByTestId("wechat-qr").locator("svg")).toBeVisible();
  await expect(page.getByRole("img", { name: "微信支付二维码" })).toBeVisible();
  await expect(page.getByTestId("wechat-pay-status")).toHaveText("等待支付…");
  await expectAxeClean(page);

  // The payer scans and pays; nobody touches the page.
  await payWeChatQrCode(page);
  await expect(page).toHaveURL(/\/user\/pay\/success\?orderNo=/, { timeout: 30_000 });
  await expect(page.getByRole("status")).toHaveText("支付成功");
  await expect(page.getByTestId("order-state")).toHaveText("已支付");
  await expect(page.getByTestId("vip-membership")).toContainText("月度VIP会员 · 有效期至");
  await expectAxeClean(page);
});

/** WeChat's own browser on a phone: its user agent names MicroMessenger. */
const WECHAT_BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN";

test("inside WeChat's browser: 网页授权, then WeChat's cashier (JSAPI) over the page, which moves to 支付成功 by itself", async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ userAgent: WECHAT_BROWSER });
  // WeChat's cashier, as its browser gives it to the page: WeixinJSBridge.invoke('getBrandWCPayRequest', params, cb).
  // The payer confirms: the fake WeChat Pay checks the merchant's paySign and pays the prepay_id, then
  // notifies the services. (The fake is reached from the test's side: the portal's CSP lets the page call no other origin.)
  const asked: Record<string, string>[] = [];
  await context.exposeFunction("__payerConfirms", async (params: Record<string, string>) => {
    asked.push(params);
    const answer = await fetch(`${process.env.E2E_FAKE_WECHAT_URL}/__fake/jsapi/pay`, { method: "POST", body: JSON.stringify(params) });
    return ((await answer.json()) as { paid: boolean }).paid;
  });
  await context.addInitScript(() => {
    const confirm = (window as unknown as { __payerConfirms: (params: unknown) => Promise<boolean> }).__payerConfirms;
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke(name: string, params: unknown, done: (answer: { err_msg: string }) => void) {
        if (name !== "getBrandWCPayRequest") return;
        void confirm(params).then((paid) => done({ err_msg: paid ? "get_brand_wcpay_request:ok" : "get_brand_wcpay_request:fail" }));
      },
    };
  });
  const page = await context.newPage();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/vip/buy`);
  await page.getByRole("radio", { name: /月度VIP会员/ }).check();
  await page.getByRole("radio", { name: "微信支付" }).check();
  await page.getByRole("button", { name: "去支付" }).click();

  // Through WeChat's 网页授权 (silent, snsapi_base) and back; the cashier opens and is paid; nobody touches the page.
  await expect(page).toHaveURL(/\/user\/pay\/success\?orderNo=/, { timeout: 30_000 });
  await expect(page.getByRole("status")).toHaveText("支付成功");
  await expect(page.getByTestId("order-state")).toHaveText("已支付");
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatchObject({ appId: "wxd678efh567hg6787", signType: "RSA", package: expect.stringMatching(/^prepay_id=wx/) });
  await context.close();
});

test("a legal package by Alipay: its cashier and back, then a refund the platform approves and Alipay makes", async ({ page, browser }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/default/comprehensives-ervices/law-services/legal/package-list`);
  const first = page.getByTestId("service-package").first();
  const name = (await first.getByRole("heading", { level: 2 }).textContent()) ?? "";
  await first.getByRole("link", { name: `查看详情：${name}` }).click();
  await page.getByRole("button", { name: "立即购买" }).click();
  await expect(page.getByRole("heading", { name: "支付订单", level: 1 })).toBeVisible();
  // What this platform offers: the member's card (快捷支付), WeChat Pay, Alipay, and 对公转账 (the package is above its limit).
  await expect(page.getByRole("radio")).toHaveCount(4);
  await page.getByRole("radio", { name: "支付宝" }).check();
  await page.getByRole("button", { name: /^去支付/ }).click();

  // Alipay's cashier (电脑网站支付), on its own origin.
  await expect(page).toHaveURL(new RegExp(`^${fakeAlipayOrigin()}`));
  await expect(page.locator("body")).toContainText(name);
  await page.getByRole("button", { name: "确认付款" }).click();

  // Back on the portal's pay result: Alipay's notification has paid the order.
  await expect(page).toHaveURL(/\/pay\/success\?orderNo=/);
  await expect(page.getByRole("status")).toHaveText("支付成功");
  await expect(page.getByTestId("order-state")).toHaveText("已支付");
  const orderNo = (await page.locator("dd").nth(1).textContent()) ?? "";
  expect(orderNo).not.toBe("");

  await page.getByRole("link", { name: "查看我的订单" }).click();
  await page.getByRole("row").filter({ hasText: orderNo }).getByRole("link", { name }).click();
  await page.getByLabel("退款原因").fill("项目取消，申请退款");
  await page.getByRole("button", { name: "申请退款" }).click();
  await expect(page.getByTestId("order-state")).toHaveText("退款中");

  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await approveFromDesk(desk, `审核 ${name}（订单 ${orderNo}）`, "项目取消，申请退款");
  await desk.context().close();

  await page.reload();
  await expect(page.getByTestId("order-state")).toHaveText("已退款");
  await expect(page.getByRole("region", { name: "订单记录" })).toContainText("退款成功 · 系统");
  await expectAxeClean(page);
});
