import { ENTITLEMENT_VALIDITIES } from "@cidp/api-client/contract";
import { ORDER_ITEM_KIND_LABELS, ORDER_ITEM_KINDS } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form } from "react-router";
import { EntitlementTable } from "../features/vip/entitlement-table.tsx";
import { entitlementFilters, loadEntitlements, type Validity } from "../features/vip/service-auth.server.ts";
import * as styles from "../features/vip/vip.css.ts";
import { vipTexts as texts } from "../features/vip/vip-texts.ts";
import { ListDepthNote } from "../lib/list-depth-note.tsx";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-service-auth-order-list";

const PAGE_SIZE = 10;

const VALIDITY_LABELS: Record<Validity, string> = { active: "有效", pending: "未生效", expired: "已过期", revoked: "已撤销", completed: "已完成" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const filters = entitlementFilters(new URL(request.url));
  const found = await loadEntitlements(client, { ...filters, size: PAGE_SIZE });
  return { ...filters, found };
}

/** One choice of the filter form, its label around it: 全部 first, then each option by its label. */
function ChoiceFilter<V extends string>(props: {
  label: string;
  name: string;
  value: V | null;
  allLabel: string;
  options: readonly V[];
  labels: Readonly<Record<V, string>>;
}) {
  const { label, name, value, allLabel, options, labels } = props;
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ""}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** 全部服务授权 (spec §2 service-auth-order/list): every entitlement, filtered by kind and validity, a page at a time. */
export default function ServiceAuthOrderList({ loaderData }: Route.ComponentProps) {
  const { kind, validity, current, found } = loaderData;
  const href = (pageNo: number) =>
    `/user/service-auth-order/list?${new URLSearchParams({ ...(kind ? { kind } : {}), ...(validity ? { validity } : {}), ...(pageNo > 1 ? { page: String(pageNo) } : {}) })}`;
  return (
    <div className={page.inner}>
      <h1>{texts.authListTitle}</h1>
      <Form method="get" className={styles.filters} aria-label={texts.filter}>
        <ChoiceFilter label={texts.kind} name="kind" value={kind} allLabel={texts.allKinds} options={ORDER_ITEM_KINDS} labels={ORDER_ITEM_KIND_LABELS} />
        <ChoiceFilter
          label={texts.validity}
          name="validity"
          value={validity}
          allLabel={texts.allValidity}
          options={ENTITLEMENT_VALIDITIES}
          labels={VALIDITY_LABELS}
        />
        <Button type="submit">{texts.filter}</Button>
      </Form>
      {found === null ? (
        <p role="alert">{texts.authFailed}</p>
      ) : (
        <>
          <EntitlementTable rows={found.records} caption={texts.authListTitle} />
          <PageLinks page={current} pages={found.pages} href={href} />
          <ListDepthNote total={found.total} text={texts.depthNote} />
        </>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.authListTitle, description: texts.authIntro });
}
