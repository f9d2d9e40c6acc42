import { clientCall } from "@cidp/api-client";
import { orderCalls } from "@cidp/api-client/contract";
import { formatFen, paidAndKept } from "@cidp/domain";
import { Link } from "react-router";
import { orderDetailPath } from "../features/services/order-detail-path.ts";
import { serviceTexts } from "../features/services/services-texts.ts";
import * as styles from "../features/vip/vip.css.ts";
import { loadMembership } from "../features/vip/vip.server.ts";
import { fill, vipTexts as texts } from "../features/vip/vip-texts.ts";
import { Fact } from "../lib/fact.tsx";
import { syncedOrder } from "../lib/order-and-pay.server.ts";
import * as page from "../lib/page.css.ts";
import { bankTransferPagePath, payPagePath } from "../lib/pay-page.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { PrimaryLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/user-pay";

/** The order after the checkout, as the services know it now, in the member center (with the membership a plan gave). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const order = await syncedOrder(request, context, texts.orderMissing);
  const client = memberClientOrLogin(context);
  const membership = order.itemKind === "vip_plan" ? await loadMembership(client) : null;
  // An order paid by 对公转账 waits for finance, not for the member: said so, with the account page.
  const transferAwaited =
    order.state === "pending_payment" &&
    (await clientCall(orderCalls.bankTransfer)(client, { orderNo: order.orderNo }, { silent: true }).then(
      (answer) => answer.data.state === "awaiting",
      () => false,
    ));
  return { order, membership, transferAwaited };
}

/** 支付成功 / 支付结果 of the member center (/user/pay): the order's state and where to go next. */
export default function UserPay({ loaderData }: Route.ComponentProps) {
  const { order, membership, transferAwaited } = loaderData;
  const paid = paidAndKept(order);
  const waiting = order.state === "pending_payment";
  const heading = paid ? texts.paid : transferAwaited ? serviceTexts.transferAwaiting : waiting ? texts.waiting : `${texts.payTitle}：${order.stateLabel}`;
  return (
    <div className={page.inner}>
      <h1>{texts.payTitle}</h1>
      <section className={styles.panel} aria-labelledby="pay-result">
        <div role="status">
          <h2 id="pay-result">{heading}</h2>
        </div>
        <p>
          {paid
            ? order.itemKind === "vip_plan"
              ? texts.paidNote
              : texts.paidNoteOther
            : transferAwaited
              ? serviceTexts.transferConfirmTime
              : waiting
                ? texts.waitingNote
                : ""}
        </p>
        <dl className={page.facts}>
          <Fact term={texts.item}>{order.title}</Fact>
          <Fact term={texts.orderNo} testId="order-no">
            {order.orderNo}
          </Fact>
          <Fact term={paid ? texts.paidAmount : texts.amount}>{formatFen(paid ? order.paidFen : order.amountFen)}</Fact>
          <Fact term={texts.state} testId="order-state">
            {order.stateLabel}
          </Fact>
          {membership?.active && membership.expiry && (
            <>
              <dt>{texts.status}</dt>
              <dd data-testid="vip-membership">
                {fill(texts.vipUntil, { plan: membership.planName ?? "", expiry: membership.expiry, days: membership.daysLeft })}
              </dd>
            </>
          )}
        </dl>
        <p className={page.actions}>
          {transferAwaited && <PrimaryLink to={bankTransferPagePath(order.orderNo)}>{serviceTexts.bankTransferAccount}</PrimaryLink>}
          {waiting && (
            <>
              <PrimaryLink to={payPagePath(order.orderNo, order.itemKind)}>{texts.payAgain}</PrimaryLink>
              <Link to={`/user/pay/success?orderNo=${order.orderNo}`} reloadDocument>
                {texts.refresh}
              </Link>
            </>
          )}
          <Link to={orderDetailPath(order.itemKind, order.orderNo)}>{texts.orderDetail}</Link>
          {order.itemKind === "vip_plan" && <Link to="/user/service-auth-order">{texts.serviceAuth}</Link>}
          <Link to="/user/service-buy-list">{texts.myOrders}</Link>
          <Link to="/user/default">{texts.userCenter}</Link>
        </p>
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.payTitle, description: texts.payTitle }, { name: "robots", content: "noindex" });
}
