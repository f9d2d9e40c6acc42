import { clientCall } from "@cidp/api-client";
import { type CallResult, organisationCalls } from "@cidp/api-client/contract";
import { PERMISSION_KEYS, PERMISSION_LABELS } from "@cidp/domain";
import { Button, type TableColumn } from "@cidp/ui";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { memberListTexts, roleListTexts } from "../features/member-center/member-center-texts.ts";
import { RowIntentButton } from "../features/member-center/row-intent-button.tsx";
import { idField } from "../lib/form-fields.server.ts";
import { CheckboxChoices, LabelledInput } from "../lib/labelled-controls.tsx";
import { ListOrAlert } from "../lib/list-or-alert.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import { useMayCall } from "../lib/member-center/use-member-center.ts";
import * as styles from "../lib/page.css.ts";
import { RecordTable } from "../lib/record-table.tsx";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { businessMemberClient } from "../lib/session/business-member.server.ts";
import { memberFormAction, memberRowAction } from "../lib/session/member-action.server.ts";
import { PrimaryLink, TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-role-management-role-list";

const texts = roleListTexts;

type RoleRow = CallResult<typeof organisationCalls.roleList>["data"][number];

/** The business's roles: the templates and its own, with what each allows and how many hold it. */
export async function loader({ context }: Route.LoaderArgs) {
  const member = businessMemberClient(context);
  if (!member) return { roles: [] as RoleRow[], error: memberListTexts.noBusiness };
  try {
    const answer = await clientCall(organisationCalls.roleList)(member, { silent: true });
    return { roles: answer.data, error: null };
  } catch {
    return { roles: [] as RoleRow[], error: texts.loadFailed };
  }
}

/** Saves (creates or changes) a role of the business's own, or deletes one. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "delete") {
    return memberRowAction(context, form, texts.missing, (client, id) => clientCall(organisationCalls.deleteRole)(client, { id }, { silent: true }));
  }
  // A new role posts no id; the ticked permissions are one field each.
  return memberFormAction(context, organisationCalls.saveRole, form, { id: idField(form, "id") ?? undefined, permissions: form.getAll("permission") });
}

/** The form of a new role (`?new`) or of one of the business's own roles (`?edit=<id>`). */
function RoleForm({ role }: { role: RoleRow | null }) {
  const busy = useNavigation().state === "submitting";
  const held = new Set(role?.permissions ?? []);
  return (
    <MayCall call={organisationCalls.saveRole}>
      <Form method="post" action="?" className={styles.panel} aria-labelledby="role-form-title" data-testid="role-form">
        <h2 id="role-form-title">{role ? texts.editTitle.replace("{name}", role.name) : texts.newTitle}</h2>
        {role && <input type="hidden" name="id" value={role.id} />}
        <LabelledInput id="role-name" label={texts.name} name="name" defaultValue={role?.name ?? ""} maxLength={20} required />
        <CheckboxChoices
          legend={texts.permissions}
          name="permission"
          options={PERMISSION_KEYS.map((key) => ({ value: key, label: PERMISSION_LABELS[key], checked: held.has(key) }))}
        />
        <div className={styles.actions}>
          <Button type="submit" name="intent" value="save" loading={busy}>
            {texts.save}
          </Button>
          <TextLink to="?">{memberListTexts.cancel}</TextLink>
        </div>
      </Form>
    </MayCall>
  );
}

/** 角色管理: the five template roles and the business's own, with a form to define or change its own roles. */
export default function RoleList({ loaderData, actionData }: Route.ComponentProps) {
  const { roles, error } = loaderData;
  const [params] = useSearchParams();
  const mayManage = useMayCall(organisationCalls.saveRole);
  const editing = roles.find((role) => role.template === null && String(role.id) === params.get("edit")) ?? null;
  const creating = params.has("new");
  const columns: TableColumn<RoleRow>[] = [
    { key: "name", title: texts.name },
    { key: "template", title: texts.kind, render: (role) => (role.template ? texts.template : texts.custom) },
    { key: "permissions", title: texts.permissions, render: (role) => role.permissions.map((key) => PERMISSION_LABELS[key]).join("、") || "—" },
    { key: "memberCount", title: texts.memberCount, align: "right" },
  ];
  if (mayManage)
    columns.push({
      key: "actions",
      title: texts.actions,
      render: (role) =>
        role.template ? null : (
          <span className={styles.rowActions}>
            <Link to={`?edit=${role.id}`} aria-label={`${texts.edit}：${role.name}`}>
              {texts.edit}
            </Link>
            <RowIntentButton call={organisationCalls.deleteRole} id={role.id} intent="delete" label={texts.delete} rowName={role.name} />
          </span>
        ),
    });
  return (
    <div className={styles.inner} data-testid="role-list">
      <TitleRow title={texts.title}>
        <MayCall call={organisationCalls.saveRole}>
          <PrimaryLink to="?new">{texts.create}</PrimaryLink>
        </MayCall>
      </TitleRow>
      <p>{texts.hint}</p>
      <ActionNotice answer={actionData} />
      {(creating || editing) && <RoleForm key={editing?.id ?? "new"} role={editing} />}
      <ListOrAlert error={error}>
        <RecordTable caption={texts.caption} columns={columns} data={roles} emptyText={texts.none} />
      </ListOrAlert>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
