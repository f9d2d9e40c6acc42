import { ApiError, clientCall } from "@cidp/api-client";
import { type CallResult, memberCalls, organisationCalls } from "@cidp/api-client/contract";
import { Button, Empty, Table, type TableColumn } from "@cidp/ui";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { joinRequestTexts, memberListTexts } from "../features/member-center/member-center-texts.ts";
import { RowIntentButton } from "../features/member-center/row-intent-button.tsx";
import { CurrentPagePagination } from "../lib/current-page-pagination.tsx";
import { idField } from "../lib/form-fields.server.ts";
import { CheckboxChoices } from "../lib/labelled-controls.tsx";
import { ListOrAlert } from "../lib/list-or-alert.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import { useMayCall, useMemberCenter } from "../lib/member-center/use-member-center.ts";
import * as styles from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { businessMemberClient } from "../lib/session/business-member.server.ts";
import { memberAction, memberRowAction } from "../lib/session/member-action.server.ts";
import { PrimaryLink, TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-member-management-member-list";

const PAGE_SIZE = 10;
const texts = memberListTexts;

type MemberRow = CallResult<typeof memberCalls.businessMemberList>["data"]["records"][number];
type RoleRow = CallResult<typeof organisationCalls.roleList>["data"][number];
type JoinRequestRow = CallResult<typeof organisationCalls.joinRequests>["data"][number];

/** One page of the selected business's members (`?current=`, `?keyword=`) and its roles, read on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const current = Math.max(1, Number.parseInt(url.searchParams.get("current") ?? "1", 10) || 1);
  const keyword = (url.searchParams.get("keyword") ?? "").trim();
  const empty = {
    current,
    keyword,
    total: 0,
    records: [] as MemberRow[],
    roles: [] as RoleRow[],
    joinRequests: [] as JoinRequestRow[],
    error: null as string | null,
  };
  const member = businessMemberClient(context);
  // The /user layout already sent visitors to log in; a member without a business has no members to list.
  if (!member) return { ...empty, error: texts.noBusiness };
  const client = member;
  try {
    const [answer, roles, joinRequests] = await Promise.all([
      clientCall(memberCalls.businessMemberList)(client, { current, size: PAGE_SIZE, ...(keyword ? { keyword } : {}) }, { silent: true }),
      clientCall(organisationCalls.roleList)(client, { silent: true }),
      // Only those who manage members read the requests to join (加入申请); for the others the list is refused, and not shown.
      clientCall(organisationCalls.joinRequests)(client, { silent: true }).then(
        (requests) => requests.data,
        () => [] as JoinRequestRow[],
      ),
    ]);
    return { ...empty, total: answer.data.total, records: answer.data.records, roles: roles.data, joinRequests };
  } catch (error) {
    // A refused keyword says why (e.g. too long); anything else is a failure to load, said plainly.
    const said = error instanceof ApiError && error.code === 400 && error.msg ? error.msg : texts.loadFailed;
    return { ...empty, error: said };
  }
}

/** Sets a member's roles, removes a member, or hands the administrator on (the server checks the permission). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // 加入申请: an invitation with the roles ticked, or a decline.
  if (form.get("intent") === "join-invite" || form.get("intent") === "join-decline") {
    const accept = form.get("intent") === "join-invite";
    const roleIds = form
      .getAll("roleId")
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0);
    return memberRowAction(context, form, joinRequestTexts.missing, (client, id) =>
      clientCall(organisationCalls.answerJoinRequest)(client, { id, accept, roleIds: accept ? roleIds : [] }, { silent: true }),
    );
  }
  const memberId = idField(form, "memberId");
  if (memberId === null) return { ok: false as const, msg: texts.memberMissing };
  switch (form.get("intent")) {
    case "roles": {
      const roleIds = form
        .getAll("roleId")
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0);
      return memberAction(context, (client) => clientCall(organisationCalls.setMemberRoles)(client, { memberId, roleIds }, { silent: true }));
    }
    case "remove":
      return memberAction(context, (client) => clientCall(organisationCalls.removeMember)(client, { memberId }, { silent: true }));
    case "transfer":
      return memberAction(context, (client) => clientCall(organisationCalls.transferAdmin)(client, { memberId, keepAdmin: false }, { silent: true }));
    default:
      return { ok: false as const, msg: texts.unknownAction };
  }
}

/** The panel that changes one member's roles (`?edit=<memberId>`): a plain form, usable without scripts. */
function RolesPanel({ member, roles, admin }: { member: MemberRow; roles: RoleRow[]; admin: boolean }) {
  const busy = useNavigation().state === "submitting";
  const held = new Set(member.role === "admin" ? ["管理员", ...member.roleNames] : member.roleNames);
  return (
    <section aria-labelledby="roles-panel-title" className={styles.panel} data-testid="roles-panel">
      <h2 id="roles-panel-title">{texts.rolesOf.replace("{name}", member.realName)}</h2>
      <MayCall call={organisationCalls.setMemberRoles}>
        <Form method="post" action={`?${new URLSearchParams({ edit: String(member.memberId) })}`}>
          <input type="hidden" name="memberId" value={member.memberId} />
          <CheckboxChoices
            legend={texts.role}
            name="roleId"
            options={roles
              .filter((role) => admin || role.template !== "admin")
              .map((role) => ({ value: role.id, label: role.name, checked: held.has(role.name) }))}
          />
          <div className={styles.actions}>
            <Button type="submit" name="intent" value="roles" variant="primary" loading={busy}>
              {texts.saveRoles}
            </Button>
            {admin && member.role !== "admin" && (
              <Button type="submit" name="intent" value="transfer" variant="ghost">
                {texts.transferAdmin}
              </Button>
            )}
            <TextLink to="?">{texts.cancel}</TextLink>
          </div>
        </Form>
      </MayCall>
    </section>
  );
}

/** The confirmation of removing a member (`?remove=<memberId>`). */
function RemovePanel({ member }: { member: MemberRow }) {
  const busy = useNavigation().state === "submitting";
  // After the removal the list stays as it was searched and paged, without the panel.
  const [params] = useSearchParams();
  const back = new URLSearchParams(params);
  back.delete("remove");
  return (
    <section aria-labelledby="remove-panel-title" className={styles.panel} data-testid="remove-panel">
      <h2 id="remove-panel-title">{texts.removeTitle}</h2>
      <p>{texts.removeConfirm.replace("{name}", member.realName)}</p>
      <MayCall call={organisationCalls.removeMember}>
        <Form method="post" action={`?${back}`} className={styles.actions}>
          <input type="hidden" name="memberId" value={member.memberId} />
          <Button type="submit" name="intent" value="remove" variant="warning" loading={busy}>
            {texts.remove}
          </Button>
          <TextLink to={`?${back}`}>{texts.cancel}</TextLink>
        </Form>
      </MayCall>
    </section>
  );
}

/** The panel that turns a request to join into an invitation (`?answer=<id>`): the roles the requester will hold. */
function JoinInvitePanel({ request, roles, admin }: { request: JoinRequestRow; roles: RoleRow[]; admin: boolean }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="join-invite-title" className={styles.panel} data-testid="join-invite-panel">
      <h2 id="join-invite-title">{joinRequestTexts.inviteTitle.replace("{name}", request.realName)}</h2>
      <p>{joinRequestTexts.inviteHint}</p>
      <MayCall call={organisationCalls.answerJoinRequest}>
        <Form method="post" action="?">
          <input type="hidden" name="id" value={request.id} />
          <CheckboxChoices
            legend={joinRequestTexts.roles}
            name="roleId"
            options={roles.filter((role) => admin || role.template !== "admin").map((role) => ({ value: role.id, label: role.name }))}
          />
          <div className={styles.actions}>
            <Button type="submit" name="intent" value="join-invite" variant="primary" loading={busy}>
              {joinRequestTexts.send}
            </Button>
            <TextLink to="?">{joinRequestTexts.cancel}</TextLink>
          </div>
        </Form>
      </MayCall>
    </section>
  );
}

