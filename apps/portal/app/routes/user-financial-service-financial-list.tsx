import { clientCall } from "@cidp/api-client";
import { type CallResult, financeCalls } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import { Button, type TableColumn } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { financeTexts as texts } from "../features/finance/finance-texts.ts";
import { ProductTermFacts } from "../features/finance/product-term-facts.tsx";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { idField } from "../lib/form-fields.server.ts";
import * as cards from "../lib/market-cards.css.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { RecordTable } from "../lib/record-table.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin, portalRequest } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-financial-service-financial-list";

type Application = CallResult<typeof financeCalls.applications>["data"]["records"][number];
type Consent = CallResult<typeof financeCalls.consents>["data"][number];

export async function loader({ context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const [products, applications, consents] = await Promise.all([
    clientCall(financeCalls.products)(portalRequest(context).visitor, {}, { silent: true }).then((r) => r.data),
    clientCall(financeCalls.applications)(client, { size: 50 }, { silent: true })
      .then((r) => r.data.records)
      .catch(() => [] as Application[]),
    clientCall(financeCalls.consents)(client, { silent: true })
      .then((r) => r.data)
      .catch(() => [] as Consent[]),
  ]);
  return { products, applications, consents };
}

/** 撤回同意: sharing with that bank stops and its pending applications are withdrawn. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return memberAction(context, (client) => clientCall(financeCalls.revokeConsent)(client, { consentId: idField(form, "consentId") ?? 0 }, { silent: true }));
}

/** 融资申请 (spec §2 financial-service/financial-list): partner banks' products, the business's applications and consents. */
export default function FinancialList({ loaderData, actionData }: Route.ComponentProps) {
  const { products, applications, consents } = loaderData;
  const busy = useNavigation().state !== "idle";
  const applicationColumns: TableColumn<Application>[] = [
    {
      key: "applicationNo",
      title: texts.applicationNo,
      render: (a) => <Link to={`/user/financial-service/financial-service-detail?id=${a.id}`}>{a.applicationNo}</Link>,
    },
    { key: "product", title: texts.product, render: (a) => `${a.product.bankName} · ${a.product.name}` },
    { key: "amountFen", title: texts.amount, render: (a) => formatFen(a.amountFen) },
    { key: "stateLabel", title: texts.state },
    { key: "bankAnswer", title: texts.bankAnswer, render: (a) => a.bankAnswer || texts.noAnswer },
    { key: "createTime", title: texts.createTime },
  ];
  const consentColumns: TableColumn<Consent>[] = [
    { key: "bankName", title: texts.bank },
    { key: "grantedBy", title: texts.grantedBy },
    { key: "grantTime", title: texts.grantTime },
    { key: "textVersion", title: texts.textVersion },
    { key: "revokeTime", title: texts.revokeTime, render: (c) => c.revokeTime ?? texts.notRevoked },
    {
      key: "id",
      title: texts.operations,
      render: (c) =>
        c.revokeTime ? null : (
          <MayCall call={financeCalls.revokeConsent}>
            <Form method="post">
              <input type="hidden" name="consentId" value={c.id} />
              <Button type="submit" size="small" variant="warning" disabled={busy} aria-label={`${texts.revoke}：${c.bankName}`}>
                {texts.revoke}
              </Button>
            </Form>
          </MayCall>
        ),
    },
  ];
  return (
    <div className={page.inner} data-testid="financial-list">
      <h1>{texts.listTitle}</h1>
      <ActionNotice answer={actionData} />
      <section aria-labelledby="products-title">
        <h2 id="products-title">{texts.products}</h2>
        <ul className={cards.cards}>
          {products.map((p) => (
            <li key={p.id} className={cards.card} data-testid="finance-product">
              <h3 className={cards.cardTitle}>{p.name}</h3>
              <p className={cards.facts}>
                <span>{p.kindLabel}</span>
                <span>{p.bankName}</span>
                <ProductTermFacts product={p} rateClassName={cards.figure} />
              </p>
              <p>{p.description}</p>
              <p className={cards.facts}>
                {texts.requirements}：{p.requirements}
              </p>
              <div className={cards.cardActions}>
                <Link
                  to={`/user/financial-service/financial-service-add?productId=${p.id}`}
                  className={page.primaryLink}
                  aria-label={`${texts.apply}：${p.name}`}
                >
                  {texts.apply}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="applications-title">
        <h2 id="applications-title">{texts.applications}</h2>
        <RecordTable caption={texts.applications} columns={applicationColumns} data={applications} emptyText={texts.applicationsNone} />
      </section>
      <section aria-labelledby="consents-title">
        <h2 id="consents-title">{texts.consents}</h2>
        <p>{texts.revokeHint}</p>
        <RecordTable caption={texts.consents} columns={consentColumns} data={consents} emptyText={texts.consentsNone} />
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.listTitle, description: texts.listDescription });
}
