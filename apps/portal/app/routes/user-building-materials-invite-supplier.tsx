import { clientCall } from "@cidp/api-client";
import { type CallResult, procurementCalls } from "@cidp/api-client/contract";
import { checkExternalInvitee } from "@cidp/domain";
import { Button, Empty } from "@cidp/ui";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { PendingInvitations } from "../features/procurement/pending-invitations.tsx";
import * as styles from "../features/procurement/procurement.css.ts";
import { procurementTexts as texts } from "../features/procurement/procurement-texts.ts";
import { CheckedSheetField } from "../features/procurement/sheet-field.tsx";
import { loadBuyerSheet, sheetIdOf } from "../features/procurement/sheet-loaders.server.ts";
import { formBody } from "../lib/form-fields.server.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { requestedPage } from "../lib/page-number.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { type ActionAnswer, memberAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { TextLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/user-building-materials-invite-supplier";

const PAGE_SIZE = 20;
type Candidate = CallResult<typeof procurementCalls.supplierPool>["data"]["records"][number];

/** The sheet and a page of the supplier pool, filtered by name and certification. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sheet = await loadBuyerSheet(request, context);
  const params = new URL(request.url).searchParams;
  const keyword = (params.get("keyword") ?? "").trim().slice(0, 50);
  const certifiedOnly = params.get("certifiedOnly") === "1";
  const current = requestedPage(params);
  const pool = await clientCall(procurementCalls.supplierPool)(
    memberClientOrLogin(context),
    { current, size: PAGE_SIZE, ...(keyword ? { keyword } : {}), ...(certifiedOnly ? { certifiedOnly } : {}) },
    { silent: true },
  );
  const already = new Set(sheet.suppliers.map((s) => s.supplierBusinessId));
  return {
    sheet,
    keyword,
    certifiedOnly,
    current,
    pages: pool.data.pages,
    candidates: pool.data.records.map((c) => ({ ...c, invited: already.has(c.businessId) })),
  };
}

type ExternalField = "companyName" | "phone" | "creditCode";
type InviteAnswer = ActionAnswer & { fields?: Partial<Record<ExternalField, string>>; values?: Record<ExternalField, string> };

/** 邀请所选供应商 from the pool, or 邀请未注册供应商 by phone or credit code (checked by the same rule first, each refusal on its field). */
export async function action({ request, context }: Route.ActionArgs): Promise<InviteAnswer> {
  const id = sheetIdOf(request);
  const form = await request.formData();
  if (form.get("intent") === "external") {
    const body = formBody(procurementCalls.inviteExternal.body, form, { id });
    if (!body.ok) return body;
    const { companyName, phone, creditCode } = body.data;
    const values = { companyName, phone, creditCode };
    const checked = checkExternalInvitee(values);
    if (!checked.ok) return { ok: false, msg: checked.message, fields: { [checked.field]: checked.message }, values };
    const answer = await memberAction(context, (client) => clientCall(procurementCalls.inviteExternal)(client, body.data, { silent: true }));
    return answer.ok ? answer : { ...answer, values };
  }
  const body = formBody(procurementCalls.invite.body, form, { id, supplierBusinessIds: form.getAll("supplier") });
  if (!body.ok) return body;
  return memberAction(context, async (client) => {
    const answer = await clientCall(procurementCalls.invite)(client, body.data, { silent: true });
    return { msg: [texts.invited(answer.data.invited), ...answer.data.warnings].join("；") };
  });
}

/** 邀请供应商 (spec §2 building-materials/inviteSupplier): pick suppliers from the pool. */
export default function InviteSupplier({ loaderData, actionData }: Route.ComponentProps) {
  const { sheet, keyword, certifiedOnly, current, pages, candidates } = loaderData;
  const busy = useNavigation().state === "submitting";
  const hrefOf = (pageNo: number) =>
    `?${new URLSearchParams({ id: String(sheet.id), ...(keyword ? { keyword } : {}), ...(certifiedOnly ? { certifiedOnly: "1" } : {}), page: String(pageNo) })}`;
  return (
    <div className={page.inner} data-testid="invite-supplier">
      <div className={page.titleRow}>
        <h1>
          {texts.inviteTitle}：{sheet.title}
        </h1>
        <TextLink to={`/user/building-materials/selecting?id=${sheet.id}`}>{texts.back}</TextLink>
      </div>
      <p>{texts.inviteDescription}</p>
      <ActionNotice answer={actionData} />
      <Form method="get" className={page.searchRow}>
        <input type="hidden" name="id" value={sheet.id} />
        <label htmlFor="pool-keyword">{texts.keyword}</label>
        <input id="pool-keyword" name="keyword" defaultValue={keyword} className={page.searchInput} />
        <label>
          <input type="checkbox" name="certifiedOnly" value="1" defaultChecked={certifiedOnly} /> {texts.certifiedOnly}
        </label>
        <Button type="submit" variant="ghost">
          {texts.search}
        </Button>
      </Form>
      {candidates.length === 0 ? (
        <Empty description={texts.empty} />
      ) : (
        <MayCall call={procurementCalls.invite}>
          <Form method="post">
            <fieldset>
              <legend>{texts.suppliers}</legend>
              <ul className={page.plainList}>
                {candidates.map((c: Candidate & { invited: boolean }) => (
                  <li key={c.businessId} className={styles.checkRow}>
                    <label>
                      <input type="checkbox" name="supplier" value={c.businessId} disabled={c.invited} /> {c.name}
                    </label>
                    <span className={page.tag}>{c.certified ? texts.certified : texts.uncertified}</span>
                    {c.invited && <span>{texts.invitation}：已邀请</span>}
                  </li>
                ))}
              </ul>
            </fieldset>
            <Button type="submit" disabled={busy}>
              {texts.inviteSubmit}
            </Button>
          </Form>
        </MayCall>
      )}
      <PageLinks page={current} pages={pages} href={hrefOf} />
      <ExternalInvite answer={actionData} busy={busy} />
      <PendingInvitations sheet={sheet} />
    </div>
  );
}

/** A labelled field of the external invitation; a refused one shows its message under it. */
function ExternalInput({
  name,
  label,
  error,
  children,
}: {
  name: ExternalField;
  label: string;
  error: string | undefined;
  children: (a11y: object) => ReactNode;
}) {
  const id = `external-${name}`;
  return (
    <CheckedSheetField id={id} label={label} error={error}>
      {(a11y) => children({ id, name, ...a11y })}
    </CheckedSheetField>
  );
}

/** 邀请未注册供应商: a company name and a phone or a credit code. */
function ExternalInvite({ answer, busy }: { answer: InviteAnswer | undefined; busy: boolean }) {
  const fields = answer?.ok === false ? (answer.fields ?? {}) : {};
  const values = answer?.ok === false ? answer.values : undefined;
  return (
    <section aria-labelledby="external-invite" className={page.panel}>
      <h2 id="external-invite">{texts.externalTitle}</h2>
      <p id="external-help">{texts.externalDescription}</p>
      <MayCall call={procurementCalls.inviteExternal}>
        <Form method="post" className={styles.fieldGrid} aria-describedby="external-help" key={answer?.ok ? answer.msg : "external"}>
          <input type="hidden" name="intent" value="external" />
          <ExternalInput name="companyName" label={texts.externalCompany} error={fields.companyName}>
            {(a11y) => <input {...a11y} required maxLength={100} defaultValue={values?.companyName ?? ""} className={styles.control} />}
          </ExternalInput>
          <ExternalInput name="phone" label={texts.externalPhone} error={fields.phone}>
            {(a11y) => (
              <input {...a11y} type="tel" inputMode="numeric" maxLength={11} autoComplete="off" defaultValue={values?.phone ?? ""} className={styles.control} />
            )}
          </ExternalInput>
          <ExternalInput name="creditCode" label={texts.externalCreditCode} error={fields.creditCode}>
            {(a11y) => <input {...a11y} maxLength={18} autoComplete="off" defaultValue={values?.creditCode ?? ""} className={styles.control} />}
          </ExternalInput>
          <div className={styles.checkRow}>
            <Button type="submit" disabled={busy}>
              {texts.externalSubmit}
            </Button>
          </div>
        </Form>
      </MayCall>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.inviteTitle, description: texts.inviteDescription });
}
