import { clientCall } from "@cidp/api-client";
import { financeCalls } from "@cidp/api-client/contract";
import { Empty } from "@cidp/ui";
import { Form, redirect, useNavigation } from "react-router";
import { financeTexts as texts } from "../features/finance/finance-texts.ts";
import { ProductTermFacts } from "../features/finance/product-term-facts.tsx";
import { yuanToFen } from "../features/labor/labor.server.ts";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { SubmitRow } from "../lib/form-actions.tsx";
import { formBody, idField } from "../lib/form-fields.server.ts";
import { LabelledInput, LabelledTextarea } from "../lib/labelled-controls.tsx";
import { LinkLine } from "../lib/link-line.tsx";
import * as cards from "../lib/market-cards.css.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import { orNotFound } from "../lib/not-found.server.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-financial-service-financial-service-add";

/** The product (`?productId=`), its bank's consent text with the business's consent, and the evidence to choose from. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const productId = Number(new URL(request.url).searchParams.get("productId"));
  const id = Number.isSafeInteger(productId) && productId > 0 ? productId : 0;
  return orNotFound(texts.productMissing, async () => {
    const [product, consent, evidence] = await Promise.all([
      clientCall(financeCalls.product)(client, { id }, { silent: true }).then((r) => r.data),
      clientCall(financeCalls.consent)(client, { productId: id }, { silent: true }).then((r) => r.data),
      clientCall(financeCalls.evidence)(client, { silent: true }).then((r) => r.data),
    ]);
    return { product, consent, evidence };
  });
}

/**
 * Submits the application. Ticking 单独同意 sends the version of the text shown, and the server records
 * the consent (who, when, which bank, that version) with the application in one step; without a
 * standing or ticked consent the server refuses the application, and nothing is stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const productId = idField(form, "productId") ?? 0;
  const amountFen = yuanToFen(form.get("amount"));
  if (amountFen === null) return { ok: false as const, msg: texts.amountInvalid };
  // Each ticked document is posted as `kind:ref`.
  const evidence = form.getAll("evidence").flatMap((value) => {
    const [kind = "", ref = ""] = String(value).split(":");
    return kind && ref ? [{ kind, ref }] : [];
  });
  const consent = form.get("consent") === "1" ? { consentTextVersion: form.get("textVersion") ?? "" } : { consentTextVersion: undefined };
  const body = formBody(financeCalls.apply.body, form, { productId, amountFen, evidence, ...consent });
  if (!body.ok) return { ok: false as const, msg: body.msg };
  let applicationId = 0;
  const answer = await memberAction(context, async (client) => {
    const applied = await clientCall(financeCalls.apply)(client, body.data, { silent: true });
    applicationId = applied.data.id;
    return applied;
  });
  return answer.ok ? redirect(`/user/financial-service/financial-service-detail?id=${applicationId}`) : answer;
}

/** 提交融资申请 (spec §2 financial-service-add?productId=). */
export default function FinancialServiceAdd({ loaderData, actionData }: Route.ComponentProps) {
  const { product, consent, evidence } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <div className={page.inner} data-testid="financial-add">
      <LinkLine to="/user/financial-service/financial-list">{texts.backToList}</LinkLine>
      <h1>
        {texts.addTitle}：{product.name}
      </h1>
      <p className={cards.facts}>
        <span>{product.bankName}</span>
        <span>{product.kindLabel}</span>
        <ProductTermFacts product={product} />
      </p>
      <ActionNotice answer={actionData} />
      <MayCall call={financeCalls.apply}>
        <Form method="post" className={page.panel} aria-labelledby="apply-title">
          <h2 id="apply-title">{texts.addTitle}</h2>
          <input type="hidden" name="productId" value={product.id} />
          <input type="hidden" name="textVersion" value={consent.textVersion} />
          <div className={cards.formGrid}>
            <LabelledInput id="fa-amount" label={texts.amountYuan} name="amount" inputMode="decimal" required />
            <LabelledInput
              id="fa-term"
              label={texts.termMonths}
              name="termMonths"
              type="number"
              min={product.termMinMonths}
              max={product.termMaxMonths}
              defaultValue={product.termMinMonths}
              required
            />
            <LabelledTextarea id="fa-purpose" label={texts.purpose} wide name="purpose" maxLength={300} rows={3} required />
          </div>
          <fieldset className={page.choices}>
            <legend>{texts.evidence}</legend>
            {evidence.length === 0 ? (
              <Empty description={texts.evidenceNone} />
            ) : (
              evidence.map((e) => (
                <label key={`${e.kind}:${e.ref}`} className={page.choice}>
                  <input type="checkbox" name="evidence" value={`${e.kind}:${e.ref}`} />
                  {e.kindLabel}：{e.label}
                </label>
              ))
            )}
          </fieldset>
          <section aria-labelledby="consent-title">
            <h3 id="consent-title">{texts.consentTitle}</h3>
            <p className={cards.consentText} data-testid="consent-text">
              {consent.text}
            </p>
            {consent.current ? (
              <p role="status" data-testid="consent-given">
                {texts.consentGiven
                  .replace("{time}", consent.current.grantTime)
                  .replace("{name}", consent.current.grantedBy)
                  .replace("{bank}", consent.bankName)
                  .replace("{version}", consent.current.textVersion)}
              </p>
            ) : (
              <label className={page.choice}>
                <input type="checkbox" name="consent" value="1" />
                {texts.consentAgree.replace("{bank}", consent.bankName)}
              </label>
            )}
          </section>
          <SubmitRow label={texts.submit} busy={busy} />
        </Form>
      </MayCall>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.addTitle, description: texts.addDescription });
}
