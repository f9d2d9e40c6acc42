import { type ApiClient, clientCall } from "@cidp/api-client";
import { bankCardCalls, orderCalls } from "@cidp/api-client/contract";
import { redirectDocument } from "react-router";
import { type ActionAnswer, memberAction } from "../../lib/session/member-action.server.ts";
import type { RequestContext } from "../../lib/session/portal-request.server.ts";

/** The member's own bound cards (快捷支付 charges only the member's card), or none when they cannot be read. */
export function ownCards(client: ApiClient) {
  return clientCall(bankCardCalls.list)(client, { silent: true }).then(
    (answer) => answer.data.personal,
    () => [],
  );
}

/** The form's `method`: `card:<id>` for a bound card, or wechat / alipay. */
function chosenMethod(form: FormData) {
  const choice = String(form.get("method") ?? "");
  return choice.startsWith("card:")
    ? { method: "bank_card" as const, bankCardId: Number(choice.slice(5)) }
    : { method: choice as "bank_card" | "wechat" | "alipay" };
}

/**
 * 去支付: the order named by `orderNoOf` (made first when a purchase needs one) is paid with the
 * chosen method at the provider's checkout — a page of the provider, so a full navigation. The
 * server makes one attempt however often this is clicked; a refusal is answered on the page.
 */
export async function payAtCheckout(
  context: RequestContext,
  form: FormData,
  orderNoOf: (client: ApiClient) => Promise<string>,
): Promise<ActionAnswer | Response> {
  let checkoutUrl = "";
  const answer = await memberAction(context, async (client) => {
    const started = await clientCall(orderCalls.pay)(client, { orderNo: await orderNoOf(client), ...chosenMethod(form) }, { silent: true });
    checkoutUrl = started.data.checkoutUrl;
    return started;
  });
  return answer.ok ? redirectDocument(checkoutUrl, 303) : answer;
}
