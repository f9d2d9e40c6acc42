import { formatFen } from "@cidp/domain";
import type { TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { OrdersByState } from "../features/services/order-list.tsx";
import { shopServicePaths as paths } from "../features/shop-services/shop-service-paths.ts";
import { shopServiceTexts as texts } from "../features/shop-services/shop-service-texts.ts";
import * as styles from "../features/shop-services/shop-services.css.ts";
import { loadSoldOrders, type SoldOrder } from "../features/shop-services/sold-orders.server.ts";
import { SOLD_TABS } from "../features/shop-services/sold-tabs.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-service-selled-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSoldOrders(request, context);
}

/** 已售服务 (spec §2 service-selled-list): the orders of the business's services by state, each leading to its handling. */
export default function ServiceSoldList({ loaderData }: Route.ComponentProps) {
  const columns: TableColumn<SoldOrder>[] = [
    { key: "title", title: texts.service, render: (row) => <Link to={paths.soldDetail(row.orderNo)}>{row.title}</Link> },
    { key: "orderNo", title: texts.orderNo },
    { key: "buyerBusinessName", title: texts.buyer },
    { key: "amountFen", title: texts.amount, render: (row) => formatFen(row.amountFen) },
    { key: "stateLabel", title: texts.state, render: (row) => (row.refundWaiting ? `${row.stateLabel}（待处理）` : row.stateLabel) },
    { key: "createTime", title: texts.createTime },
  ];
  return (
    <div className={page.inner} data-testid="service-sold-list">
      <TitleRow title={texts.soldTitle}>
        <Link to={paths.list}>{texts.back}</Link>
      </TitleRow>
      <p>{texts.soldIntro}</p>
      <OrdersByState
        tabs={SOLD_TABS}
        list={loaderData}
        path={paths.sold}
        tabsClassName={styles.tabs}
        caption={texts.soldTitle}
        columns={columns}
        empty={texts.soldEmpty}
      />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.soldTitle, description: texts.soldIntro }, { name: "robots", content: "noindex" });
}
