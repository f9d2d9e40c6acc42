import { clientCall } from "@cidp/api-client";
import { orderCalls } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { loadOwnOrder } from "../features/services/member-order.server.ts";
import * as styles from "../features/services/services.css.ts";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import type { Route } from "./+types/user-service-buy-list-detail";

export async function loader({ request }: Route.LoaderArgs) {
  return { order: await loadOwnOrder(request) };
}

/** 取消订单 (unpaid) or 申请退款 (paid, with a reason). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const orderNo = new URL(request.url).searchParams.get("orderNo") ?? "";
  if (form.get("intent") === "cancel") {
    return memberAction(request, async (client) => {
      await clientCall(orderCalls.cancel)(client, { orderNo }, { silent: true });
      return { msg: texts.cancelDone };
    });
  }
  return memberAction(request, async (client) => {
    await clientCall(orderCalls.requestRefund)(client, { orderNo, reason: String(form.get("reason") ?? "") }, { silent: true });
    return { msg: texts.refundRequested };
  });
}

/** 订单详情 (spec §2 service-buy-list/detail): the order, its history with who and when, and what the buyer may do next. */
export default function ServiceOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <div className={page.inner}>
      <h1>{texts.orderDetailTitle}</h1>
      <ActionNotice answer={actionData} />
      <section className={styles.panel} aria-label={texts.orderDetailTitle}>
        <dl className={page.facts}>
          <dt>{texts.item}</dt>
          <dd>{order.title}</dd>
          <dt>{texts.orderNo}</dt>
          <dd>{order.orderNo}</dd>
          <dt>{texts.state}</dt>
          <dd data-testid="order-state">{order.stateLabel}</dd>
          <dt>{texts.amount}</dt>
          <dd>{formatFen(order.amountFen)}</dd>
          <dt>{texts.paidAmount}</dt>
          <dd>{formatFen(order.paidFen)}</dd>
          {order.refundedFen > 0 && (
            <>
              <dt>{texts.refundedAmount}</dt>
              <dd>{formatFen(order.refundedFen)}</dd>
            </>
          )}
          <dt>{texts.createTime}</dt>
          <dd>{order.createTime}</dd>
        </dl>
        {order.state === "pending_payment" && (
          <div className={page.titleRow}>
            <Link className={page.primaryLink} to={`/default/comprehensives-ervices/law-services/law-lesson/pay?orderNo=${order.orderNo}`}>
              {texts.payAgain}
            </Link>
            <Form method="post">
              <Button type="submit" name="intent" value="cancel" variant="ghost" disabled={busy}>
                {texts.cancelOrder}
              </Button>
            </Form>
          </div>
        )}
        {(order.state === "paid" || order.state === "in_service") && (
          <Form method="post" className={page.searchRow}>
            <label htmlFor="refund-reason">{texts.refundReason}</label>
            <input id="refund-reason" name="reason" required minLength={2} maxLength={200} className={page.searchInput} />
            <Button type="submit" name="intent" value="refund" disabled={busy}>
              {texts.requestRefund}
            </Button>
          </Form>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="order-history">
        <h2 id="order-history">{texts.history}</h2>
        <ol className={styles.history}>
          {order.events.map((event) => {
            const what = texts.events[event.type] ?? event.type;
            return (
              <li key={`${event.time}-${event.type}`}>
                {event.time} · {what} · {texts.actors[event.actorKind] ?? event.actorKind}
                {event.note && event.note !== what ? ` · ${event.note}` : ""}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.orderDetailTitle, description: texts.orderDetailTitle });
}
