import { formatFen } from "@cidp/domain";
import { Link } from "react-router";
import { invoiceAction, loadOrderInvoice } from "../features/invoices/invoice.server.ts";
import { InvoicePanel } from "../features/invoices/invoice-panel.tsx";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { loadOwnOrder } from "../features/services/member-order.server.ts";
import { orderAction } from "../features/services/order-actions.server.ts";
import { OrderActions, OrderHistory } from "../features/services/order-parts.tsx";
import * as styles from "../features/vip/vip.css.ts";
import { loadOrderGrant } from "../features/vip/vip.server.ts";
import { fill, vipTexts as texts } from "../features/vip/vip-texts.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-service-buy-list-vip-detail";

/** The VIP order, the period it gave the business and the order's invoice. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const order = await loadOwnOrder(request, context);
  const client = memberClientOrLogin(context);
  const [vip, invoice] = await Promise.all([loadOrderGrant(client, order.orderNo), loadOrderInvoice(client, order.orderNo)]);
  return { order, vip, invoice };
}

/** 取消 / 申请退款 / 申请发票. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return form.get("intent") === "invoice" ? invoiceAction(request, context, form) : orderAction(request, context, form);
}

/** VIP订单详情 (spec §2 service-buy-list/vip-detail): the plan, the period granted, the order's history. */
export default function VipOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, vip, invoice } = loaderData;
  const { plan, grant, membership } = vip;
  return (
    <div className={page.inner}>
      <h1>{texts.vipOrderTitle}</h1>
      <ActionNotice answer={actionData} />
      <section className={styles.panel} aria-label={texts.vipOrderTitle}>
        <dl className={page.facts}>
          <dt>{texts.plan}</dt>
          <dd>{plan?.name ?? order.title}</dd>
          {plan && (
            <>
              <dt>{texts.duration}</dt>
              <dd>{fill(texts.days, { n: plan.durationDays })}</dd>
            </>
          )}
          <dt>{texts.orderNo}</dt>
          <dd>{order.orderNo}</dd>
          <dt>{texts.state}</dt>
          <dd data-testid="order-state">{order.stateLabel}</dd>
          <dt>{texts.paidAmount}</dt>
          <dd>{formatFen(order.paidFen)}</dd>
          <dt>{texts.period}</dt>
          <dd data-testid="vip-period">{grant ? `${grant.startTime} 至 ${grant.endTime}` : texts.noPeriod}</dd>
          {grant && (
            <>
              <dt>{texts.periodState}</dt>
              <dd>{grant.validityLabel}</dd>
            </>
          )}
          {grant?.revokeTime && (
            <>
              <dt>{texts.revokeTime}</dt>
              <dd>{grant.revokeTime}</dd>
            </>
          )}
          <dt>{texts.membership}</dt>
          <dd>
            {membership.active && membership.expiry
              ? fill(texts.vipUntil, { plan: membership.planName ?? "", expiry: membership.expiry, days: membership.daysLeft })
              : texts.notVip}
          </dd>
        </dl>
        {grant && (
          <p>
            <Link to={`/user/service-auth-order/vip-detail?id=${grant.id}`}>{texts.grantTitle}</Link>
          </p>
        )}
        <OrderActions order={order} payPath={`/default/comprehensives-ervices/law-services/law-lesson/pay?orderNo=${order.orderNo}`} />
      </section>
      <InvoicePanel orderNo={order.orderNo} invoice={invoice} />
      <OrderHistory order={order} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.vipOrderTitle, description: texts.vipOrderTitle });
}
