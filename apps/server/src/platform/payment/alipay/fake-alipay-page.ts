/**
 * The fake Alipay's cashier pages: the trade with a 确认付款 button (the browser journeys click
 * it), or why it cannot be paid. Plain HTML without scripts.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

const page = (title: string, body: string) => `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem">
<p style="color: #1677ff; font-weight: bold">支付宝（离线测试网关）</p>
${body}
</body>
</html>`;

export interface CashierTrade {
  outTradeNo: string;
  subject: string;
  totalAmount: string;
  /** 电脑网站支付 or 手机网站支付. */
  product: string;
}

export function cashierPage(trade: CashierTrade, payPath: string): string {
  return page(
    "支付宝 - 收银台",
    `<h1 style="font-size: 1.2rem">${escapeHtml(trade.subject)}</h1>
<p>${escapeHtml(trade.product)} · 商户订单号 <span data-out-trade-no>${escapeHtml(trade.outTradeNo)}</span></p>
<p>应付金额 <strong data-total-amount style="font-size: 1.5rem">¥${escapeHtml(trade.totalAmount)}</strong></p>
<form method="post" action="${escapeHtml(payPath)}">
<input type="hidden" name="out_trade_no" value="${escapeHtml(trade.outTradeNo)}">
<button type="submit" style="font-size: 1rem; padding: 0.6rem 2rem">确认付款</button>
</form>`,
  );
}

/** What Alipay's cashier shows instead of the trade: a refused request or a trade that cannot be paid. */
export function cashierRefusalPage(code: string, message: string): string {
  return page("支付宝 - 错误", `<h1 style="font-size: 1.2rem">${escapeHtml(message)}</h1><p>错误代码 <code data-error-code>${escapeHtml(code)}</code></p>`);
}
