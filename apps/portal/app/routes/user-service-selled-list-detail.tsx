import { shopServiceCalls } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { OrderDetailPage } from "../features/services/order-detail-page.tsx";
import { OrderFacts } from "../features/services/order-facts.tsx";
import { shopServicePaths as paths } from "../features/shop-services/shop-service-paths.ts";
import { shopServiceTexts as texts } from "../features/shop-services/shop-service-texts.ts";
import * as styles from "../features/shop-services/shop-services.css.ts";
import { loadSoldOrder, type SoldOrderDetail, soldStepAction } from "../features/shop-services/sold-orders.server.ts";
import { Fact } from "../lib/fact.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { fillText, pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-service-selled-list-detail";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { order: await loadSoldOrder(request, context) };
}

/** 开始服务, 完成服务, 同意退款, 拒绝退款, 处理售后 (重新服务, 同意退款), 开具发票. */
export async function action({ request, context }: Route.ActionArgs) {
  return soldStepAction(request, context);
}

/** 售后: the buyer's reason, and the seller's answer: serve again (with a note the buyer reads) or refund. */
function AfterSaleSteps({ order, busy }: { order: SoldOrderDetail; busy: boolean }) {
  return (
    <div>
      <p role="status">{fillText(texts.afterSaleRequest, { reason: order.afterSaleReason || "—" })}</p>
      <MayCall call={shopServiceCalls.soldStep}>
        <Form method="post" className={styles.stepForm}>
          <label htmlFor="redo-note">{texts.redoNote}</label>
          <textarea id="redo-note" name="note" className={styles.textarea} required minLength={2} maxLength={200} />
          <div>
            <Button type="submit" name="step" value="redo" disabled={busy}>
              {texts.redo}
            </Button>
          </div>
        </Form>
      </MayCall>
      <MayCall call={shopServiceCalls.soldStep}>
        <Form method="post" className={page.actions}>
          <Button type="submit" name="step" value="after-sale-refund" variant="ghost" disabled={busy}>
            {texts.afterSaleRefund}
          </Button>
        </Form>
      </MayCall>
    </div>
  );
}

/** 发票申请: what the buyer asked to be invoiced; once the seller issued it outside, its number is recorded here for the buyer. */
function InvoiceRequest({ order, busy }: { order: SoldOrderDetail; busy: boolean }) {
  const { invoice } = order;
  if (!invoice) return null;
  return (
    <section className={page.panel} aria-labelledby="invoice-request">
      <h2 id="invoice-request">{texts.invoiceTitle}</h2>
      <dl className={page.facts} data-testid="sold-invoice">
        <Fact term={texts.invoiceState} testId="sold-invoice-state">
          {invoice.stateLabel}
        </Fact>
        <Fact term={texts.invoiceKind}>{invoice.kindLabel}</Fact>
        <Fact term={texts.invoiceBuyerTitle}>{invoice.title}</Fact>
        <Fact term={texts.invoiceTaxNo}>{invoice.taxNo}</Fact>
        {invoice.bankName && <Fact term={texts.invoiceBank}>{`${invoice.bankName} ${invoice.bankAccount}`}</Fact>}
        {invoice.address && <Fact term={texts.invoiceAddress}>{`${invoice.address} ${invoice.phone}`}</Fact>}
        <Fact term={texts.invoiceAmount}>{formatFen(invoice.amountFen)}</Fact>
        {invoice.invoiceNo && <Fact term={texts.invoiceNo}>{invoice.invoiceNo}</Fact>}
      </dl>
      {invoice.state === "requested" && (
        <MayCall call={shopServiceCalls.soldInvoice}>
          <Form method="post" className={styles.stepForm}>
            <label htmlFor="invoice-no">{texts.invoiceNo}</label>
            <input
              id="invoice-no"
              name="invoiceNo"
              required
              pattern="[0-9A-Za-z]{8,20}"
              maxLength={20}
              aria-describedby="invoice-no-hint"
              className={page.searchInput}
            />
            <span id="invoice-no-hint">{texts.invoiceNoHint}</span>
            <div>
              <Button type="submit" name="step" value="invoice" disabled={busy}>
                {texts.issueInvoice}
              </Button>
            </div>
          </Form>
        </MayCall>
      )}
    </section>
  );
}

/** The seller's next step for the order's state, with a note the buyer reads. */
function SellerSteps({ order }: { order: SoldOrderDetail }) {
  const busy = useNavigation().state !== "idle";
  if (order.refundWaiting) {
    return (
      <div>
        <p role="status">{fillText(texts.refundRequest, { reason: order.refundReason || "—" })}</p>
        <MayCall call={shopServiceCalls.soldStep}>
          <Form method="post" className={page.actions}>
            <Button type="submit" name="step" value="approve-refund" disabled={busy}>
              {texts.approveRefund}
            </Button>
          </Form>
        </MayCall>
        <MayCall call={shopServiceCalls.soldStep}>
          <Form method="post" className={styles.stepForm}>
            <label htmlFor="reject-note">{texts.rejectReason2}</label>
            <textarea id="reject-note" name="note" className={styles.textarea} required minLength={2} maxLength={200} />
            <Button type="submit" name="step" value="reject-refund" variant="ghost" disabled={busy}>
              {texts.rejectRefund}
            </Button>
          </Form>
        </MayCall>
      </div>
    );
  }
  if (order.afterSaleWaiting) return <AfterSaleSteps order={order} busy={busy} />;
  if (order.state === "awaiting_acceptance") return <p role="status">{fillText(texts.awaitingAcceptance, { time: order.acceptBefore ?? "—" })}</p>;
  const step = order.state === "paid" ? "start" : order.state === "in_service" || order.state === "refund_rejected" ? "complete" : null;
  if (!step) return null;
  return (
    <MayCall call={shopServiceCalls.soldStep}>
      <Form method="post" className={styles.stepForm}>
        <label htmlFor="step-note">{texts.stepNote}</label>
        <textarea id="step-note" name="note" className={styles.textarea} maxLength={200} />
        <div>
          <Button type="submit" name="step" value={step} disabled={busy}>
            {step === "start" ? texts.startService : texts.completeService}
          </Button>
        </div>
      </Form>
    </MayCall>
  );
}

/** 已售服务订单详情 (spec §2 service-selled-list/detail): the order, the buyer, the history, and the seller's next step. */
export default function ServiceSoldDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <OrderDetailPage title={texts.soldDetailTitle} notice={<ActionNotice answer={actionData} />} order={order} panelClassName={page.panel}>
      <OrderFacts
        order={order}
        itemLabel={texts.service}
        amountLabel={texts.amount}
        parties={
          <>
            <Fact term={texts.buyer}>{order.buyerBusinessName}</Fact>
            <Fact term={texts.buyerContact}>{order.buyerContact}</Fact>
          </>
        }
      />
      <SellerSteps order={order} />
      <InvoiceRequest order={order} busy={useNavigation().state !== "idle"} />
      <p className={page.actions}>
        <Link to={paths.sold}>{texts.backToSold}</Link>
      </p>
    </OrderDetailPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.soldDetailTitle, description: texts.soldIntro }, { name: "robots", content: "noindex" });
}
