import type { ReactNode } from "react";
import * as page from "../../lib/page.css.ts";
import type { OrderDetail } from "./member-order.server.ts";
import { OrderHistory } from "./order-parts.tsx";
import * as styles from "./services.css.ts";

/**
 * An order's detail page, for the buyer or the seller: its heading, what the last step answered
 * (`notice`), the order's panel (`children`, labelled `panelLabel`, the heading unless given), what
 * follows it (`after`: the package, the invoice) and the order's history last.
 */
export function OrderDetailPage({
  title,
  notice,
  order,
  panelLabel = title,
  panelClassName = styles.panel,
  after,
  children,
}: {
  title: string;
  notice: ReactNode;
  order: Pick<OrderDetail, "events">;
  panelLabel?: string;
  panelClassName?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={page.inner}>
      <h1>{title}</h1>
      {notice}
      <section className={panelClassName} aria-label={panelLabel}>
        {children}
      </section>
      {after}
      <OrderHistory order={order} />
    </div>
  );
}
