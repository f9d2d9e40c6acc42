import { formatFen } from "@cidp/domain";
import { invoiceOrOrderAction, loadOrderInvoice } from "../features/invoices/invoice.server.ts";
import { InvoicePanel } from "../features/invoices/invoice-panel.tsx";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { loadOwnOrder } from "../features/services/member-order.server.ts";
import { orderAction } from "../features/services/order-actions.server.ts";
import { OrderDetailPage } from "../features/services/order-detail-page.tsx";
import { OrderActions } from "../features/services/order-parts.tsx";
import { membershipText } from "../features/vip/membership-text.ts";
import * as styles from "../features/vip/vip.css.ts";
import { loadOrderGrant } from "../features/vip/vip.server.ts";
import { fill, vipTexts as texts } from "../features/vip/vip-texts.ts";
import { Fact } from "../lib/fact.tsx";
import { LinkLine } from "../lib/link-line.tsx";
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
  return invoiceOrOrderAction(request, context, orderAction);
}

/** VIP订单详情 (spec §2 service-buy-list/vip-detail): the plan, the period granted, the order's history. */
export default function VipOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, vip, invoice } = loaderData;
  const { plan, grant, membership } = vip;
  return (
    <OrderDetailPage
      title={texts.vipOrderTitle}
      notice={<ActionNotice answer={actionData} />}
      order={order}
      panelClassName={styles.panel}
      after={<InvoicePanel orderNo={order.orderNo} invoice={invoice} />}
    >
      <dl className={page.facts}>
        <Fact term={texts.plan}>{plan?.name ?? order.title}</Fact>
        {plan && <Fact term={texts.duration}>{fill(texts.days, { n: plan.durationDays })}</Fact>}
        <Fact term={texts.orderNo}>{order.orderNo}</Fact>
        <Fact term={texts.state} testId="order-state">
          {order.stateLabel}
        </Fact>
        <Fact term={texts.paidAmount}>{formatFen(order.paidFen)}</Fact>
        <Fact term={texts.period} testId="vip-period">
          {grant ? `${grant.startTime} 至 ${grant.endTime}` : texts.noPeriod}
        </Fact>
        {grant && <Fact term={texts.periodState}>{grant.validityLabel}</Fact>}
        {grant?.revokeTime && <Fact term={texts.revokeTime}>{grant.revokeTime}</Fact>}
        <dt>{texts.membership}</dt>
        <dd>{membershipText(membership)}</dd>
      </dl>
      {grant && <LinkLine to={`/user/service-auth-order/vip-detail?id=${grant.id}`}>{texts.grantTitle}</LinkLine>}
      <OrderActions order={order} />
    </OrderDetailPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.vipOrderTitle, description: texts.vipOrderTitle });
}
