import { SHOP_SERVICE_STATE_LABELS, SHOP_SERVICE_STATES, type ShopServiceState } from "@cidp/domain";
import { Empty, Table, type TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { loadMyServices, type ServiceCard, serviceChangeAction } from "../features/shop-services/member-shop-services.server.ts";
import { ServiceActions } from "../features/shop-services/service-actions.tsx";
import { shopServicePaths as paths } from "../features/shop-services/shop-service-paths.ts";
import { shopServiceTexts as texts } from "../features/shop-services/shop-service-texts.ts";
import * as styles from "../features/shop-services/shop-services.css.ts";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-service-publish-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMyServices(request, context);
}

/** 提交审核 or 下架 of one service. */
export async function action({ request, context }: Route.ActionArgs) {
  return serviceChangeAction(await request.formData(), context);
}

const hrefOf = (state: ShopServiceState | null, pageNo = 1) =>
  `${paths.list}?${new URLSearchParams({ ...(state ? { state } : {}), ...(pageNo > 1 ? { page: String(pageNo) } : {}) })}`;

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
      <div className={page.titleRow}>
        <h1>{texts.listTitle}</h1>
        <span className={page.rowActions}>
          <Link className={page.primaryLink} to={paths.add}>
            {texts.publishNew}
          </Link>
          <Link to={paths.knowledgeList}>{texts.knowledgeLink}</Link>
          <Link to={paths.sold}>{texts.soldLink}</Link>
        </span>
      </div>
      <p>{texts.listIntro}</p>
      <ActionNotice answer={actionData} />
      <nav aria-label={texts.state}>
        <ul className={styles.tabs}>
          {[null, ...SHOP_SERVICE_STATES].map((tab) => (
            <li key={tab ?? "all"}>
              <Link to={hrefOf(tab)} aria-current={tab === state ? "page" : undefined}>
                {tab ? SHOP_SERVICE_STATE_LABELS[tab] : texts.all}（{tab ? (counts[tab] ?? 0) : all}）
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {error ? (
        <p role="alert">{error}</p>
      ) : (
        <Table
          caption={`${texts.listTitle}（${total}）`}
          columns={columns}
          data={records}
          rowKey={(row) => String(row.id)}
          empty={<Empty description={texts.empty} />}
        />
      )}
      <PageLinks page={current} pages={pages} href={(pageNo) => hrefOf(state, pageNo)} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.listTitle, description: texts.listIntro }, { name: "robots", content: "noindex" });
}
