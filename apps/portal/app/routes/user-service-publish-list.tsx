import { SHOP_SERVICE_STATE_LABELS, SHOP_SERVICE_STATES, type ShopServiceState } from "@cidp/domain";
import type { TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { loadMyServices, type ServiceCard, serviceChangeAction } from "../features/shop-services/member-shop-services.server.ts";
import { ServiceActions } from "../features/shop-services/service-actions.tsx";
import { shopServicePaths as paths } from "../features/shop-services/shop-service-paths.ts";
import { shopServiceTexts as texts } from "../features/shop-services/shop-service-texts.ts";
import * as styles from "../features/shop-services/shop-services.css.ts";
import { stateTabHref } from "../lib/filtered-href.ts";
import { ListOrAlert } from "../lib/list-or-alert.tsx";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { RecordTable } from "../lib/record-table.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { StateTabs } from "../lib/state-tabs.tsx";
import { PrimaryLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-service-publish-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMyServices(request, context);
}

/** 提交审核 or 下架 of one service. */
export async function action({ request, context }: Route.ActionArgs) {
  return serviceChangeAction(await request.formData(), context);
}

const hrefOf = (state: ShopServiceState | null, pageNo = 1) => stateTabHref(paths.list, state, pageNo);

/** 服务发布 (spec §2 service-publish/list): the business's services by state, with what may be done to each. */
export default function ServicePublishList({ loaderData, actionData }: Route.ComponentProps) {
  const { state, current, pages, records, counts, total, error } = loaderData;
  const columns: TableColumn<ServiceCard>[] = [
    { key: "title", title: texts.title, render: (row) => <Link to={paths.detail(row.id)}>{row.title}</Link> },
    { key: "categoryLabel", title: texts.category },
    { key: "priceText", title: texts.priceCol },
    { key: "deliveryText", title: texts.delivery },
    { key: "stateLabel", title: texts.state },
    { key: "updateTime", title: texts.updateTime },
    { key: "id", title: texts.actions, render: (row) => <ServiceActions service={row} /> },
  ];
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return (
    <div className={page.inner}>
      <TitleRow title={texts.listTitle}>
        <span className={page.rowActions}>
          <PrimaryLink to={paths.add}>{texts.publishNew}</PrimaryLink>
          <Link to={paths.knowledgeList}>{texts.knowledgeLink}</Link>
          <Link to={paths.sold}>{texts.soldLink}</Link>
        </span>
      </TitleRow>
      <p>{texts.listIntro}</p>
      <ActionNotice answer={actionData} />
      <StateTabs
        label={texts.state}
        className={styles.tabs}
        states={SHOP_SERVICE_STATES}
        current={state}
        hrefOf={hrefOf}
        labelOf={(tab) => (
          <>
            {tab ? SHOP_SERVICE_STATE_LABELS[tab] : texts.all}（{tab ? (counts[tab] ?? 0) : all}）
          </>
        )}
      />
      <ListOrAlert error={error}>
        <RecordTable caption={`${texts.listTitle}（${total}）`} columns={columns} data={records} emptyText={texts.empty} />
      </ListOrAlert>
      <PageLinks page={current} pages={pages} href={(pageNo) => hrefOf(state, pageNo)} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.listTitle, description: texts.listIntro }, { name: "robots", content: "noindex" });
}
