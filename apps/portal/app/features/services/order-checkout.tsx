import { formatFen } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { Fact } from "../../lib/fact.tsx";
import * as page from "../../lib/page.css.ts";
import { bankTransferNote } from "./bank-transfer-note.ts";
import type { OrderDetail } from "./member-order.server.ts";
import { orderDetailPath } from "./order-detail-path.ts";
import { DiscountFacts } from "./order-discount.tsx";
import type { paymentChoices } from "./payment-method.server.ts";
import { PaymentMethods } from "./payment-methods.tsx";
import * as styles from "./services.css.ts";
import { serviceTexts as texts } from "./services-texts.ts";

type Choices = Awaited<ReturnType<typeof paymentChoices>>;

/**
 * The order to pay and how to pay it — a bound bank card, WeChat Pay, Alipay or (from the limit up)
 * 对公转账: the platform's payment page and a shop's service's alike (the same payments module).
 */
export function OrderCheckout({ order, choices, refusal }: { order: OrderDetail; choices: Choices; refusal: string | null }) {
  const busy = useNavigation().state !== "idle";
  const payable = order.state === "pending_payment";
  const { cards, methods, bankTransferFromFen } = choices;
  return (
    <div className={page.inner}>
      <h1>{texts.payTitle}</h1>
      <section className={styles.panel} aria-label={texts.payTitle}>
        <dl className={page.facts}>
          <Fact term={texts.item}>{order.title}</Fact>
          <Fact term={texts.orderNo}>{order.orderNo}</Fact>
          {order.seller && <Fact term={texts.seller}>{order.seller.name}</Fact>}
          <Fact term={texts.amount} className={styles.price}>
            {formatFen(order.amountFen)}
          </Fact>
          <DiscountFacts amountFen={order.amountFen} discounted={order} />
          <Fact term={payable ? texts.payBefore : texts.state}>{payable ? order.payBefore : order.stateLabel}</Fact>
        </dl>
        {!payable ? (
          <p role="status">
            {texts.notPayable}（{order.stateLabel}） <Link to={orderDetailPath(order.itemKind, order.orderNo)}>{texts.orderDetailTitle}</Link>
          </p>
        ) : (
          <Form method="post">
            <PaymentMethods methods={methods} cards={cards} transferNote={bankTransferNote(bankTransferFromFen, order.itemKind, [order.amountFen])} />
            {refusal && <p role="alert">{refusal}</p>}
            <Button type="submit" disabled={busy}>
              {busy ? texts.paying : `${texts.pay} ${formatFen(order.amountFen)}`}
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}
