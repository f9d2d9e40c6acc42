import { createVerify, generateKeyPairSync, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutRequest, NotificationCheck, PaymentProvider, VerifiedNotification } from "../payment-provider.ts";
import { AlipayGatewayError } from "./alipay-gateway.ts";
import { createAlipayProvider } from "./alipay-provider.ts";
import { type AlipaySettings, readAlipaySettings } from "./alipay-settings.ts";
import { type FakeAlipay, startFakeAlipay } from "./fake-alipay.ts";
import { fenToYuan, yuanToFen } from "./yuan-amount.ts";

const APP_ID = "2021004100000001";
const SELLER_ID = "2088102100000001";
const DAY_MS = 24 * 3_600_000;
const RETURN_URL = "https://portal.example.cn/pay/result?orderNo=SO1001";

const app = generateKeyPairSync("rsa", { modulusLength: 2048 });
const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });

/** One clock for the gateway and the adapter, moved back to make trades of past days for the statement. */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

let fake: FakeAlipay;
let settings: AlipaySettings;
let alipay: PaymentProvider;
let receiver: Server;
let notifyUrl = "";
/** What our notify endpoint (the provider's check and answer, as the notify route does) made of each notification. */
const received: NotificationCheck[] = [];

const newPaymentId = () => `P${randomUUID().replaceAll("-", "")}`;
const checkoutOf = (change: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentId: newPaymentId(),
  orderNo: "20261129ABCDEFGH",
  method: "alipay",
  amountFen: 1234,
  subject: "法律服务包（年度）",
  returnUrl: RETURN_URL,
  payBefore: new Date(now().getTime() + 30 * 60_000),
  channel: "pc",
  clientIp: "203.0.113.7",
  payerMemberId: 7,
  ...change,
});

/** The checkout URL's parameters, biz_content parsed. */
function parametersOf(checkoutUrl: string) {
  const url = new URL(checkoutUrl);
  const params = Object.fromEntries(url.searchParams);
  return { url, params, biz: JSON.parse(params.biz_content ?? "{}") as Record<string, unknown> };
}

/** The buyer's browser opening the checkout URL: Alipay's cashier, or its refusal. */
async function openCheckout(checkoutUrl: string) {
  const response = await fetch(checkoutUrl);
  return { status: response.status, html: await response.text() };
}

/** Opens the cashier and clicks 确认付款; the redirect Alipay sends the browser to. */
async function payAtCashier(checkoutUrl: string): Promise<URL> {
  const { status, html } = await openCheckout(checkoutUrl);
  expect(status, html).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "";
  const outTradeNo = /name="out_trade_no" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const response = await fetch(new URL(action, checkoutUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ out_trade_no: outTradeNo }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "");
}

/** A paid trade: checkout opened and paid at Alipay's cashier. */
async function paidTrade(change: Partial<CheckoutRequest> = {}) {
  const request = checkoutOf(change);
  const { checkoutUrl } = await alipay.createCheckout(request);
  await payAtCashier(checkoutUrl);
  return request;
}

