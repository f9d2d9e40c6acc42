import { formatFen } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { bankTransferNote } from "../features/services/bank-transfer-note.ts";
import { loadOwnOrder } from "../features/services/member-order.server.ts";
import { DiscountFacts } from "../features/services/order-discount.tsx";
import { payAtCheckout, paymentChoices } from "../features/services/payment-method.server.ts";
import { PaymentMethods } from "../features/services/payment-methods.tsx";
import * as styles from "../features/services/services.css.ts";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import { Fact } from "../lib/fact.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/default-comprehensives-ervices-law-services-law-lesson-pay";

/** The order to pay and the member's own bound cards (快捷支付 charges only the member's card). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const order = await loadOwnOrder(request, context);
  const client = memberClientOrLogin(context);
  return { order, ...(await paymentChoices(client)) };
}

/** 去支付: the provider's checkout for the chosen method; the server makes one attempt however often it is clicked. */
export async function action({ request, context }: Route.ActionArgs) {
  const orderNo = new URL(request.url).searchParams.get("orderNo") ?? "";
  return payAtCheckout(request, context, await request.formData(), async () => orderNo);
}

/** 支付 (spec §2 comprehensives-ervices/law-services/law-lesson/pay): the order, and how to pay it — a bound bank card, WeChat Pay, Alipay or (from the limit up) 对公转账. */
export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { order, cards, methods, bankTransferFromFen } = loaderData;
  const busy = useNavigation().state !== "idle";
  const payable = order.state === "pending_payment";
  return (
    <div className={page.inner}>
      <h1>{texts.payTitle}</h1>
      <section className={styles.panel} aria-label={texts.payTitle}>
        <dl className={page.facts}>
          <Fact term={texts.item}>{order.title}</Fact>
          <Fact term={texts.orderNo}>{order.orderNo}</Fact>
          <Fact term={texts.amount} className={styles.price}>
            {formatFen(order.amountFen)}
          </Fact>
          <DiscountFacts amountFen={order.amountFen} discounted={order} />
          <Fact term={payable ? texts.payBefore : texts.state}>{payable ? order.payBefore : order.stateLabel}</Fact>
        </dl>
        {!payable ? (
          <p role="status">
            {texts.notPayable}（{order.stateLabel}） <Link to={`/user/service-buy-list/detail?orderNo=${order.orderNo}`}>{texts.orderDetailTitle}</Link>
          </p>
        ) : (
          <Form method="post">
            <PaymentMethods methods={methods} cards={cards} transferNote={bankTransferNote(bankTransferFromFen, order.itemKind, [order.amountFen])} />
            {actionData && !actionData.ok && <p role="alert">{actionData.msg}</p>}
            <Button type="submit" disabled={busy}>
              {busy ? texts.paying : `${texts.pay} ${formatFen(order.amountFen)}`}
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.payTitle, description: texts.payTitle }, { name: "robots", content: "noindex" });
}
