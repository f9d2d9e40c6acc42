import { Link } from "react-router";
import { ContactButton } from "../features/chat/contact-button.tsx";
import { invoiceOrOrderAction, loadOrderInvoice } from "../features/invoices/invoice.server.ts";
import { InvoicePanel } from "../features/invoices/invoice-panel.tsx";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { loadOwnOrder } from "../features/services/member-order.server.ts";
import { orderAction } from "../features/services/order-actions.server.ts";
import { OrderDetailPage } from "../features/services/order-detail-page.tsx";
import { OrderFacts } from "../features/services/order-facts.tsx";
import { OrderActions } from "../features/services/order-parts.tsx";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import { shopServicePaths } from "../features/shop-services/shop-service-paths.ts";
import { Fact } from "../lib/fact.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-service-buy-list-detail";

/** The order, and — when a company sells it (a shop's service) — its invoice, which that company issues on request. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const order = await loadOwnOrder(request, context);
  const invoice = order.seller ? await loadOrderInvoice(memberClientOrLogin(context), order.orderNo) : null;
  return { order, invoice };
}

/** 取消订单, 申请退款, 确认验收, 申请售后 or 申请发票. */
export async function action({ request, context }: Route.ActionArgs) {
  return invoiceOrOrderAction(request, context, orderAction);
}

/**
 * 订单详情 (spec §2 service-buy-list/detail): the order, who sells it and whom to contact there, its
 * history with who and when, what the buyer may do next (验收, 售后), and the seller's invoice.
 */
export default function ServiceOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, invoice } = loaderData;
  const { seller } = order;
  return (
    <OrderDetailPage
      title={texts.orderDetailTitle}
      notice={<ActionNotice answer={actionData} />}
      order={order}
      after={seller && <InvoicePanel orderNo={order.orderNo} invoice={invoice} bySeller />}
    >
      <OrderFacts
        order={order}
        itemLabel={texts.item}
        parties={
          seller && (
            <>
              <Fact term={texts.seller} testId="order-seller">
                <Link to={shopServicePaths.shop(seller.businessId)}>{seller.name}</Link>
              </Fact>
              <Fact term={texts.sellerContact}>
                <span className={page.titleRow}>
                  {seller.contact || texts.sellerHasNoContact}
                  <ContactButton businessId={seller.businessId} loginHref="/" hasContact={seller.contactMemberId !== null} />
                </span>
              </Fact>
            </>
          )
        }
      />
      <OrderActions order={order} />
    </OrderDetailPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.orderDetailTitle, description: texts.orderDetailTitle });
}
