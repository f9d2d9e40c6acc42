import { clientCall } from "@cidp/api-client";
import { type CallResult, orderCalls } from "@cidp/api-client/contract";
import { formatFen, ORDER_ITEM_KIND_LABELS, type OrderState } from "@cidp/domain";
import type { TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { orderDetailPath } from "../features/services/order-detail-path.ts";
import { OrdersByState } from "../features/services/order-list.tsx";
import * as styles from "../features/services/services.css.ts";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import { loadStateTabPage, quietList } from "../lib/member-page.server.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-service-buy-list";

const PAGE_SIZE = 10;
/** The tabs, in the order an order lives. */
const STATE_TABS: readonly OrderState[] = [
  "pending_payment",
  "paid",
  "in_service",
  "awaiting_acceptance",
  "after_sale",
  "completed",
  "refunding",
  "refunded",
  "cancelled",
];

type OrderRow = CallResult<typeof orderCalls.list>["data"]["records"][number];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStateTabPage(request, context, STATE_TABS, PAGE_SIZE, quietList(clientCall(orderCalls.list)), () => texts.ordersFailed);
}

/** 已购服务 (spec §2 service-buy-list): the member's orders by state, each leading to its detail. */
export default function ServiceBuyList({ loaderData }: Route.ComponentProps) {
  const columns: TableColumn<OrderRow>[] = [
    {
      key: "title",
      title: texts.item,
      render: (row) => <Link to={orderDetailPath(row.itemKind, row.orderNo)}>{row.title}</Link>,
    },
    { key: "itemKind", title: texts.itemKind, render: (row) => ORDER_ITEM_KIND_LABELS[row.itemKind] },
    { key: "orderNo", title: texts.orderNo },
    { key: "amountFen", title: texts.amount, render: (row) => formatFen(row.amountFen) },
    { key: "stateLabel", title: texts.state },
    { key: "createTime", title: texts.createTime },
  ];
  return (
    <div className={page.inner} data-testid="service-buy-list">
      <h1>{texts.ordersTitle}</h1>
      <OrdersByState
        tabs={STATE_TABS}
        list={loaderData}
        path="/user/service-buy-list"
        tabsClassName={styles.tabs}
        caption={texts.ordersTitle}
        columns={columns}
        empty={texts.ordersEmpty}
      />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.ordersTitle, description: texts.ordersTitle });
}
