import { operatorCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { Fragment } from "react";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { BackLink } from "../lib/back-link.tsx";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { REASON_MAX, ReasonField } from "../lib/reason-field.tsx";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireStaff } from "../lib/staff.server.ts";
import type { Route } from "./+types/review-subject";

export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData ? `${loaderData.subject.kindLabel}：${loaderData.subject.title}` : "审核");

/** One submission in full; an address that names none is the 404 page. */
async function subjectOf(request: Request, params: Route.LoaderArgs["params"]) {
  if (!/^[a-z_-]{1,40}$/.test(params.kind) || !/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const subject = await callServices(request, operatorCalls.reviewSubject, { kind: params.kind, id: Number(params.id) });
  if (!subject.ok) {
    if (subject.status === 400 || subject.status === 404) throw data(null, { status: 404 });
    if (subject.status === 403) throw data({ message: subject.message }, { status: 403 });
    throw refusalOf(request, subject);
  }
  return subject.data;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  return { subject: await subjectOf(request, params) };
}

/** 审核通过 or 驳回 with its reason; the services refuse a decided one (another operator was first). */
export async function action({ request, params }: Route.ActionArgs) {
  await requireStaff(request);
  const form = await request.formData();
  const decision = field(form, "decision") === "approve" ? "approve" : "reject";
  const reason = field(form, "reason").trim();
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm, reason }, { status: 403 });
  if (decision === "reject" && !reason) return data({ error: "请填写驳回原因", reason }, { status: 400 });
  if ([...reason].length > REASON_MAX) return data({ error: `驳回原因不能超过${REASON_MAX}个字`, reason }, { status: 400 });
  const answer = await callServices(request, operatorCalls.reviewDecide, {
    kind: params.kind,
    id: Number(params.id),
    decision,
    ...(decision === "reject" ? { reason } : {}),
  });
  if (!answer.ok) {
    if (answer.status === 401) throw refusalOf(request, answer);
    return data({ error: answer.message, reason }, { status: answer.status });
  }
  return redirect(`/?result=${decision === "approve" ? "approved" : "rejected"}`);
}

export default function ReviewSubject({ loaderData, actionData }: Route.ComponentProps) {
  const { subject } = loaderData;
  return (
    <main id="main" className={styles.main}>
      <BackLink href="/" label="返回待审核" />
      <h1>
        {subject.kindLabel}：{subject.title}
      </h1>
      <MessageLine kind="error" text={actionData?.error} />
      <dl className={styles.facts}>
        <dt>状态</dt>
        <dd>
          {subject.stateLabel}
          {subject.rejectReason ? `（${subject.rejectReason}）` : ""}
        </dd>
        <dt>提交时间</dt>
        <dd>{subject.submitTime}</dd>
        {subject.fields.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {subject.bodyHtml === null ? null : (
        <>
          <h2>正文</h2>
          <div
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the rich-text policy when submitted and again when the services read it; the CSP runs no script anyway.
            dangerouslySetInnerHTML={{ __html: subject.bodyHtml }}
          />
        </>
      )}
      {subject.images.length > 0 ? (
        <>
          <h2>材料</h2>
          <div className={styles.row}>
            {subject.images.map((image) => (
              <figure key={image.url} className={styles.figure}>
                <img src={image.url} alt={image.label} />
                <figcaption>{image.label}</figcaption>
              </figure>
            ))}
          </div>
        </>
      ) : null}
      {subject.state === "pending" ? (
        <>
          <h2>审核结论</h2>
          <div className={styles.row}>
            <form method="post" className={styles.stack}>
              <input type="hidden" name="decision" value="approve" />
              <p>材料齐全、信息一致时通过。</p>
              <Button type="submit">审核通过</Button>
            </form>
            <form method="post" noValidate className={styles.stack}>
              <input type="hidden" name="decision" value="reject" />
              <ReasonField label="驳回原因（提交人可见）" rows={3} typed={actionData?.reason ?? ""} />
              <Button type="submit" variant="warning">
                驳回
              </Button>
            </form>
          </div>
        </>
      ) : null}
    </main>
  );
}
