import { clientCall } from "@cidp/api-client";
import { tenderCalls } from "@cidp/api-client/contract";
import { OBJECTION_MAX_CHARS, OBJECTION_MIN_CHARS } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import * as tenderStyles from "../features/tender/tender.css.ts";
import { loadTender, readerStandingOn } from "../features/tender/tender.server.ts";
import { DeviceIdInput, uploadIds } from "../features/tender/tender-files.tsx";
import { TenderNotice } from "../features/tender/tender-notice.tsx";
import { tenderTexts as texts } from "../features/tender/tender-texts.ts";
import { FilesField } from "../features/upload/files-field.tsx";
import { formBody, typedFields } from "../lib/form-fields.server.ts";
import { LinkLine } from "../lib/link-line.tsx";
import * as page from "../lib/page.css.ts";
import { fillText, pageMeta } from "../lib/seo/page-meta.ts";
import { loginReturningHere } from "../lib/session/login-site.server.ts";
import { memberAction, memberFormAction } from "../lib/session/member-action.server.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import { tradeDocumentField } from "../lib/trade-document-field.ts";
import type { Route } from "./+types/default-tender-detail";

/** A tender's public notice (公告, 公示, 结果), readable without logging in; a member registers from it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tender = await loadTender(context, url);
  return { tender, ...(await readerStandingOn(context, tender.id)), loginHref: loginReturningHere(request) };
}

/** 报名: the business the member acts for registers (the server checks the window, the group, the role). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "objection") {
    const body = formBody(tenderCalls.fileObjection.body, form);
    if (!body.ok) return { ok: false as const, msg: body.msg, field: "objection", content: typedFields(form, ["content"]).content };
    const { content } = body.data;
    const n = [...content].length;
    if (n < OBJECTION_MIN_CHARS || n > OBJECTION_MAX_CHARS) return { ok: false as const, msg: texts.objectionLength, field: "objection", content };
    const answer = await memberAction(context, (client) =>
      clientCall(tenderCalls.fileObjection)(client, body.data, { silent: true }).then(() => ({ msg: texts.objectionFiled })),
    );
    return { ...answer, field: "objection", content: answer.ok ? "" : content };
  }
  const qualificationFileIds = uploadIds(form, "qualificationFileIds");
  if (qualificationFileIds.length === 0) return { ok: false as const, msg: texts.needQualification };
  return memberFormAction(context, tenderCalls.register, form, { qualificationFileIds }, texts.registered);
}

/** 招标公告详情 (designed route `default/tender/detail?id=`). */
export default function TenderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tender, documentRefusal, registration, loginHref } = loaderData;
  const { session } = useRootData();
  const busy = useNavigation().state !== "idle";
  const objectionRefused = actionData && "field" in actionData && actionData.field === "objection" && !actionData.ok ? actionData : null;
  return (
    <div className={page.inner} data-testid="tender-detail">
      <LinkLine to="/default/tender/list">{texts.listTitle}</LinkLine>
      <TenderNotice tender={tender} documentRefusal={documentRefusal} />
      {registration ? (
        <section aria-labelledby="tender-registration" className={page.panel} data-testid="tender-registration">
          <h2 id="tender-registration">{texts.myRegistration}</h2>
          <ActionNotice answer={actionData && !("field" in actionData) ? actionData : undefined} />
          <p>
            {texts.registeredAs.replace("{state}", registration.stateLabel)} <Link to={`/user/my-bid/bitTable?id=${tender.id}`}>{texts.toBid}</Link>
          </p>
        </section>
      ) : tender.state === "registering" ? (
        <section aria-labelledby="tender-register" className={page.panel}>
          <h2 id="tender-register">{texts.register}</h2>
          <ActionNotice answer={actionData && !("field" in actionData) ? actionData : undefined} />
          {session.loggedIn ? (
            <Form method="post">
              <input type="hidden" name="id" value={tender.id} />
              <p>{texts.registerHint}</p>
              <DeviceIdInput />
              <FilesField name="qualificationFileIds" {...tradeDocumentField(texts.qualificationUpload)} />
              <Button type="submit" disabled={busy}>
                {texts.register}
              </Button>
            </Form>
          ) : (
            <p>
              {texts.loginToRegister} <a href={loginHref}>{texts.login}</a>
            </p>
          )}
        </section>
      ) : null}
      {tender.state === "publicity" ? (
        <section aria-labelledby="tender-objection" className={page.panel}>
          <h2 id="tender-objection">{texts.fileObjection}</h2>
          <p>{texts.objectionHint}</p>
          {actionData && "field" in actionData && actionData.field === "objection" && actionData.ok && <ActionNotice answer={actionData} />}
          {session.loggedIn ? (
            <Form method="post">
              <input type="hidden" name="id" value={tender.id} />
              <input type="hidden" name="intent" value="objection" />
              <p className={page.field}>
                <label htmlFor="objection-content">{texts.objectionContent}</label>
                <textarea
                  id="objection-content"
                  name="content"
                  rows={5}
                  maxLength={OBJECTION_MAX_CHARS}
                  defaultValue={objectionRefused?.content ?? ""}
                  {...(objectionRefused ? { "aria-invalid": true, "aria-describedby": "objection-content-error" } : {})}
                />
                {objectionRefused && (
                  <span id="objection-content-error" role="alert" className={tenderStyles.fieldError} data-testid="objection-content-error">
                    {objectionRefused.msg}
                  </span>
                )}
              </p>
              <Button type="submit" disabled={busy}>
                {texts.objectionSubmit}
              </Button>
            </Form>
          ) : (
            <p>
              {texts.loginToObject} <a href={loginHref}>{texts.login}</a>
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const tender = args.loaderData?.tender;
  if (!tender) return pageMeta(args, { title: texts.detailMissing, description: texts.listDescription });
  return pageMeta(args, {
    title: tender.title,
    description: fillText(texts.detailDescription, {
      tenderer: tender.tendererName,
      title: tender.title,
      state: tender.stateLabel,
      deadline: tender.bidDeadline,
    }),
  });
}
