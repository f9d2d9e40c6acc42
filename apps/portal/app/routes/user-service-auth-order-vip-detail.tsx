import { Table } from "@cidp/ui";
import { Link } from "react-router";
import { membershipText } from "../features/vip/membership-text.ts";
import * as styles from "../features/vip/vip.css.ts";
import { loadGrant } from "../features/vip/vip.server.ts";
import { vipTexts as texts } from "../features/vip/vip-texts.ts";
import { Fact } from "../lib/fact.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { TextList } from "../lib/text-list.tsx";
import type { Route } from "./+types/user-service-auth-order-vip-detail";

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const id = Number(new URL(request.url).searchParams.get("id"));
  return loadGrant(client, Number.isSafeInteger(id) && id > 0 ? id : 0);
}

/** VIP会员授权详情 (spec §2 service-auth-order/vip-detail): the benefits, the period, and the orders that gave the membership. */
export default function VipGrantDetail({ loaderData }: Route.ComponentProps) {
  const { grant, plan, membership, periods } = loaderData;
  return (
    <div className={page.inner}>
      <h1>{texts.grantTitle}</h1>
      <section className={styles.panel} aria-labelledby="grant-plan">
        <h2 id="grant-plan">{plan.name}</h2>
        <dl className={page.facts}>
          <Fact term={texts.periodState} testId="grant-validity">
            {grant.validityLabel}
          </Fact>
          <Fact term={texts.start}>{grant.startTime}</Fact>
          <Fact term={texts.end}>{grant.endTime}</Fact>
          <dt>{texts.membership}</dt>
          <dd>{membershipText(membership)}</dd>
        </dl>
        <h3>{texts.benefits}</h3>
        <TextList items={plan.benefits} className={styles.benefits} />
      </section>
      <section className={styles.panel} aria-labelledby="grant-periods">
        <h2 id="grant-periods">{texts.periods}</h2>
        <Table
          caption={texts.periods}
          columns={[
            {
              key: "orderNo",
              title: texts.sourceOrder,
              render: (row) => <Link to={`/user/service-buy-list/vip-detail?orderNo=${row.orderNo}`}>{row.orderNo}</Link>,
            },
            { key: "planName", title: texts.plan },
            { key: "startTime", title: texts.start },
            { key: "endTime", title: texts.end },
            { key: "validityLabel", title: texts.validity },
          ]}
          data={periods}
          rowKey={(row) => String(row.id)}
        />
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.grantTitle, description: texts.grantTitle });
}
