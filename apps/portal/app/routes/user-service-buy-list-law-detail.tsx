import { invoiceOrOrderAction, loadOrderInvoice } from "../features/invoices/invoice.server.ts";
import { InvoicePanel } from "../features/invoices/invoice-panel.tsx";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { loadOwnOrder } from "../features/services/member-order.server.ts";
import { orderAction } from "../features/services/order-actions.server.ts";
import { OrderDetailPage } from "../features/services/order-detail-page.tsx";
import { OrderFacts } from "../features/services/order-facts.tsx";
import { OrderActions } from "../features/services/order-parts.tsx";
import { loadServicePackages } from "../features/services/service-packages.server.ts";
import * as styles from "../features/services/services.css.ts";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import { Fact } from "../lib/fact.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { TextList } from "../lib/text-list.tsx";
import type { Route } from "./+types/user-service-buy-list-law-detail";

/** The legal-package order, the package as the CMS describes it now, and the order's invoice. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const order = await loadOwnOrder(request, context);
  const client = memberClientOrLogin(context);
  const [packages, invoice] = await Promise.all([loadServicePackages(context), loadOrderInvoice(client, order.orderNo)]);
  const item = packages?.find((p) => p.id === order.itemId) ?? null;
  return { order, item, invoice };
}

/** 取消 / 申请退款 / 申请发票. */
export async function action({ request, context }: Route.ActionArgs) {
  return invoiceOrOrderAction(request, context, orderAction);
}

/** 服务内容: what the legal package includes, as the CMS describes it now. */
function PackageContents({ item }: { item: { description: string; features: readonly string[] } }) {
  return (
    <section className={styles.panel} aria-labelledby="package-contents">
      <h2 id="package-contents">{texts.included}</h2>
      <p>{item.description}</p>
      <TextList items={item.features} className={styles.features} />
    </section>
  );
}

/**
 * 法律服务订单详情 (spec §2 service-buy-list/law-detail): what the package includes, the price
 * paid, the service period and state (the platform starts and completes the service), the
 * order's history, and what the buyer may do: cancel, ask for a refund, ask for the invoice.
 */
export default function LawOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, item, invoice } = loaderData;
  return (
    <OrderDetailPage
      title={texts.lawDetailTitle}
      notice={<ActionNotice answer={actionData} />}
      order={order}
      panelLabel={texts.orderDetailTitle}
      after={
        <>
          {item && <PackageContents item={item} />}
          <InvoicePanel orderNo={order.orderNo} invoice={invoice} />
        </>
      }
    >
      <h2>{order.title}</h2>
      <OrderFacts order={order}>
        <Fact term={texts.period}>{item?.period ?? "—"}</Fact>
      </OrderFacts>
      <p>{texts.servedByPlatform}</p>
      <OrderActions order={order} />
    </OrderDetailPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.lawDetailTitle, description: texts.lawDetailTitle });
}