/** 加入申请: the people who asked to join, each to be invited (with roles) or declined. */
function JoinRequests({ requests }: { requests: JoinRequestRow[] }) {
  const [params] = useSearchParams();
  const columns: TableColumn<JoinRequestRow>[] = [
    { key: "realName", title: joinRequestTexts.name },
    { key: "phone", title: joinRequestTexts.phone },
    { key: "message", title: joinRequestTexts.message, render: (row) => row.message || "—" },
    { key: "createTime", title: joinRequestTexts.time },
    {
      key: "actions",
      title: joinRequestTexts.actions,
      render: (row) => (
        <span className={styles.rowActions}>
          <Link
            to={`?${new URLSearchParams({ ...Object.fromEntries(params), answer: String(row.id) })}`}
            aria-label={`${joinRequestTexts.invite}：${row.realName}`}
          >
            {joinRequestTexts.invite}
          </Link>
          <RowIntentButton
            call={organisationCalls.answerJoinRequest}
            id={row.id}
            intent="join-decline"
            label={joinRequestTexts.decline}
            rowName={row.realName}
          />
        </span>
      ),
    },
  ];
  return (
    <section aria-labelledby="join-requests-title" data-testid="join-requests">
      <h2 id="join-requests-title">{joinRequestTexts.title}</h2>
      <Table caption={joinRequestTexts.caption} columns={columns} data={requests} rowKey={(row) => String(row.id)} />
    </section>
  );
}

