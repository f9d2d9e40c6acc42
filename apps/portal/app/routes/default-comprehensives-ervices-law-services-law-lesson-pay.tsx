import { redirect } from "react-router";
import { loadOwnOrder } from "../features/services/member-order.server.ts";
import { OrderCheckout } from "../features/services/order-checkout.tsx";
import { payAtCheckout, paymentChoices } from "../features/services/payment-method.server.ts";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import { payPagePath } from "../lib/pay-page.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/default-comprehensives-ervices-law-services-law-lesson-pay";

/** The order to pay and the member's own bound cards (快捷支付 charges only the member's card); a shop's service goes on to its own page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const order = await loadOwnOrder(request, context);
  // Links sent before shop services had their own pay page still arrive here.
  if (order.itemKind === "shop_service") throw redirect(payPagePath(order.orderNo, order.itemKind), 301);
  const client = memberClientOrLogin(context);
  return { order, choices: await paymentChoices(client) };
}

/** 去支付: the provider's checkout for the chosen method; the server makes one attempt however often it is clicked. */
export async function action({ request, context }: Route.ActionArgs) {
  const orderNo = new URL(request.url).searchParams.get("orderNo") ?? "";
  return payAtCheckout(request, context, await request.formData(), async () => orderNo);
}

/** 支付 (spec §2 comprehensives-ervices/law-services/law-lesson/pay): the order, and how to pay it — a bound bank card, WeChat Pay, Alipay or (from the limit up) 对公转账. */
export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderCheckout order={loaderData.order} choices={loaderData.choices} refusal={actionData && !actionData.ok ? actionData.msg : null} />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.payTitle, description: texts.payTitle }, { name: "robots", content: "noindex" });
}
