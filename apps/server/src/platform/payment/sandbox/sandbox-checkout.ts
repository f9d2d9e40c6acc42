import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { requestHeaders } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import QRCode from "qrcode";
import type { Database } from "../../../db/database.ts";
import { bearerToken } from "../../../plugins/auth.ts";
import { html, raw, type SafeHtml } from "../../login-site/html.ts";
import { SANDBOX_CHECKOUT_PATH } from "./sandbox-provider.ts";
import { createSandboxRepository } from "./sandbox-repository.ts";

const methodLabels: Record<string, string> = { bank_card: "银行卡快捷支付", wechat: "微信支付", alipay: "支付宝" };
const statusTexts: Record<string, string> = { SUCCESS: "该笔交易已支付成功", FAILED: "该笔交易已支付失败", CLOSED: "该笔交易已关闭（订单已取消或超时）" };

const style = `
body{margin:0;font:16px/1.6 "PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;color:#1f2329;background:#f5f6f7}
main{max-width:480px;margin:48px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 4px}.note{color:#595959;font-size:14px;margin:0 0 24px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#595959}dd{margin:0}
.amount{font-size:28px;font-weight:600;color:#c4320a}
.actions{display:flex;flex-wrap:wrap;gap:12px}button,a.button{font:inherit;min-height:44px;padding:0 20px;border-radius:4px;border:1px solid #0079fe;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center}
.pay{background:#0062cc;color:#fff;border-color:#0062cc}.fail{background:#fff;color:#b42318;border-color:#b42318}.cancel{background:#fff;color:#1f2329;border-color:#8c8c8c}
button:focus-visible,a:focus-visible{outline:3px solid #0079fe;outline-offset:2px}.qr{display:block;margin:0 auto 16px;width:180px;height:180px}`;

function page(nonce: string, title: string, main: SafeHtml): string {
  return html`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · 支付沙箱</title><style nonce="${nonce}">${raw(style)}</style></head>
<body><main>${main}</main></body></html>`.value;
}

/** The refusals of the checkout, in words the buyer can act on. */
const checkoutRefusals = {
  login: { title: "请先登录", note: "请在平台登录后，从订单页重新发起支付。" },
  missing: { title: "交易不存在", note: "请返回平台重新发起支付。" },
  expired: { title: "页面已过期", note: "页面已过期，请返回订单页重新发起支付。" },
} as const;

/** The form field that carries the checkout's CSRF token. */
export const CHECKOUT_CSRF_FIELD = "_csrf";

/** Only a path on the same site: the checkout never sends the buyer elsewhere. */
function sameSitePath(url: string): string {
  return url.startsWith("/") && !url.startsWith("//") && !url.includes("\\") ? url : "/";
}

/**
 * The sandbox provider's checkout page: what the buyer sees at a real provider (bank card 快捷支付
 * with the chosen card, or a WeChat Pay / Alipay QR code), with the sandbox's choice of outcome:
 * pay, fail or cancel. Paying or failing queues the signed notification to the services; the
 * browser returns to the merchant's page, which never takes the redirect as proof of payment.
 *
 * Like a real provider's, the checkout is bound to its payer: the page shows, and the choice is
 * taken, only in the session of the member the trade was opened for (the portal's /api proxy turns
 * the session cookies into the token header, for same-origin requests only), and the form carries a
 * CSRF token tied to that session and trade. A trade number alone pays or cancels nothing.
 */
