import { orderCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { MayCall } from "../../lib/member-center/may-call.tsx";
import * as page from "../../lib/page.css.ts";
import { bankTransferPagePath, payPagePath } from "../../lib/pay-page.ts";
import { fillText } from "../../lib/seo/page-meta.ts";
import { PrimaryLink } from "../../lib/styled-links.tsx";
import type { OrderDetail } from "./member-order.server.ts";
import * as styles from "./services.css.ts";
import { serviceTexts as texts } from "./services-texts.ts";

/** 订单记录: what happened to the order, by whom and when. */
export function OrderHistory({ order }: { order: Pick<OrderDetail, "events"> }) {
  return (
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
  );
}

/** 待验收: the buyer accepts what the seller delivered, or asks for 售后 with a reason; unanswered, it is accepted for them in time. */
function AcceptanceActions({ order, busy }: { order: OrderDetail; busy: boolean }) {
  return (
    <div>
      {order.acceptBefore && <p role="status">{fillText(texts.acceptBefore, { time: order.acceptBefore })}</p>}
      <MayCall call={orderCalls.accept}>
        <Form method="post" className={page.actions}>
          <Button type="submit" name="intent" value="accept" disabled={busy}>
            {texts.acceptService}
          </Button>
        </Form>
      </MayCall>
      <MayCall call={orderCalls.requestAfterSale}>
        <Form method="post" className={page.searchRow}>
          <label htmlFor="after-sale-reason">{texts.afterSaleReason}</label>
          <input id="after-sale-reason" name="reason" required minLength={2} maxLength={200} className={page.searchInput} />
          <Button type="submit" name="intent" value="after-sale" variant="ghost" disabled={busy}>
            {texts.requestAfterSale}
          </Button>
        </Form>
      </MayCall>
    </div>
  );
}

/** What the buyer may do now: pay (or follow the awaited 对公转账) or cancel an unpaid order, ask for a refund of a paid one. */
export function OrderActions({ order }: { order: OrderDetail }) {
  const busy = useNavigation().state !== "idle";
  if (order.state === "pending_payment") {
    const reference = order.awaitedTransferReference;
    return (
      <div className={page.titleRow}>
        {reference ? (
          // Paying again would only open a second way to pay: the member's company transfers, finance confirms.
          <p data-testid="awaited-transfer">
            {texts.transferAwaitedNote(reference)} <Link to={bankTransferPagePath(order.orderNo)}>{texts.transferInstructions}</Link>
          </p>
        ) : (
          <PrimaryLink to={payPagePath(order.orderNo, order.itemKind)}>{texts.payAgain}</PrimaryLink>
        )}
        <MayCall call={orderCalls.cancel}>
          <Form method="post">
            <Button type="submit" name="intent" value="cancel" variant="ghost" disabled={busy}>
              {texts.cancelOrder}
            </Button>
          </Form>
        </MayCall>
      </div>
    );
  }
  if (order.state === "awaiting_acceptance") return <AcceptanceActions order={order} busy={busy} />;
  if (order.state === "after_sale") return <p role="status">{fillText(texts.afterSaleWaiting, { reason: order.afterSaleReason || "—" })}</p>;
  if (order.state !== "paid" && order.state !== "in_service") return null;
  return (
    <MayCall call={orderCalls.requestRefund}>
      <Form method="post" className={page.searchRow}>
        <label htmlFor="refund-reason">{texts.refundReason}</label>
        <input id="refund-reason" name="reason" required minLength={2} maxLength={200} className={page.searchInput} />
        <Button type="submit" name="intent" value="refund" disabled={busy}>
          {texts.requestRefund}
        </Button>
      </Form>
    </MayCall>
  );
}
