import { type ApiClient, clientCall } from "@cidp/api-client";
import { bankCardCalls, orderCalls } from "@cidp/api-client/contract";
import { redirectDocument } from "react-router";
import { formBody, typedFields } from "../../lib/form-fields.server.ts";
import { type ActionAnswer, memberAction } from "../../lib/session/member-action.server.ts";
import type { RequestContext } from "../../lib/session/portal-request.server.ts";

/** The member's own bound cards (快捷支付 charges only the member's card), or none when they cannot be read. */
export function ownCards(client: ApiClient) {
  return clientCall(bankCardCalls.list)(client, { silent: true }).then(
    (answer) => answer.data.personal,
    () => [],
  );
}

/** The form's `method` as the pay call takes it: `card:<id>` is a bound card, else wechat / alipay. */
function chosenMethod(form: FormData) {
  const { method } = typedFields(form, ["method"]);
  return method.startsWith("card:") ? { method: "bank_card", bankCardId: method.slice(5) } : { method };
}

/**
 * 去支付: the order named by `orderNoOf` (made first when a purchase needs one) is paid with the
 * chosen method at the provider's checkout — a page of the provider, so a full navigation. The pay
 * call's body schema reads the method; the server makes one attempt however often this is clicked;
 * a refusal is answered on the page.
 */
export async function payAtCheckout(
  context: RequestContext,
  form: FormData,
  orderNoOf: (client: ApiClient) => Promise<string>,
): Promise<ActionAnswer | Response> {
  let checkoutUrl = "";
  let refused = "";
  const answer = await memberAction(context, async (client) => {
    const body = formBody(orderCalls.pay.body, form, { orderNo: await orderNoOf(client), ...chosenMethod(form) });
    if (!body.ok) {
      refused = body.msg;
      return body;
    }
    const started = await clientCall(orderCalls.pay)(client, body.data, { silent: true });
    checkoutUrl = started.data.checkoutUrl;
    return started;
  });
  if (refused) return { ok: false, msg: refused };
  return answer.ok ? redirectDocument(checkoutUrl, 303) : answer;
}
