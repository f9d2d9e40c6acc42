import { clientCall } from "@cidp/api-client";
import { type CallResult, organisationCalls } from "@cidp/api-client/contract";
import { COMPANY_TYPE_HINTS, COMPANY_TYPE_LABELS, COMPANY_TYPES, JOIN_REQUEST_STATE_LABELS, REFUSAL_REASONS } from "@cidp/domain";
import type { TableColumn } from "@cidp/ui";
import { Form, redirectDocument, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { userCompanyCreateTexts } from "../features/member-center/member-center-texts.ts";
import { SubmitRow } from "../lib/form-actions.tsx";
import { formBody } from "../lib/form-fields.server.ts";
import { LabelledInput, LabelledTextarea } from "../lib/labelled-controls.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as styles from "../lib/page.css.ts";
import { HeadedRecordTable } from "../lib/record-table.tsx";
import { regionChoicesFor } from "../lib/region-choices.server.ts";
import { RegionPicker } from "../lib/region-picker.tsx";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { type ActionAnswer, memberFormAction, refusalOf } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { isSecureRequest, sessionSetCookies } from "../lib/session/session-cookies.server.ts";
import type { Route } from "./+types/user-company-create";

const texts = userCompanyCreateTexts;

type JoinRequest = CallResult<typeof organisationCalls.myJoinRequests>["data"][number];

/** What the form keeps of a refused founding, so nothing typed is lost (also without scripts). */
interface Typed {
  name: string;
  creditCode: string;
  legalRepresentative: string;
  regionCode: string;
  companyType: string;
}

/** The provinces for the region picker, and the member's own join requests (a visitor goes to log in). */
export async function loader({ context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const [regions, requests] = await Promise.all([
    regionChoicesFor(context, ""),
    clientCall(organisationCalls.myJoinRequests)(client, { silent: true }).then(
      (answer) => ({ rows: answer.data, error: null }),
      () => ({ rows: [] as JoinRequest[], error: texts.loadFailed }),
    ),
  ]);
  return { regions, requests };
}

/**
 * 创建企业: the business is founded and the member's session acts for it at once (the founding's
 * token goes into the shared cookies, as a company switch's does), landing in the member center;
 * a credit code already on the platform is answered with the offer to ask to join (申请加入).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const typed: Typed = {
    name: String(form.get("name") ?? ""),
    creditCode: String(form.get("creditCode") ?? ""),
    legalRepresentative: String(form.get("legalRepresentative") ?? ""),
    regionCode: String(form.get("regionCode") ?? ""),
    companyType: String(form.get("companyType") ?? ""),
  };
  if (form.get("intent") === "join") {
    const answer: ActionAnswer = await memberFormAction(context, organisationCalls.requestToJoin, form);
    return { ...answer, typed, joining: !answer.ok, regions: null };
  }
  // The picker opens again at the district chosen, its city's and province's lists rendered.
  const refused = async (answer: { ok: false; msg: string; reason?: string }, kept: Typed) => ({
    ...answer,
    typed: kept,
    joining: answer.reason === REFUSAL_REASONS.businessRegistered,
    regions: await regionChoicesFor(context, kept.regionCode),
  });
  const body = formBody(organisationCalls.createBusiness.body, form, { companyType: typed.companyType || undefined });
  if (!body.ok) return refused({ ok: false, msg: body.msg }, typed);
  const client = memberClientOrLogin(context);
  let founded: CallResult<typeof organisationCalls.createBusiness>["data"];
  try {
    founded = (await clientCall(organisationCalls.createBusiness)(client, body.data, { silent: true })).data;
  } catch (error) {
    return refused(refusalOf(error), { ...typed, creditCode: body.data.creditCode });
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of sessionSetCookies(founded.token, String(founded.businessId), isSecureRequest(request))) headers.append("Set-Cookie", cookie);
  // A new document, as after a company switch: the header, its company switch and the chat start afresh for the new business.
  throw redirectDocument("/user/default?founded=1", { headers });
}

/** The side of the marketplace: one radio per side, with what it does on the platform. */
function CompanyTypeChoice({ value }: { value: string }) {
  return (
    <fieldset className={styles.choices}>
      <legend>{texts.companyType}</legend>
      {COMPANY_TYPES.map((type) => (
        <label key={type} className={styles.choice}>
          <input type="radio" name="companyType" value={type} defaultChecked={value === type} required />
          {COMPANY_TYPE_LABELS[type]}（{COMPANY_TYPE_HINTS[type]}）
        </label>
      ))}
    </fieldset>
  );
}

/** 申请加入: the business is on the platform already; its administrators are asked for an invitation. */
function JoinPanel({ creditCode, busy }: { creditCode: string; busy: boolean }) {
  return (
    <MayCall call={organisationCalls.requestToJoin}>
      <Form method="post" className={styles.panel} aria-labelledby="join-title" data-testid="join-request">
        <h2 id="join-title">{texts.joinTitle}</h2>
        <p>{texts.joinHint}</p>
        <input type="hidden" name="creditCode" value={creditCode} />
        <LabelledTextarea id="join-message" label={texts.joinMessage} name="message" maxLength={200} rows={3} placeholder={texts.joinMessageHint} />
        <SubmitRow label={texts.join} busy={busy} intent="join" />
      </Form>
    </MayCall>
  );
}

const statusColumns: TableColumn<JoinRequest>[] = [
  { key: "businessName", title: texts.business },
  { key: "createTime", title: texts.requestTime },
  { key: "status", title: texts.status, render: (row) => JOIN_REQUEST_STATE_LABELS[row.status] },
];

/** 创建企业 (designed, issue 61): found a business and administer it, or ask to join one already on the platform. */
export default function UserCompanyCreate({ loaderData, actionData }: Route.ComponentProps) {
  const { requests } = loaderData;
  const regions = actionData?.regions ?? loaderData.regions;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const founding = busy && navigation.formData?.get("intent") !== "join";
  const typed = actionData?.typed;
  return (
    <div className={styles.inner} data-testid="user-company-create">
      <h1>{texts.title}</h1>
      <p>{texts.description}</p>
      <ActionNotice answer={actionData} />
      {actionData?.joining && typed && <JoinPanel creditCode={typed.creditCode} busy={busy && !founding} />}
      <MayCall call={organisationCalls.createBusiness}>
        <Form method="post" className={styles.panel} aria-labelledby="founding-title">
          <h2 id="founding-title">{texts.formTitle}</h2>
          <LabelledInput
            id="company-name"
            label={texts.name}
            name="name"
            required
            minLength={2}
            maxLength={100}
            defaultValue={typed?.name}
            after={<small>{texts.nameHint}</small>}
          />
          <LabelledInput
            id="credit-code"
            label={texts.creditCode}
            name="creditCode"
            required
            maxLength={18}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={typed?.creditCode}
            after={<small>{texts.creditCodeHint}</small>}
          />
          <LabelledInput
            id="legal-representative"
            label={texts.legalRepresentative}
            name="legalRepresentative"
            required
            minLength={2}
            maxLength={50}
            defaultValue={typed?.legalRepresentative}
          />
          <RegionPicker name="regionCode" value={typed?.regionCode ?? ""} choices={regions} />
          <CompanyTypeChoice value={typed?.companyType ?? ""} />
          <SubmitRow label={texts.submit} busy={founding} />
        </Form>
      </MayCall>
      {requests.error ? (
        <p role="alert">{requests.error}</p>
      ) : (
        requests.rows.length > 0 && <HeadedRecordTable title={texts.mine} columns={statusColumns} data={requests.rows} emptyText="" />
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
