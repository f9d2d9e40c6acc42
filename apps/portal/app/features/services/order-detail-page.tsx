import type { ReactNode } from "react";
import * as page from "../../lib/page.css.ts";
import type { OrderInvoice } from "../invoices/invoice.server.ts";
import { InvoicePanel } from "../invoices/invoice-panel.tsx";
import { ActionNotice } from "../member-center/action-notice.tsx";
import type { OrderDetail } from "./member-order.server.ts";
import { OrderHistory } from "./order-parts.tsx";
import * as styles from "./services.css.ts";

/**
 * An order's detail page, for the buyer or the seller: its heading, what the last step answered,
 * the order's panel (`children`, labelled `panelLabel`, the heading unless given), what follows it
 * (`after`), the buyer's invoice where the order has one (`invoice`, null before it is asked for)
 * and the order's history last.
 */
export function OrderDetailPage({
  title,
  answer,
  order,
  panelLabel = title,
  panelClassName = styles.panel,
  after,
  invoice,
  children,
}: {
  title: string;
  answer: { ok: boolean; msg: string } | undefined;
  order: Pick<OrderDetail, "events" | "orderNo">;
  panelLabel?: string;
  panelClassName?: string;
  after?: ReactNode;
  invoice?: OrderInvoice | null;
  children: ReactNode;
}) {
  return (
    <div className={page.inner}>
      <h1>{title}</h1>
      <ActionNotice answer={answer} />
      <section className={panelClassName} aria-label={panelLabel}>
        {children}
      </section>
      {after}
      {invoice !== undefined && <InvoicePanel orderNo={order.orderNo} invoice={invoice} />}
      <OrderHistory order={order} />
    </div>
  );
}
