import { clientCall } from "@cidp/api-client";
import { type CallResult, organisationCalls } from "@cidp/api-client/contract";
import { PHONE_INPUT_PATTERN } from "@cidp/domain";
import type { TableColumn } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { invitationTexts } from "../features/member-center/member-center-texts.ts";
import { RowIntentButton } from "../features/member-center/row-intent-button.tsx";
import { SubmitRow } from "../lib/form-actions.tsx";
import { CheckboxChoices, LabelledInput } from "../lib/labelled-controls.tsx";
import { MayCallOrRefusal } from "../lib/member-center/may-call-or-refusal.tsx";
import { useMemberCenter } from "../lib/member-center/use-member-center.ts";
import * as styles from "../lib/page.css.ts";
import { HeadedRecordTable } from "../lib/record-table.tsx";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { businessMemberClient } from "../lib/session/business-member.server.ts";
import { memberFormAction, memberRowAction } from "../lib/session/member-action.server.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-member-management-add-invitation";

const texts = invitationTexts;

type RoleRow = CallResult<typeof organisationCalls.roleList>["data"][number];
type InvitationRow = CallResult<typeof organisationCalls.businessInvitations>["data"][number];

/** The business's roles (to offer) and the invitations it sent (for those who may see them). */
export async function loader({ context }: Route.LoaderArgs) {
  const client = businessMemberClient(context);
  if (!client) return { roles: [] as RoleRow[], invitations: [] as InvitationRow[] };
  const [roles, invitations] = await Promise.all([
    clientCall(organisationCalls.roleList)(client, { silent: true }).then(
      (answer) => answer.data,
      () => [] as RoleRow[],
    ),
    // Without member_manage the list is refused: the page then shows why instead of an empty table.
    clientCall(organisationCalls.businessInvitations)(client, { silent: true }).then(
      (answer) => answer.data,
      () => [] as InvitationRow[],
    ),
  ]);
  return { roles, invitations };
}

/** Sends an invitation, or revokes one. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "revoke") {
    return memberRowAction(context, form, texts.gone, (client, id) => clientCall(organisationCalls.revokeInvitation)(client, { id }, { silent: true }));
  }
  // The phone as typed (spaces around it dropped), the ticked roles by the contract's id rule.
  return memberFormAction(context, organisationCalls.invite, form, { phone: form.get("phone")?.toString().trim(), roleIds: form.getAll("roleId") });
}

const statusText: Record<InvitationRow["status"], string> = { pending: "待处理", accepted: "已加入", declined: "已拒绝", revoked: "已撤回或过期" };

/** 邀请成员: invite by phone with roles; the invitee gets a text and a notice, an unregistered phone registers first. */
export default function AddInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { roles, invitations } = loaderData;
  const busy = useNavigation().state === "submitting";
  const admin = useMemberCenter()?.admin ?? false;
  const columns: TableColumn<InvitationRow>[] = [
    { key: "phone", title: texts.phone },
    { key: "roleNames", title: texts.roles, render: (row) => row.roleNames.join("、") || "—" },
    { key: "invitedBy", title: texts.invitedBy },
    { key: "createTime", title: texts.createTime },
    { key: "status", title: texts.status, render: (row) => statusText[row.status] },
    {
      key: "actions",
      title: texts.actions,
      render: (row) =>
        row.status === "pending" ? (
          <RowIntentButton call={organisationCalls.revokeInvitation} id={row.id} intent="revoke" label={texts.revoke} rowName={row.phone} />
        ) : null,
    },
  ];
  return (
    <div className={styles.inner} data-testid="add-invitation">
      <TitleRow title={texts.title}>
        <TextLink to="/user/member-management/member-list">{texts.backToMembers}</TextLink>
      </TitleRow>
      <MayCallOrRefusal call={organisationCalls.invite}>
        <>
          <ActionNotice answer={actionData} />
          <Form method="post" className={styles.panel} aria-labelledby="invite-form-title">
            <h2 id="invite-form-title">{texts.formTitle}</h2>
            <p>{texts.hint}</p>
            <LabelledInput
              id="invite-phone"
              label={texts.phone}
              name="phone"
              inputMode="numeric"
              autoComplete="off"
              maxLength={11}
              required
              pattern={PHONE_INPUT_PATTERN}
              title="请输入11位手机号！"
            />
            <CheckboxChoices
              legend={texts.roles}
              name="roleId"
              options={roles.filter((role) => admin || role.template !== "admin").map((role) => ({ value: role.id, label: role.name }))}
            />
            <SubmitRow label={texts.send} busy={busy} intent="invite" />
          </Form>
          <HeadedRecordTable title={texts.sent} columns={columns} data={invitations} emptyText={texts.none} />
        </>
      </MayCallOrRefusal>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
