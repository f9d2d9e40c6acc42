import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { loadOwnOrder } from "../features/services/member-order.server.ts";
import { orderAction } from "../features/services/order-actions.server.ts";
import { OrderDetailPage } from "../features/services/order-detail-page.tsx";
import { OrderFacts } from "../features/services/order-facts.tsx";
import { OrderActions } from "../features/services/order-parts.tsx";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-service-buy-list-detail";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { order: await loadOwnOrder(request, context) };
}

/** 取消订单 or 申请退款. */
export async function action({ request, context }: Route.ActionArgs) {
  return orderAction(request, context, await request.formData());
}

/** 订单详情 (spec §2 service-buy-list/detail): the order, its history with who and when, and what the buyer may do next. */
export default function ServiceOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <OrderDetailPage title={texts.orderDetailTitle} notice={<ActionNotice answer={actionData} />} order={order}>
      <OrderFacts order={order} itemLabel={texts.item} />
      <OrderActions order={order} />
    </OrderDetailPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.orderDetailTitle, description: texts.orderDetailTitle });
}
