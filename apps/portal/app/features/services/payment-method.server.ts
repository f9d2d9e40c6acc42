import { type ApiClient, clientCall } from "@cidp/api-client";
import { bankCardCalls, orderCalls } from "@cidp/api-client/contract";
import { redirect, redirectDocument } from "react-router";
import { formBody, typedFields } from "../../lib/form-fields.server.ts";
import { wechatPayPagePath } from "../../lib/pay-page.ts";
import { type ActionAnswer, memberAction } from "../../lib/session/member-action.server.ts";
import type { RequestContext } from "../../lib/session/portal-request.server.ts";

type PaymentMethod = Awaited<ReturnType<ReturnType<typeof clientCall<typeof orderCalls.methods>>>>["data"]["methods"][number];

/**
 * What the checkout offers this member: the methods the deployment has (PAYMENT_PROVIDERS; WeChat
 * Pay and Alipay when the methods cannot be read), the amount from which 对公转账 may be chosen (a
 * tender deposit always may), and, where 快捷支付 is among them, the member's own bound cards
 * (快捷支付 charges only the member's card).
 */
export async function paymentChoices(client: ApiClient) {
  const { methods, bankTransferFromFen } = await clientCall(orderCalls.methods)(client, { silent: true }).then(
    (answer) => answer.data,
    () => ({ methods: ["wechat", "alipay"] as PaymentMethod[], bankTransferFromFen: null }),
  );
  return { methods, bankTransferFromFen, cards: methods.includes("bank_card") ? await ownCards(client) : [] };
}

/** The member's own bound cards, or none when they cannot be read. */
function ownCards(client: ApiClient) {
  return clientCall(bankCardCalls.list)(client, { silent: true }).then(
    (answer) => answer.data.personal,
    () => [],
  );
}

/**
 * A phone's browser pays on the provider's mobile page, any other on its PC checkout; WeChat's own
 * browser is told apart, since WeChat Pay refuses H5 there (the services open JSAPI where offered).
 */
const MOBILE_BROWSER = /Mobile|Android|iPhone|iPad|HarmonyOS/i;
function paymentChannelOf(request: Request): "pc" | "mobile" | "wechat" {
  const agent = request.headers.get("user-agent") ?? "";
  if (/MicroMessenger/i.test(agent)) return "wechat";
  return MOBILE_BROWSER.test(agent) ? "mobile" : "pc";
}

/** WeChat Pay Native's code URL, which the member scans with WeChat: shown as a QR code on our page. */
const WECHAT_CODE_URL = /^weixin:\/\/wxpay\//;

/** The form's `method` as the pay call takes it: `card:<id>` is a bound card, else wechat / alipay / bank_transfer. */
function chosenMethod(form: FormData) {
  const { method } = typedFields(form, ["method"]);
  return method.startsWith("card:") ? { method: "bank_card", bankCardId: method.slice(5) } : { method };
}

/**
 * 去支付: the order named by `orderNoOf` (made first when a purchase needs one) is paid with the
 * chosen method at the provider's checkout — a page of the provider, so a full navigation — or, for
 * WeChat Pay on a PC, on our page showing its QR code until the payment arrives. The pay
 * call's body schema reads the method; the server makes one attempt however often this is clicked;
 * a refusal is answered on the page.
 */
export async function payAtCheckout(
  request: Request,
  context: RequestContext,
  form: FormData,
  orderNoOf: (client: ApiClient) => Promise<string>,
): Promise<ActionAnswer | Response> {
  let checkoutUrl = "";
  let orderNo = "";
  let refused = "";
  const answer = await memberAction(context, async (client) => {
    orderNo = await orderNoOf(client);
    const body = formBody(orderCalls.pay.body, form, { orderNo, ...chosenMethod(form), channel: paymentChannelOf(request) });
    if (!body.ok) {
      refused = body.msg;
      return body;
    }
    const started = await clientCall(orderCalls.pay)(client, body.data, { silent: true });
    checkoutUrl = started.data.checkoutUrl;
    return started;
  });
  if (refused) return { ok: false, msg: refused };
  if (!answer.ok) return answer;
  if (WECHAT_CODE_URL.test(checkoutUrl)) return redirect(wechatPayPagePath(orderNo, checkoutUrl), 303);
  // WeChat Pay's H5 cashier admits only a page of the registered domain: the hop to it tells our
  // origin (never the path), where every other page of the portal tells other sites nothing. Inside
  // WeChat the address is its 网页授权, which comes back to our JSAPI page.
  return redirectDocument(checkoutUrl, { status: 303, headers: { "Referrer-Policy": "strict-origin" } });
}
