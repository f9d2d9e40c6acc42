import { expect, type Page } from "@playwright/test";

/**
 * The payer pays the WeChat Pay Native QR code the page shows, as a scan with WeChat would: the
 * worker's fake WeChat Pay (support/payment-gateways.ts) marks the trade paid and posts its signed,
 * encrypted notification to the services.
 */
export async function payWeChatQrCode(page: Page): Promise<void> {
  const codeUrl = new URL(page.url()).searchParams.get("code") ?? "";
  expect(codeUrl).toMatch(/^weixin:\/\/wxpay\//);
  const answer = await fetch(`${process.env.E2E_FAKE_WECHAT_URL}/__fake/pay?code_url=${encodeURIComponent(codeUrl)}`, { method: "POST" });
  expect(await answer.json()).toMatchObject({ paid: true });
}

/** The fake Alipay's origin, where a 去支付 with 支付宝 lands. */
export const fakeAlipayOrigin = () => new URL(process.env.E2E_FAKE_ALIPAY_URL ?? "http://invalid").origin;
