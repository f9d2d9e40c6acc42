import { html, type SafeHtml } from "../../login-site/html.ts";
import type { FulfilmentEntry } from "../../order/fulfilment.ts";
import { messageLine } from "./operator-layout.ts";

/** 服务订单: paid orders waiting for the platform to start serving them, and those in service to complete. */
export function ordersPage(entries: FulfilmentEntry[], csrf: string, result: string | null, error: string | null): SafeHtml {
  return html`<h1>服务订单</h1>
${messageLine("success", result)}
${messageLine("error", error)}
<p class="muted">平台自营的法律服务套餐：买家支付后由平台开始服务，服务完成后标记完成。买家会收到通知。</p>
${
  entries.length === 0
    ? html`<p>暂无待处理的服务订单。</p>`
    : html`<table>
<thead><tr><th scope="col">订单号</th><th scope="col">服务</th><th scope="col">买家</th><th scope="col">实付</th><th scope="col">状态</th><th scope="col">更新时间</th><th scope="col">操作</th></tr></thead>
<tbody>${entries.map((e) => {
        const step = e.state === "paid" ? "start" : "complete";
        const label = step === "start" ? "开始服务" : "完成服务";
        return html`<tr><td>${e.orderNo}</td><td>${e.title}</td><td>${e.buyer}</td><td>${e.amount}</td><td>${e.stateLabel}</td><td>${e.updateTime}</td>
<td><form method="post" action="/operator/orders/${e.id}"><input type="hidden" name="_csrf" value="${csrf}"><input type="hidden" name="step" value="${step}">
<div class="field"><label for="note-${e.id}">服务说明（买家可见，选填）</label><input type="text" id="note-${e.id}" name="note" maxlength="200"></div>
<button type="submit" aria-label="${label}：订单 ${e.orderNo}">${label}</button></form></td></tr>`;
      })}</tbody>
</table>`
}`;
}
