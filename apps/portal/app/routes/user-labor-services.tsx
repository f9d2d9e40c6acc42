import { clientCall } from "@cidp/api-client";
import { laborCalls } from "@cidp/api-client/contract";
import { LABOR_KIND_LABELS, LABOR_TRADES } from "@cidp/domain";
import { Button, Empty } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { laborSiteLink, yuanToFen } from "../features/labor/labor.server.ts";
import { LaborCard } from "../features/labor/labor-card.tsx";
import { laborTexts as texts } from "../features/labor/labor-texts.ts";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { JilinCityOptions } from "../lib/city-options.tsx";
import { formBody, idField } from "../lib/form-fields.server.ts";
import * as cards from "../lib/market-cards.css.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
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
  const body = formBody(laborCalls.save.body, form, { kind, payMinFen, payMaxFen, realNameCount: form.get("realNameCount") || 0 });
  if (!body.ok) return { ok: false as const, msg: body.msg };
  return memberAction(context, (client) => clientCall(laborCalls.save)(client, body.data, { silent: true }));
}

/** 劳务服务 (spec §2 labor-services): the business's teams and demands, and publishing one. */
export default function LaborServices({ loaderData, actionData }: Route.ComponentProps) {
  const { mine, siteHref } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <div className={page.inner} data-testid="labor-services">
      <div className={page.titleRow}>
        <h1>{texts.memberTitle}</h1>
        <span className={cards.cardActions}>
          <Link to="/default/labor/list" className={page.textLink}>
            {texts.publicList}
          </Link>
          <a href={siteHref} className={page.textLink}>
            {texts.siblingSite}
          </a>
        </span>
      </div>
      <ActionNotice answer={actionData} />
      <section aria-labelledby="mine-title">
        <h2 id="mine-title">{texts.mine}</h2>
        {mine.length === 0 ? (
          <Empty description={texts.mineNone} />
        ) : (
          <ul className={cards.cards}>
            {mine.map((listing) => (
              <LaborCard key={listing.id} listing={listing} contactHref={null}>
                {listing.state === "withdrawn" ? (
                  <span>{texts.withdrawn}</span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="id" value={listing.id} />
                    <Button type="submit" size="small" variant="warning" disabled={busy} aria-label={`${texts.withdraw}：${listing.title}`}>
                      {texts.withdraw}
                    </Button>
                  </Form>
                )}
              </LaborCard>
            ))}
          </ul>
        )}
      </section>
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
          <div className={`${page.field} ${cards.wide}`}>
            <label htmlFor="lb-title">{texts.title}</label>
            <input id="lb-title" name="title" maxLength={50} required className={page.searchInput} />
          </div>
          <div className={page.field}>
            <label htmlFor="lb-trade">{texts.trade}</label>
            <select id="lb-trade" name="trade" className={page.searchInput}>
              {LABOR_TRADES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <div className={page.field}>
            <label htmlFor="lb-region">{texts.region}</label>
            <select id="lb-region" name="regionCode" className={page.searchInput}>
              <JilinCityOptions />
            </select>
          </div>
          <div className={page.field}>
            <label htmlFor="lb-headcount">{texts.headcountLabel}</label>
            <input id="lb-headcount" name="headcount" type="number" min={1} max={500} required className={page.searchInput} />
          </div>
          <div className={page.field}>
            <label htmlFor="lb-realname">{texts.realNameLabel}</label>
            <input id="lb-realname" name="realNameCount" type="number" min={0} max={500} defaultValue={0} className={page.searchInput} />
          </div>
          <div className={page.field}>
            <label htmlFor="lb-start">{texts.startDate}</label>
            <input id="lb-start" name="startDate" type="date" required className={page.searchInput} />
          </div>
          <div className={page.field}>
            <label htmlFor="lb-end">{texts.endDate}</label>
            <input id="lb-end" name="endDate" type="date" required className={page.searchInput} />
          </div>
          <div className={page.field}>
            <label htmlFor="lb-paymin">{texts.payMin}</label>
            <input id="lb-paymin" name="payMin" inputMode="decimal" required className={page.searchInput} />
          </div>
          <div className={page.field}>
            <label htmlFor="lb-paymax">{texts.payMax}</label>
            <input id="lb-paymax" name="payMax" inputMode="decimal" required className={page.searchInput} />
          </div>
          <div className={page.field}>
            <label htmlFor="lb-contact">{texts.contactName}</label>
            <input id="lb-contact" name="contactName" maxLength={20} required className={page.searchInput} />
          </div>
          <div className={`${page.field} ${cards.wide}`}>
            <label htmlFor="lb-description">{texts.description}</label>
            <textarea id="lb-description" name="description" maxLength={1000} rows={4} required className={page.searchInput} />
          </div>
        </div>
        <p>{texts.realNameNote}</p>
        <Button type="submit" loading={busy}>
          {texts.publish}
        </Button>
      </Form>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.memberTitle, description: texts.memberDescription });
}
