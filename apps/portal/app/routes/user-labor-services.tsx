import { clientCall } from "@cidp/api-client";
import { laborCalls } from "@cidp/api-client/contract";
import { LABOR_KIND_LABELS, LABOR_TRADES } from "@cidp/domain";
import { Button, Empty } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import { laborSiteLink, yuanToFen } from "../features/labor/labor.server.ts";
import { LaborCard } from "../features/labor/labor-card.tsx";
import { laborTexts as texts } from "../features/labor/labor-texts.ts";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { JilinCityOptions } from "../lib/city-options.tsx";
import { idField } from "../lib/form-fields.server.ts";
import { LabelledInput, LabelledSelect, LabelledTextarea, ValueOptions } from "../lib/labelled-controls.tsx";
import { ListOrEmpty } from "../lib/list-or-empty.tsx";
import * as cards from "../lib/market-cards.css.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction, memberFormAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-labor-services";

export async function loader({ context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const mine = await clientCall(laborCalls.mine)(client, { size: 50 }, { silent: true })
    .then((r) => r.data.records)
    .catch(() => []);
  return { mine, siteHref: laborSiteLink() };
}

/** Publish a team or a demand, or withdraw one of the business's own. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "withdraw")
    return memberAction(context, (client) => clientCall(laborCalls.withdraw)(client, { id: idField(form, "id") ?? 0 }, { silent: true }));
  const payMinFen = yuanToFen(form.get("payMin"));
  const payMaxFen = yuanToFen(form.get("payMax"));
  if (payMinFen === null || payMaxFen === null) return { ok: false as const, msg: texts.payInvalid };
  const kind = form.get("kind") === "team" ? "team" : "demand";
  // An empty 已实名人数 counts none, as the form's placeholder says.
  return memberFormAction(context, laborCalls.save, form, { kind, payMinFen, payMaxFen, realNameCount: form.get("realNameCount") || 0 });
}

/** 劳务服务 (spec §2 labor-services): the business's teams and demands, and publishing one. */
export default function LaborServices({ loaderData, actionData }: Route.ComponentProps) {
  const { mine, siteHref } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <div className={page.inner} data-testid="labor-services">
      <TitleRow title={texts.memberTitle}>
        <span className={cards.cardActions}>
          <TextLink to="/default/labor/list">{texts.publicList}</TextLink>
          <a href={siteHref} className={page.textLink}>
            {texts.siblingSite}
          </a>
        </span>
      </TitleRow>
      <ActionNotice answer={actionData} />
      <section aria-labelledby="mine-title">
        <h2 id="mine-title">{texts.mine}</h2>
        <ListOrEmpty items={mine} empty={<Empty description={texts.mineNone} />} className={cards.cards}>
          {(listing) => (
            <LaborCard key={listing.id} listing={listing} contactHref={null}>
              {listing.state === "withdrawn" ? (
                <span>{texts.withdrawn}</span>
              ) : (
                <MayCall call={laborCalls.withdraw}>
                  <Form method="post">
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="id" value={listing.id} />
                    <Button type="submit" size="small" variant="warning" disabled={busy} aria-label={`${texts.withdraw}：${listing.title}`}>
                      {texts.withdraw}
                    </Button>
                  </Form>
                </MayCall>
              )}
            </LaborCard>
          )}
        </ListOrEmpty>
      </section>
      <MayCall call={laborCalls.save}>
        <Form method="post" className={page.panel} aria-labelledby="labor-publish-title">
          <h2 id="labor-publish-title">{texts.publishTitle}</h2>
          <input type="hidden" name="intent" value="save" />
          <fieldset className={page.choices}>
            <legend>{texts.kind}</legend>
            {Object.entries(LABOR_KIND_LABELS).map(([value, label], i) => (
              <label key={value} className={page.choice}>
                <input type="radio" name="kind" value={value} defaultChecked={i === 0} />
                {label}
              </label>
            ))}
          </fieldset>
          <div className={cards.formGrid}>
            <LabelledInput id="lb-title" label={texts.title} wide name="title" maxLength={50} required />
            <LabelledSelect id="lb-trade" label={texts.trade} name="trade">
              <ValueOptions values={LABOR_TRADES} />
            </LabelledSelect>
            <LabelledSelect id="lb-region" label={texts.region} name="regionCode">
              <JilinCityOptions />
            </LabelledSelect>
            <LabelledInput id="lb-headcount" label={texts.headcountLabel} name="headcount" type="number" min={1} max={500} required />
            <LabelledInput id="lb-realname" label={texts.realNameLabel} name="realNameCount" type="number" min={0} max={500} defaultValue={0} />
            <LabelledInput id="lb-start" label={texts.startDate} name="startDate" type="date" required />
            <LabelledInput id="lb-end" label={texts.endDate} name="endDate" type="date" required />
            <LabelledInput id="lb-paymin" label={texts.payMin} name="payMin" inputMode="decimal" required />
            <LabelledInput id="lb-paymax" label={texts.payMax} name="payMax" inputMode="decimal" required />
            <LabelledInput id="lb-contact" label={texts.contactName} name="contactName" maxLength={20} required />
            <LabelledTextarea id="lb-description" label={texts.description} wide name="description" maxLength={1000} rows={4} required />
          </div>
          <p>{texts.realNameNote}</p>
          <Button type="submit" loading={busy}>
            {texts.publish}
          </Button>
        </Form>
      </MayCall>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.memberTitle, description: texts.memberDescription });
}
