import { shopServiceCalls } from "@cidp/api-client/contract";
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

/** 开始服务, 完成服务, 同意退款, 拒绝退款. */
export async function action({ request, context }: Route.ActionArgs) {
  return soldStepAction(request, context);
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
      <p className={page.actions}>
        <Link to={paths.sold}>{texts.backToSold}</Link>
      </p>
    </OrderDetailPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.soldDetailTitle, description: texts.soldIntro }, { name: "robots", content: "noindex" });
}
