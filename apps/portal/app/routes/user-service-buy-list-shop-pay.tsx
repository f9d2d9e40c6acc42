import { redirect } from "react-router";
import { loadOwnOrder } from "../features/services/member-order.server.ts";
import { OrderCheckout } from "../features/services/order-checkout.tsx";
import { payAtCheckout, paymentChoices } from "../features/services/payment-method.server.ts";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import { payPagePath } from "../lib/pay-page.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-service-buy-list-shop-pay";

/** The shop service order to pay (another kind goes to the platform's page) and the member's own bound cards. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const order = await loadOwnOrder(request, context);
  if (order.itemKind !== "shop_service") throw redirect(payPagePath(order.orderNo, order.itemKind));
  const client = memberClientOrLogin(context);
  return { order, choices: await paymentChoices(client) };
}

/** 去支付: through the same payments module as every purchase; one attempt however often it is clicked. */
export async function action({ request, context }: Route.ActionArgs) {
  const orderNo = new URL(request.url).searchParams.get("orderNo") ?? "";
  return payAtCheckout(request, context, await request.formData(), async () => orderNo);
}

/** 支付服务订单: a company's service, with its seller, paid on the buyer's own order pages. */
export default function ShopServicePay({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderCheckout order={loaderData.order} choices={loaderData.choices} refusal={actionData && !actionData.ok ? actionData.msg : null} />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.payTitle, description: texts.payTitle }, { name: "robots", content: "noindex" });
}