export async function sandboxCheckoutRoutes(app: FastifyInstance, { db, secret }: { db: Database; secret: Uint8Array }) {
  const books = createSandboxRepository(db);
  const csrfKey = createHmac("sha256", secret).update("sandbox-checkout-csrf").digest();
  const csrfOf = (sessionId: string, tradeNo: string) => createHmac("sha256", csrfKey).update(`${sessionId}\n${tradeNo}`).digest("base64url");
  const csrfValid = (sessionId: string, tradeNo: string, given: unknown) => {
    const expected = Buffer.from(csrfOf(sessionId, tradeNo));
    const sent = Buffer.from(typeof given === "string" ? given : "");
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  };

  /** The member whose live session the request presents, or null. */
  async function payerSession(request: FastifyRequest): Promise<{ memberId: number; sessionId: string } | null> {
    const token = bearerToken(request.headers[requestHeaders.platformToken]) ?? bearerToken(request.headers[requestHeaders.authorization]);
    if (!token) return null;
    const resolved = await app.sessions.resolveToken(token);
    return resolved.ok ? { memberId: resolved.session.member.id, sessionId: resolved.session.sessionId } : null;
  }

  await app.register(async (scope) => {
    if (!scope.hasPlugin("@fastify/formbody")) await scope.register(formbody, { bodyLimit: 4_096 });

    const send = (reply: FastifyReply, status: number, title: string, main: (nonce: string) => SafeHtml) => {
      const nonce = randomBytes(16).toString("base64");
      return reply
        .status(status)
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .header(
          "content-security-policy",
          `default-src 'none'; style-src 'nonce-${nonce}'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
        )
        .send(page(nonce, title, main(nonce)));
    };
    const refuse = (reply: FastifyReply, status: number, refusal: { title: string; note: string }) =>
      send(
        reply,
        status,
        refusal.title,
        () => html`<h1>${refusal.title}</h1><p class="note">${refusal.note}</p><a class="button cancel" href="/">返回平台</a>`,
      );
    // Someone else's trade reads as an unknown one: the page says nothing of it.
    const notFound = (reply: FastifyReply) => refuse(reply, 404, checkoutRefusals.missing);

    scope.get<{ Params: { tradeNo: string } }>(`${SANDBOX_CHECKOUT_PATH}/:tradeNo`, async (request, reply) => {
      const payer = await payerSession(request);
      if (!payer) return refuse(reply, 401, checkoutRefusals.login);
      const trade = await books.tradeByNo(request.params.tradeNo.slice(0, 40));
      if (trade?.payerMemberId !== payer.memberId) return notFound(reply);
      const back = sameSitePath(trade.returnUrl);
      if (trade.status !== "WAIT_PAY") {
        return send(
          reply,
          200,
          "支付结果",
          () =>
            html`<h1>${statusTexts[trade.status] ?? trade.status}</h1><p class="note">交易号 ${trade.tradeNo}</p><a class="button cancel" href="${back}">返回平台</a>`,
        );
      }
      const qr = trade.method === "bank_card" ? null : await QRCode.toString(`sandbox-pay://${trade.tradeNo}`, { type: "svg", margin: 1 });
      return send(
        reply,
        200,
        "收银台",
        () => html`<h1>收银台</h1>
<p class="note">支付沙箱：演示环境，不产生真实扣款。请选择本次支付的结果。</p>
<dl><dt>商品</dt><dd>${trade.subject}</dd><dt>支付方式</dt><dd>${methodLabels[trade.method] ?? trade.method}${trade.cardLabel ? `（${trade.cardLabel}）` : ""}</dd>
<dt>金额</dt><dd class="amount">${formatFen(trade.amountFen)}</dd><dt>交易号</dt><dd>${trade.tradeNo}</dd></dl>
${qr ? html`<img class="qr" alt="${methodLabels[trade.method]}付款二维码（沙箱）" src="data:image/svg+xml;base64,${Buffer.from(qr).toString("base64")}">` : ""}
<form method="post" class="actions">
<input type="hidden" name="${CHECKOUT_CSRF_FIELD}" value="${csrfOf(payer.sessionId, trade.tradeNo)}">
<button class="pay" name="choice" value="pay">确认支付</button>
<button class="fail" name="choice" value="fail">模拟支付失败</button>
<button class="cancel" name="choice" value="cancel">取消支付</button>
</form>`,
      );
    });

    scope.post<{ Params: { tradeNo: string }; Body: { choice?: string; [CHECKOUT_CSRF_FIELD]?: string } }>(
      `${SANDBOX_CHECKOUT_PATH}/:tradeNo`,
      async (request, reply) => {
        const payer = await payerSession(request);
        if (!payer) return refuse(reply, 401, checkoutRefusals.login);
        const choice = request.body?.choice;
        if (choice !== "pay" && choice !== "fail" && choice !== "cancel") {
          return send(reply, 400, "请求无效", () => html`<h1>请求无效</h1><p class="note">请在收银台选择支付结果。</p>`);
        }
        // Whose trade it is and the form's token never change: checked before the choice takes the trade's lock.
        const trade = await books.tradeByNo(request.params.tradeNo.slice(0, 40));
        if (trade?.payerMemberId !== payer.memberId) return notFound(reply);
        if (!csrfValid(payer.sessionId, trade.tradeNo, request.body?.[CHECKOUT_CSRF_FIELD])) return refuse(reply, 403, checkoutRefusals.expired);
        if (choice !== "cancel") await books.choose(trade.tradeNo, choice);
        return reply.redirect(sameSitePath(trade.returnUrl), 303);
      },
    );
  });
}
