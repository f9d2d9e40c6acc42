import { clientCall } from "@cidp/api-client";
import { type CallResult, projectCalls } from "@cidp/api-client/contract";
import { Button, type TableColumn } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { contactChatPath } from "../features/chat/contact-button.tsx";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { projectTexts as texts } from "../features/projects/projects-texts.ts";
import { idField } from "../lib/form-fields.server.ts";
import { LinkLine } from "../lib/link-line.tsx";
import * as cards from "../lib/market-cards.css.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import { ownRecordOrNotFound } from "../lib/not-found.server.ts";
import * as page from "../lib/page.css.ts";
import { RecordTable } from "../lib/record-table.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-project-registration-list";

type Registration = CallResult<typeof projectCalls.registrations>["data"]["records"][number];

/** The registrations of the member's own project (`?projectId=`); anyone else's answers the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const projectId = Number(new URL(request.url).searchParams.get("projectId"));
  return ownRecordOrNotFound(
    texts.detailMissing,
    async () =>
      (await clientCall(projectCalls.registrations)(client, { projectId: Number.isSafeInteger(projectId) && projectId > 0 ? projectId : 0 }, { silent: true }))
        .data,
  );
}

/** 入围: the publisher shortlists a registered company. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return memberAction(context, (client) =>
    clientCall(projectCalls.shortlist)(client, { registrationId: idField(form, "registrationId") ?? 0 }, { silent: true }),
  );
}

/** 报名名单 (spec §2 project/registration-list): who registered, how they fit, 入围 and 联系. */
export default function RegistrationList({ loaderData, actionData }: Route.ComponentProps) {
  const { project, records } = loaderData;
  const busy = useNavigation().state !== "idle";
  const columns: TableColumn<Registration>[] = [
    { key: "companyName", title: texts.company },
    { key: "regionName", title: texts.region },
    { key: "qualifications", title: texts.qualifications, render: (r) => r.qualifications.join("、") || "—" },
    {
      key: "matchExplanation",
      title: texts.match,
      render: (r) => (
        <>
          <span className={cards.reason}>{r.matchExplanation || "—"}</span> {texts.matchScore.replace("{n}", String(r.matchScore))}
        </>
      ),
    },
    { key: "contactName", title: texts.contactName },
    { key: "message", title: texts.message, render: (r) => r.message || "—" },
    { key: "createTime", title: texts.time },
    { key: "stateLabel", title: texts.state },
    {
      key: "id",
      title: texts.operations,
      render: (r) => (
        <span className={page.rowActions}>
          <Link to={contactChatPath(r.businessId)} aria-label={`${texts.contact}：${r.companyName}`}>
            {texts.contact}
          </Link>
          {r.state === "registered" && (
            <MayCall call={projectCalls.shortlist}>
              <Form method="post">
                <input type="hidden" name="registrationId" value={r.id} />
                <Button type="submit" size="small" disabled={busy} aria-label={`${texts.shortlist}：${r.companyName}`}>
                  {texts.shortlist}
                </Button>
              </Form>
            </MayCall>
          )}
        </span>
      ),
    },
  ];
  return (
    <div className={page.inner} data-testid="registration-list">
      <LinkLine to="/user/project/project-details?tab=mine">{texts.backToHub}</LinkLine>
      <h1>
        {texts.registrationTitle}：{project.title}
      </h1>
      <p className={cards.facts}>
        <span>{project.budgetText}</span>
        <span>{project.regionName}</span>
        <span>{project.category}</span>
        <span>
          {texts.deadline}：{project.deadline}
        </span>
        <span>{project.stateLabel}</span>
        {project.state !== "draft" && <Link to={`/default/project/detail?id=${project.id}`}>{texts.viewPublic}</Link>}
      </p>
      <ActionNotice answer={actionData} />
      <RecordTable caption={texts.registrationTitle} columns={columns} data={records} emptyText={texts.registrationNone} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.registrationTitle, description: texts.registrationDescription });
}
