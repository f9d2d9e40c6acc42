import { clientCall } from "@cidp/api-client";
import { financeCalls } from "@cidp/api-client/contract";
import { APPLICATION_STATE_LABELS, formatFen } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import { rateRange } from "../features/finance/finance-format.ts";
import { financeTexts as texts } from "../features/finance/finance-texts.ts";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { Fact } from "../lib/fact.tsx";
import { idField } from "../lib/form-fields.server.ts";
import { LinkLine } from "../lib/link-line.tsx";
import * as cards from "../lib/market-cards.css.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import { ownRecordOrNotFound } from "../lib/not-found.server.ts";
import * as page from "../lib/page.css.ts";
import { PanelSection } from "../lib/panel-section.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-financial-service-financial-service-detail";

/** The business's own application (`?id=`); another business's answers the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const id = Number(new URL(request.url).searchParams.get("id"));
  return ownRecordOrNotFound(
    texts.detailMissing,
    async () => (await clientCall(financeCalls.application)(client, { id: Number.isSafeInteger(id) && id > 0 ? id : 0 }, { silent: true })).data,
  );
}

/** 撤回申请, or 撤回同意 (which withdraws every pending application resting on it). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "revoke")
    return memberAction(context, (client) => clientCall(financeCalls.revokeConsent)(client, { consentId: idField(form, "consentId") ?? 0 }, { silent: true }));
  return memberAction(context, (client) => clientCall(financeCalls.withdraw)(client, { id: idField(form, "id") ?? 0 }, { silent: true }));
}

/** 融资申请详情 (spec §2 financial-service-detail?id=): states, the bank's answers, evidence and consent. */
export default function FinancialServiceDetail({ loaderData, actionData }: Route.ComponentProps) {
  const a = loaderData;
  const busy = useNavigation().state !== "idle";
  const pending = a.state === "submitted" || a.state === "reviewing";
  return (
    <div className={page.inner} data-testid="financial-detail">
      <LinkLine to="/user/financial-service/financial-list">{texts.backToList}</LinkLine>
      <h1>{texts.detailTitle}</h1>
      <ActionNotice answer={actionData} />
      <dl className={page.facts}>
        <Fact term={texts.applicationNo}>{a.applicationNo}</Fact>
        <dt>{texts.product}</dt>
        <dd>
          {a.product.bankName} · {a.product.name}（{rateRange(a.product.rateMinBp, a.product.rateMaxBp)}）
        </dd>
        <Fact term={texts.amount}>{formatFen(a.amountFen)}</Fact>
        <Fact term={texts.term}>{texts.termRange.replace("{min}–{max}", String(a.termMonths))}</Fact>
        <Fact term={texts.purpose}>{a.purpose}</Fact>
        <Fact term={texts.state} testId="application-state">
          {a.stateLabel}
        </Fact>
        <Fact term={texts.bankAnswer}>{a.bankAnswer || texts.noAnswer}</Fact>
        <Fact term={texts.createTime}>{a.createTime}</Fact>
      </dl>
      {pending && (
        <MayCall call={financeCalls.withdraw}>
          <Form method="post" className={page.actions}>
            <input type="hidden" name="intent" value="withdraw" />
            <input type="hidden" name="id" value={a.id} />
            <Button type="submit" variant="warning" disabled={busy}>
              {texts.withdraw}
            </Button>
          </Form>
        </MayCall>
      )}
      <PanelSection id="history-title" title={texts.history}>
        <ol className={cards.timeline}>
          {a.events.map((e) => (
            <li key={`${e.time}-${e.fromState}-${e.toState}`}>
              {e.time} · {texts.actors[e.actor]} · {APPLICATION_STATE_LABELS[e.toState]} · {e.note}
            </li>
          ))}
        </ol>
      </PanelSection>
      <PanelSection id="evidence-title" title={texts.evidence}>
        <ul>
          {a.evidence.map((e) => (
            <li key={`${e.kind}:${e.ref}`}>
              {e.kindLabel}：{e.label}
            </li>
          ))}
        </ul>
      </PanelSection>
      <PanelSection id="consent-record-title" title={texts.consentRecord}>
        <p className={cards.consentText}>{a.consent.text}</p>
        <p className={cards.facts}>
          <span>
            {texts.grantedBy}：{a.consent.grantedBy}
          </span>
          <span>
            {texts.grantTime}：{a.consent.grantTime}
          </span>
          <span>
            {texts.textVersion}：{a.consent.textVersion}
          </span>
          <span data-testid="consent-revoked">
            {a.consent.revokeTime ? `${texts.revokeTime}：${a.consent.revokeTime}` : `${texts.consentState}：${texts.stillValid}`}
          </span>
        </p>
        {!a.consent.revokeTime && (
          <MayCall call={financeCalls.revokeConsent}>
            <Form method="post">
              <input type="hidden" name="intent" value="revoke" />
              <input type="hidden" name="consentId" value={a.consent.id} />
              <p>{texts.revokeHint}</p>
              <Button type="submit" variant="warning" disabled={busy}>
                {texts.revoke}
              </Button>
            </Form>
          </MayCall>
        )}
      </PanelSection>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.detailTitle, description: texts.detailDescription });
}