const lastCall = (method: string) => fake.lastRequests.filter((request) => request.method === method).at(-1);
const accepted = (check: NotificationCheck | undefined): VerifiedNotification => {
  if (!check?.ok) throw new Error(`notification refused: ${check?.reason}`);
  return check.notification;
};

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const check = alipay.verifyNotification(request.headers, Buffer.concat(chunks).toString("utf8"));
      received.push(check);
      const answer = alipay.notificationAnswer(check.ok);
      response.writeHead(answer.status, { "content-type": answer.contentType });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notify/alipay`;

  fake = await startFakeAlipay({ appId: APP_ID, sellerId: SELLER_ID, appPublicKey: app.publicKey, now });
  const reading = readAlipaySettings({
    ALIPAY_APP_ID: APP_ID,
    ALIPAY_SELLER_ID: SELLER_ID,
    ALIPAY_PRIVATE_KEY: app.privateKey.export({ format: "pem", type: "pkcs1" }).toString(),
    ALIPAY_PUBLIC_KEY: fake.alipayPublicKeyPem,
    ALIPAY_GATEWAY: fake.gatewayUrl,
  });
  if (!reading.ok) throw new Error(reading.problems.join("\n"));
  settings = reading.settings;
  alipay = createAlipayProvider(settings, { notifyUrl, now });
});

afterAll(async () => {
  await fake?.close();
  receiver?.closeAllConnections();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()) ?? resolve());
});

describe("amounts between fen and Alipay's yuan", () => {
  it.each([
    [1, "0.01"],
    [10, "0.10"],
    [100, "1.00"],
    [1234, "12.34"],
    [123_456_789, "1234567.89"],
    [10_000_000_000, "100000000.00"],
  ])("%i fen is %s yuan, and back", (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it("takes no float on the way: every fen from 0.00 to 100.00 round-trips exactly", () => {
    for (let fen = 0; fen <= 10_000; fen += 1) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(yuanToFen("0.29")).toBe(29);
  });

  it.each(["", "abc", "-1.00", "1.234", "1e3", " 1.00", "01.00", "1,000.00", "12."])("refuses %j", (text) => {
    expect(yuanToFen(text)).toBeNull();
  });
});

describe("checkout", () => {
  it("opens 电脑网站支付 on a PC: alipay.trade.page.pay, a signed GET URL on the gateway", async () => {
    const request = checkoutOf();
    const checkout = await alipay.createCheckout(request);
    expect(checkout.tradeNo).toBe("");
    const { url, params, biz } = parametersOf(checkout.checkoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe(fake.gatewayUrl);
    expect(params).toMatchObject({
      method: "alipay.trade.page.pay",
      app_id: APP_ID,
      charset: "utf-8",
      sign_type: "RSA2",
      version: "1.0",
      notify_url: notifyUrl,
      return_url: RETURN_URL,
    });
    expect(biz).toEqual({
      out_trade_no: request.paymentId,
      total_amount: "12.34",
      subject: "法律服务包（年度）",
      product_code: "FAST_INSTANT_TRADE_PAY",
      time_expire: new Date(request.payBefore.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace("T", " "),
    });
    // Alipay's timestamp is China time, whatever this host's zone (UTC here).
    const stamped = Date.parse(`${params.timestamp?.replace(" ", "T")}+08:00`);
    expect(Math.abs(stamped - now().getTime())).toBeLessThan(5_000);

    const cashier = await openCheckout(checkout.checkoutUrl);
    expect(cashier.status).toBe(200);
    expect(cashier.html).toContain("确认付款");
    expect(cashier.html).toContain("电脑网站支付");
    expect(cashier.html).toContain("¥12.34");
    expect(lastCall("alipay.trade.page.pay")?.refusal).toBe("");
  });

  it("opens 手机网站支付 on a phone: alipay.trade.wap.pay with QUICK_WAP_WAY and the way back", async () => {
    const request = checkoutOf({ channel: "mobile", amountFen: 1 });
    const { checkoutUrl } = await alipay.createCheckout(request);
    const { params, biz } = parametersOf(checkoutUrl);
    expect(params.method).toBe("alipay.trade.wap.pay");
    expect(biz).toMatchObject({ out_trade_no: request.paymentId, total_amount: "0.01", product_code: "QUICK_WAP_WAY", quit_url: RETURN_URL });
    const cashier = await openCheckout(checkoutUrl);
    expect(cashier.status).toBe(200);
    expect(cashier.html).toContain("手机网站支付");
  });

  it("is refused by the gateway when a parameter of the URL was changed", async () => {
    const { checkoutUrl } = await alipay.createCheckout(checkoutOf());
    const { url, biz } = parametersOf(checkoutUrl);
    url.searchParams.set("biz_content", JSON.stringify({ ...biz, total_amount: "0.01" }));
    const cashier = await openCheckout(url.toString());
    expect(cashier.status).toBe(400);
    expect(cashier.html).toContain("isv.invalid-signature");
  });

  it("gives the same trade terms when the same payment is asked again (Alipay refuses a changed reopening)", async () => {
    const request = checkoutOf();
    const first = await alipay.createCheckout(request);
    expect((await openCheckout(first.checkoutUrl)).status).toBe(200);
    const again = await alipay.createCheckout(request);
    expect(parametersOf(again.checkoutUrl).biz).toEqual(parametersOf(first.checkoutUrl).biz);
    expect((await openCheckout(again.checkoutUrl)).status).toBe(200);
  });

  it("lets Alipay close the trade when the order's time to pay is up, opened or not", async () => {
    const opened = checkoutOf({ payBefore: new Date(now().getTime() + 2 * 60_000) });
    const openedCheckout = await alipay.createCheckout(opened);
    expect((await openCheckout(openedCheckout.checkoutUrl)).status).toBe(200);
    const neverOpened = checkoutOf({ payBefore: new Date(now().getTime() + 2 * 60_000) });
    const neverOpenedCheckout = await alipay.createCheckout(neverOpened);
    clockOffsetMs = 3 * 60_000;
    try {
      expect(await alipay.query(opened.paymentId)).toMatchObject({ status: "closed" });
      const late = await openCheckout(neverOpenedCheckout.checkoutUrl);
      expect(late.status).toBe(400);
      expect(late.html).toContain("ACQ.TRADE_HAS_CLOSE");
      await expect(alipay.createCheckout(neverOpened)).rejects.toThrow(/payable before/);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("keeps the subject within Alipay's 256 characters and without its special characters", async () => {
    const request = checkoutOf({ subject: `合同/审查=服务&${"法".repeat(300)}` });
    const { checkoutUrl } = await alipay.createCheckout(request);
    const subject = String(parametersOf(checkoutUrl).biz.subject);
    expect(Array.from(subject)).toHaveLength(256);
    expect(subject.startsWith("合同 审查 服务 法法")).toBe(true);
    expect((await openCheckout(checkoutUrl)).status).toBe(200);
  });

  it("refuses a payment id Alipay would not take as out_trade_no, and an amount outside its range", async () => {
    await expect(alipay.createCheckout(checkoutOf({ paymentId: `P${"0".repeat(64)}` }))).rejects.toThrow(/out_trade_no/);
    await expect(alipay.createCheckout(checkoutOf({ paymentId: "P-1" }))).rejects.toThrow(/out_trade_no/);
    await expect(alipay.createCheckout(checkoutOf({ amountFen: 0 }))).rejects.toThrow(RangeError);
    await expect(alipay.createCheckout(checkoutOf({ amountFen: 10_000_000_001 }))).rejects.toThrow(RangeError);
  });
});

describe("paying, querying and closing", () => {
  it("follows a trade: unknown before the buyer opens the page, waiting, then paid at the cashier", async () => {
    const request = checkoutOf();
    const { checkoutUrl } = await alipay.createCheckout(request);
    expect(await alipay.query(request.paymentId)).toBeNull();
    expect((await openCheckout(checkoutUrl)).status).toBe(200);
    expect(await alipay.query(request.paymentId)).toMatchObject({ paymentId: request.paymentId, status: "waiting", amountFen: 1234 });

    const before = received.length;
    const redirect = await payAtCashier(checkoutUrl);
    const trade = fake.trade(request.paymentId);
    expect(await alipay.query(request.paymentId)).toEqual({
      paymentId: request.paymentId,
      tradeNo: trade?.tradeNo,
      status: "succeeded",
      amountFen: 1234,
      refundedFen: 0,
    });

    // The asynchronous notification reached our endpoint, verified, and was acknowledged.
    expect(received.length).toBe(before + 1);
    const notification = accepted(received.at(-1));
    expect(notification).toEqual({
      notificationId: fake.notifications.at(-1)?.fields.notify_id,
      kind: "payment",
      paymentId: request.paymentId,
      tradeNo: trade?.tradeNo,
      status: "succeeded",
      amountFen: 1234,
    });
    expect(fake.notifications.at(-1)?.answer).toBe("success");

    // The browser is sent back to our return page (its own orderNo kept) with Alipay's signed synchronous parameters.
    expect(`${redirect.origin}${redirect.pathname}`).toBe("https://portal.example.cn/pay/result");
    const returned = Object.fromEntries(redirect.searchParams);
    expect(returned).toMatchObject({ orderNo: "SO1001", out_trade_no: request.paymentId, method: "alipay.trade.page.pay.return", total_amount: "12.34" });
    const content = Object.keys(returned)
      .filter((name) => !["sign", "sign_type", "orderNo"].includes(name))
      .sort()
      .map((name) => `${name}=${returned[name]}`)
      .join("&");
    expect(
      createVerify("RSA-SHA256")
        .update(content)
        .verify(fake.alipayPublicKeyPem, returned.sign ?? "", "base64"),
    ).toBe(true);
  });

  it("closes a trade nobody opened yet without an error (there is nothing at Alipay to close)", async () => {
    const request = checkoutOf();
    await alipay.createCheckout(request);
    await expect(alipay.close(request.paymentId)).resolves.toBeUndefined();
    expect(lastCall("alipay.trade.close")).toMatchObject({ bizContent: { out_trade_no: request.paymentId }, refusal: "ACQ.TRADE_NOT_EXIST" });
  });

  it("closes an opened trade so it can no longer be paid, and closing it again is harmless", async () => {
    const request = checkoutOf();
    const { checkoutUrl } = await alipay.createCheckout(request);
    await openCheckout(checkoutUrl);
    await alipay.close(request.paymentId);
    expect(fake.trade(request.paymentId)?.status).toBe("TRADE_CLOSED");
    expect(await alipay.query(request.paymentId)).toMatchObject({ status: "closed" });
    await expect(alipay.close(request.paymentId)).resolves.toBeUndefined();
    expect(lastCall("alipay.trade.close")?.refusal).toBe("ACQ.TRADE_STATUS_ERROR");
    const reopened = await openCheckout(checkoutUrl);
    expect(reopened.status).toBe(400);
    expect(reopened.html).toContain("ACQ.TRADE_HAS_CLOSE");

    // Alipay's TRADE_CLOSED notification of an unpaid trade: the attempt failed.
    await fake.idle();
    expect(accepted(received.at(-1))).toMatchObject({ kind: "payment", paymentId: request.paymentId, status: "failed" });
  });

  it("leaves a paid trade alone on close (the query tells it was paid)", async () => {
    const request = await paidTrade();
    await expect(alipay.close(request.paymentId)).resolves.toBeUndefined();
    expect(await alipay.query(request.paymentId)).toMatchObject({ status: "succeeded" });
  });
});

describe("refunds", () => {
  it("refunds part of a paid trade at once, once per refund id, and tells it by notification", async () => {
    const request = await paidTrade();
    const refundId = `RF${request.paymentId.slice(1, 20)}`;
    const refund = { paymentId: request.paymentId, refundId, amountFen: 200, paidFen: 1234, reason: "服务未开始，全额退款之外的部分退款" };
    expect(await alipay.refund(refund)).toEqual({ status: "succeeded" });
    expect(lastCall("alipay.trade.refund")?.bizContent).toEqual({
      out_trade_no: request.paymentId,
      out_request_no: refundId,
      refund_amount: "2.00",
      refund_reason: refund.reason,
    });

    // A retry with the same id moves no money (fund_change N): the refund query says it was made.
    expect(await alipay.refund(refund)).toEqual({ status: "succeeded" });
    expect(fake.trade(request.paymentId)?.refunds).toHaveLength(1);
    expect(lastCall("alipay.trade.fastpay.refund.query")?.bizContent).toEqual({ out_trade_no: request.paymentId, out_request_no: refundId });
    expect(await alipay.queryRefund({ paymentId: request.paymentId, refundId })).toEqual({ status: "succeeded" });

    // After a partial refund Alipay notifies TRADE_SUCCESS with refund_fee and out_biz_no.
    await fake.idle();
    const notice = fake.notifications.at(-1);
    expect(notice?.fields).toMatchObject({ trade_status: "TRADE_SUCCESS", refund_fee: "2.00", out_biz_no: refundId });
    expect(accepted(received.at(-1))).toEqual({
      notificationId: notice?.fields.notify_id,
      kind: "refund",
      paymentId: request.paymentId,
      refundId,
      amountFen: 200,
      status: "succeeded",
    });
  });

  it("tells a full refund by the TRADE_CLOSED notification as a refund", async () => {
    const request = await paidTrade({ amountFen: 990 });
    const refundId = `RF${request.paymentId.slice(1, 20)}`;
    expect(await alipay.refund({ paymentId: request.paymentId, refundId, amountFen: 990, paidFen: 990, reason: "订单取消" })).toEqual({ status: "succeeded" });
    await fake.idle();
    expect(fake.notifications.at(-1)?.fields).toMatchObject({ trade_status: "TRADE_CLOSED", refund_fee: "9.90", out_biz_no: refundId });
    expect(accepted(received.at(-1))).toMatchObject({ kind: "refund", paymentId: request.paymentId, refundId, amountFen: 990 });
    expect(await alipay.query(request.paymentId)).toMatchObject({ status: "closed" });
  });

  it("answers failed, with Alipay's reason, to a refund it refuses", async () => {
    const request = await paidTrade();
    const tooMuch = await alipay.refund({ paymentId: request.paymentId, refundId: "RFtoomuch1", amountFen: 1235, paidFen: 1234, reason: "多退" });
    expect(tooMuch.status).toBe("failed");
    expect(tooMuch.reason).toContain("ACQ.REFUND_AMT_NOT_EQUAL_TOTAL");
    const unknown = await alipay.refund({ paymentId: newPaymentId(), refundId: "RFunknown1", amountFen: 1, paidFen: 1, reason: "无此交易" });
    expect(unknown).toEqual({ status: "failed", reason: "交易不存在 (ACQ.TRADE_NOT_EXIST)" });
    expect(fake.trade(request.paymentId)?.refunds).toHaveLength(0);
  });

  it("answers processing when Alipay's system error leaves the outcome open, and failed on a business refusal", async () => {
    const request = await paidTrade();
    const refund = { paymentId: request.paymentId, refundId: `RF${request.paymentId.slice(1, 20)}`, amountFen: 100, paidFen: 1234, reason: "退款" };
    fake.refuseNext("alipay.trade.refund", { code: "20000", msg: "Service Currently Unavailable", sub_code: "isp.unknow-error", sub_msg: "系统繁忙" });
    expect(await alipay.refund(refund)).toEqual({ status: "processing", reason: "系统繁忙 (isp.unknow-error)" });
    fake.refuseNext("alipay.trade.refund", { code: "40004", msg: "Business Failed", sub_code: "ACQ.SELLER_BALANCE_NOT_ENOUGH", sub_msg: "卖家余额不足" });
    expect(await alipay.refund(refund)).toEqual({ status: "failed", reason: "卖家余额不足 (ACQ.SELLER_BALANCE_NOT_ENOUGH)" });
    // The same refund asked again once Alipay is well goes through, once.
    expect(await alipay.refund(refund)).toEqual({ status: "succeeded" });
    expect(fake.trade(request.paymentId)?.refunds).toHaveLength(1);
  });

  it("knows no refund it was never asked for", async () => {
    const request = await paidTrade();
    expect(await alipay.queryRefund({ paymentId: request.paymentId, refundId: "RFnever1" })).toBeNull();
    expect(await alipay.queryRefund({ paymentId: newPaymentId(), refundId: "RFnever2" })).toBeNull();
  });
});

describe("notifications", () => {
  let paid: CheckoutRequest;
  let fields: Record<string, string>;
  const check = (body: string) => alipay.verifyNotification({ "content-type": "application/x-www-form-urlencoded; charset=utf-8" }, body);
  const refusal = (body: string) => {
    const result = check(body);
    if (result.ok) throw new Error("the notification was accepted");
    return result;
  };

  beforeAll(async () => {
    paid = await paidTrade();
    fields = fake.notificationFields(paid.paymentId);
  });

  it("accepts Alipay's notification, and the same one again with the same id (the books apply it once)", () => {
    const body = fake.signNotification(fields);
    const first = accepted(check(body));
    expect(first).toMatchObject({ notificationId: fields.notify_id, kind: "payment", paymentId: paid.paymentId, status: "succeeded", amountFen: 1234 });
    expect(accepted(check(body))).toEqual(first);
  });

  it("checks the signature over the values as sent, '%' and '+' included", () => {
    expect(accepted(check(fake.signNotification({ ...fields, body: "100% 满意 a+b=c&d" }))).kind).toBe("payment");
  });

  it.each<[string, (body: string) => string, RegExp]>([
    ["a changed amount", (body) => body.replace("total_amount=12.34", "total_amount=0.01"), /签名无效/],
    ["a changed payment id", (body) => body.replace(/out_trade_no=P[0-9a-f]+/, "out_trade_no=Pother"), /签名无效/],
    ["an added parameter", (body) => `${body}&refund_fee=12.34`, /签名无效/],
    ["a parameter twice", (body) => `${body}&total_amount=12.34`, /重复/],
    ["no signature", (body) => body.replace(/&sign=[^&]+/, ""), /没有签名/],
    ["a SHA1 signature type", (body) => body.replace("sign_type=RSA2", "sign_type=RSA"), /不是 RSA2/],
  ])("refuses %s", (_case, alter, reason) => {
    const result = refusal(alter(fake.signNotification(fields)));
    expect(result.reason).toMatch(reason);
  });

  it("refuses a notification signed with another key", () => {
    const result = refusal(fake.signNotification(fields, stranger.privateKey));
    expect(result).toEqual({ ok: false, reason: "通知签名无效", notificationId: fields.notify_id });
  });

  it.each<[string, Record<string, string | undefined>, RegExp]>([
    ["another application", { app_id: "2021004100000999", auth_app_id: "2021004100000999" }, /app_id 2021004100000999 不是本应用/],
    ["another application authorised", { auth_app_id: "2021004100000999" }, /auth_app_id/],
    ["another seller", { seller_id: "2088102100000999" }, /seller_id 2088102100000999 不是本商户/],
    ["no seller", { seller_id: undefined }, /seller_id \(无\)/],
    ["a malformed amount", { total_amount: "12.345" }, /total_amount "12.345" 格式不正确/],
    ["a negative amount", { total_amount: "-12.34" }, /格式不正确/],
    ["no amount", { total_amount: undefined }, /格式不正确/],
    ["no payment id", { out_trade_no: undefined }, /out_trade_no/],
    ["no notify_id", { notify_id: undefined }, /notify_id/],
    ["a malformed refund amount", { refund_fee: "1.2.3", out_biz_no: "RF1" }, /refund_fee/],
    ["a trade still waiting", { trade_status: "WAIT_BUYER_PAY" }, /WAIT_BUYER_PAY 无需处理/],
  ])("refuses a correctly signed notification with %s", (_case, change, reason) => {
    const altered = Object.fromEntries(Object.entries({ ...fields, ...change }).filter((entry): entry is [string, string] => entry[1] !== undefined));
    expect(refusal(fake.signNotification(altered)).reason).toMatch(reason);
  });

  it("reports a signed amount as it is, for the books to hold against the payment", () => {
    expect(accepted(check(fake.signNotification({ ...fields, total_amount: "0.01" })))).toMatchObject({ paymentId: paid.paymentId, amountFen: 1 });
  });

  it("reads TRADE_FINISHED as paid, and a refund made without our refund id as the payment it still shows", () => {
    expect(accepted(check(fake.signNotification({ ...fields, trade_status: "TRADE_FINISHED" })))).toMatchObject({ kind: "payment", status: "succeeded" });
    const consoleRefund = { ...fields, trade_status: "TRADE_CLOSED", refund_fee: "12.34", gmt_refund: "2026-11-29 10:00:00.123" };
    expect(accepted(check(fake.signNotification(consoleRefund)))).toMatchObject({ kind: "payment", status: "succeeded", amountFen: 1234 });
  });

  it("answers Alipay's way: success stops the resending, fail asks for it", () => {
    expect(alipay.notificationAnswer(true)).toEqual({ status: 200, contentType: "text/plain; charset=utf-8", body: "success" });
    expect(alipay.notificationAnswer(false)).toEqual({ status: 200, contentType: "text/plain; charset=utf-8", body: "fail" });
  });
});

describe("trust in the gateway", () => {
  it("is refused by Alipay when our requests are signed with a key it does not hold", async () => {
    const impostor = createAlipayProvider(
      { ...settings, privateKeyPem: stranger.privateKey.export({ format: "pem", type: "pkcs8" }).toString() },
      { notifyUrl, now },
    );
    const error = await impostor.query(newPaymentId()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AlipayGatewayError);
    expect((error as AlipayGatewayError).subCode).toBe("isv.invalid-signature");
    expect(fake.lastRequests.at(-1)?.refusal).toBe("isv.invalid-signature");
  });

  it("refuses an answer whose signature is not Alipay's", async () => {
    const request = await paidTrade();
    fake.signResponsesWith("stranger");
    try {
      await expect(alipay.query(request.paymentId)).rejects.toThrow(AlipayGatewayError);
      await expect(alipay.refund({ paymentId: request.paymentId, refundId: "RFforged1", amountFen: 1, paidFen: 1234, reason: "x" })).rejects.toThrow(
        AlipayGatewayError,
      );
    } finally {
      fake.signResponsesWith("alipay");
    }
    expect(await alipay.query(request.paymentId)).toMatchObject({ status: "succeeded" });
  });

  it("throws when the gateway cannot be reached", async () => {
    const unreachable = createAlipayProvider({ ...settings, gateway: "http://127.0.0.1:9/gateway.do" }, { notifyUrl, now, timeoutMs: 2_000 });
    await expect(unreachable.query(newPaymentId())).rejects.toThrow(AlipayGatewayError);
  });
});

describe("the statement for reconciliation", () => {
  it("lists the trades of each past China day from the downloaded statements, refunds included, and skips today's", async () => {
    clockOffsetMs = -3 * DAY_MS;
    const threeDaysAgo = await paidTrade({ amountFen: 5000 });
    await alipay.refund({
      paymentId: threeDaysAgo.paymentId,
      refundId: `RF${threeDaysAgo.paymentId.slice(1, 20)}`,
      amountFen: 1500,
      paidFen: 5000,
      reason: "部分退款",
    });
    clockOffsetMs = -2 * DAY_MS;
    const twoDaysAgo = await paidTrade({ amountFen: 1, channel: "mobile" });
    clockOffsetMs = 0;
    const today = await paidTrade({ amountFen: 777 });
    await fake.idle();

    const until = now();
    const { trades, coveredUntil } = await alipay.settledTrades(new Date(until.getTime() - 4 * DAY_MS), until);
    const ours = new Set([threeDaysAgo.paymentId, twoDaysAgo.paymentId, today.paymentId]);
    // Complete up to today's start (today's statement is not out): today's payment is not missing from it.
    expect(coveredUntil).toEqual(new Date(`${new Date(until.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+08:00`));
    expect(trades.filter((trade) => ours.has(trade.paymentId))).toEqual([
      { paymentId: threeDaysAgo.paymentId, tradeNo: fake.trade(threeDaysAgo.paymentId)?.tradeNo, status: "succeeded", amountFen: 5000, refundedFen: 1500 },
      { paymentId: twoDaysAgo.paymentId, tradeNo: fake.trade(twoDaysAgo.paymentId)?.tradeNo, status: "succeeded", amountFen: 1, refundedFen: 0 },
    ]);

    const billDates = fake.lastRequests
      .filter((request) => request.method === "alipay.data.dataservice.bill.downloadurl.query")
      .map((request) => request.bizContent);
    const chinaDay = (offsetDays: number) => new Date(until.getTime() + 8 * 3_600_000 + offsetDays * DAY_MS).toISOString().slice(0, 10);
    expect(billDates).toEqual([-4, -3, -2, -1].map((offset) => ({ bill_type: "trade", bill_date: chinaDay(offset) })));
  });
});