/** 成员管理: who belongs to the business the member acts for, their roles, and (with the permission) changes to them. */
export default function MemberList({ loaderData, actionData }: Route.ComponentProps) {
  const { current, keyword, total, records, roles, joinRequests, error } = loaderData;
  const [params] = useSearchParams();
  const loading = useNavigation().state === "loading";
  const admin = useMemberCenter()?.admin ?? false;
  const mayManageRoles = useMayCall(organisationCalls.setMemberRoles);
  const mayManageMembers = useMayCall(organisationCalls.removeMember);
  const editing = records.find((row) => String(row.memberId) === params.get("edit"));
  const removing = records.find((row) => String(row.memberId) === params.get("remove"));
  const answering = joinRequests.find((row) => String(row.id) === params.get("answer"));
  const columns: TableColumn<MemberRow>[] = [
    { key: "realName", title: texts.name, render: (row) => (row.isMe ? `${row.realName}${texts.me}` : row.realName) },
    { key: "phone", title: texts.phone },
    {
      key: "role",
      title: texts.role,
      render: (row) => [...(row.role === "admin" ? [texts.roles.admin] : []), ...row.roleNames].join("、") || texts.roles.member,
    },
    { key: "joinTime", title: texts.joinTime },
  ];
  if (mayManageRoles || mayManageMembers)
    columns.push({
      key: "actions",
      title: texts.actions,
      render: (row) =>
        row.isMe ? null : (
          <span className={styles.rowActions}>
            {mayManageRoles && (
              <Link
                to={`?${new URLSearchParams({ ...Object.fromEntries(params), edit: String(row.memberId) })}`}
                aria-label={`${texts.setRoles}：${row.realName}`}
              >
                {texts.setRoles}
              </Link>
            )}
            {mayManageMembers && (row.role !== "admin" || admin) && (
              <Link
                to={`?${new URLSearchParams({ ...Object.fromEntries(params), remove: String(row.memberId) })}`}
                aria-label={`${texts.remove}：${row.realName}`}
              >
                {texts.remove}
              </Link>
            )}
          </span>
        ),
    });
  return (
    <div className={styles.inner} data-testid="member-list">
      <TitleRow title={texts.title}>{mayManageMembers && <PrimaryLink to="/user/member-management/addInvitation">{texts.invite}</PrimaryLink>}</TitleRow>
      <ActionNotice answer={actionData} />
      {editing && <RolesPanel member={editing} roles={roles} admin={admin} />}
      {removing && <RemovePanel member={removing} />}
      {answering && mayManageMembers && <JoinInvitePanel request={answering} roles={roles} admin={admin} />}
      {joinRequests.length > 0 && mayManageMembers && <JoinRequests requests={joinRequests} />}
      {/* A plain GET form: the search works before hydration and keeps the keyword in the address. */}
      <Form method="get" role="search" className={styles.searchRow}>
        <label htmlFor="member-keyword">{texts.searchLabel}</label>
        <input id="member-keyword" name="keyword" defaultValue={keyword} maxLength={30} placeholder={texts.searchHint} className={styles.searchInput} />
        <button type="submit" className={styles.searchButton}>
          {texts.search}
        </button>
      </Form>
      <ListOrAlert error={error} testId="member-list-error">
        <Table
          caption={texts.caption}
          columns={columns}
          data={records}
          rowKey={(row) => String(row.memberId)}
          loading={loading}
          empty={<Empty description={keyword ? texts.noMatch : texts.empty} />}
        />
      </ListOrAlert>
      <CurrentPagePagination current={current} total={total} pageSize={PAGE_SIZE} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
