import { operatorCalls } from "@cidp/api-client/contract";
import { OPERATOR_ROLES } from "@cidp/domain";
import { Button, FormField, Input, Table } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { resultMessage } from "../lib/result-message.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireData, requireStaff, staffForm } from "../lib/staff.server.ts";
import { TitledTable } from "../lib/titled-table.tsx";
import type { Route } from "./+types/staff";

export const meta = () => pageTitle("运营账号");

/** The results the page shows after a change (the change redirects here with ?result=). */
const RESULTS: Readonly<Record<string, string>> = {
  role: "角色已更新，下一次操作起生效",
  disabled: "账号已停用，其会话已全部结束",
  enabled: "账号已启用",
  revoked: "会话已结束",
};

/** 运营账号 (管理员 only): the staff with their roles and states, and every live session. */
export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request, "staff.manage");
  const staff = await requireData(request, operatorCalls.staff);
  const result = resultMessage(request, RESULTS);
  return { ...staff, currentSessionId: me.sessionId, result };
}

type Draft = { username: string; displayName: string; role: string };

/**
 * Every change of the page, by its `intent`: refusals are shown on the page with what was typed,
 * a new link is shown once on this answer (never in an address), the rest redirect with a result.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "staff.manage");
  const draft: Draft = { username: field(form, "username"), displayName: field(form, "displayName"), role: field(form, "role") };
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm, draft, issued: null }, { status: 403 });
  const origin = new URL(request.url).origin;
  const target = field(form, "target");
  const intent = field(form, "intent");
  const run = async () => {
    switch (intent) {
      case "create":
        return callServices(request, operatorCalls.staffCreate, { username: draft.username, displayName: draft.displayName, role: draft.role as never });
      case "reissue":
        return callServices(request, operatorCalls.staffReissue, { username: target });
      case "role":
        return callServices(request, operatorCalls.staffRole, { username: target, role: draft.role as never });
      case "disable":
        return callServices(request, operatorCalls.staffDisable, { username: target });
      case "enable":
        return callServices(request, operatorCalls.staffEnable, { username: target });
      case "revoke":
        return callServices(request, operatorCalls.sessionRevoke, { id: target });
      default:
        return null;
    }
  };
  const answer = await run();
  if (!answer) return data({ error: "未知的操作", draft, issued: null }, { status: 400 });
  if (!answer.ok) {
    if (answer.status === 401) throw refusalOf(request, answer);
    return data({ error: answer.message, draft, issued: null }, { status: answer.status });
  }
  if (answer.data && typeof answer.data === "object" && "token" in answer.data) {
    const link = answer.data as { username: string; token: string; expireTime: string };
    return { error: null, draft: null, issued: { username: link.username, url: `${origin}/enrol/${link.token}`, expireTime: link.expireTime } };
  }
  const results: Record<string, string> = { role: "role", disable: "disabled", enable: "enabled", revoke: "revoked" };
  return redirect(`/staff?result=${results[intent] ?? ""}`);
}

function RoleOptions() {
  return OPERATOR_ROLES.map((role) => (
    <option key={role} value={role}>
      {role}
    </option>
  ));
}

/** A one-button form for one account or session. */
function ActionButton({ intent, target, label, name }: { intent: string; target: string; label: string; name: string }) {
  return (
    <form method="post" className={styles.inlineForm}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="target" value={target} />
      <Button type="submit" variant="ghost" size="small" aria-label={name}>
        {label}
      </Button>
    </form>
  );
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, sessions, currentSessionId, result } = loaderData;
  const draft = actionData?.draft ?? { username: "", displayName: "", role: "客服" };
  return (
    <main id="main" className={styles.main}>
      <h1>运营账号</h1>
      <MessageLine kind="success" text={actionData?.issued ? "已生成绑定链接" : result} />
      <MessageLine kind="error" text={actionData?.error} />
      {actionData?.issued ? (
        <section aria-labelledby="issued-title">
          <h2 id="issued-title">一次性绑定链接</h2>
          <p>
            请通过安全渠道将此链接发给「{actionData.issued.username}」，有效至 {actionData.issued.expireTime}，仅显示这一次：
          </p>
          <p>
            <code data-testid="enrolment-link" className={styles.secret}>
              {actionData.issued.url}
            </code>
          </p>
        </section>
      ) : null}
      <Table
        caption="角色决定可进入的页面与可执行的操作；停用账号会立即结束其全部会话。"
        showCaption
        rowKey={(account) => account.username}
        data={accounts}
        columns={[
          { key: "username", title: "用户名" },
          { key: "displayName", title: "姓名" },
          {
            key: "role",
            title: "角色",
            render: (account) => (
              <form method="post" className={styles.inlineForm}>
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="target" value={account.username} />
                <select name="role" defaultValue={account.role} aria-label={`${account.displayName}的角色`} className={styles.select}>
                  <RoleOptions />
                </select>
                <Button type="submit" variant="ghost" size="small" aria-label={`保存：${account.displayName}的角色`}>
                  保存
                </Button>
              </form>
            ),
          },
          { key: "state", title: "状态", render: (account) => (account.disabled ? "已停用" : account.enrolled ? "正常" : "待绑定验证器") },
          {
            key: "actions",
            title: "操作",
            render: (account) =>
              account.disabled ? (
                <ActionButton intent="enable" target={account.username} label="启用" name={`启用：${account.displayName}`} />
              ) : (
                <>
                  <ActionButton intent="disable" target={account.username} label="停用" name={`停用：${account.displayName}`} />
                  <ActionButton intent="reissue" target={account.username} label="重发绑定链接" name={`重发绑定链接：${account.displayName}`} />
                </>
              ),
          },
        ]}
      />
      <h2>新建运营账号</h2>
      <form method="post" className={styles.stack}>
        <input type="hidden" name="intent" value="create" />
        <FormField label="用户名" hint="3–32位小写字母、数字或 _ . -，以字母开头">
          <Input name="username" maxLength={32} autoComplete="off" defaultValue={draft.username} />
        </FormField>
        <FormField label="姓名">
          <Input name="displayName" maxLength={50} defaultValue={draft.displayName} />
        </FormField>
        <label htmlFor="staff-role">角色</label>
        <select id="staff-role" name="role" defaultValue={draft.role} className={styles.select}>
          <RoleOptions />
        </select>
        <Button type="submit">新建并生成绑定链接</Button>
      </form>
      <TitledTable
        title="在线会话"
        rowKey={(session) => session.id}
        data={sessions}
        emptyText="暂无在线会话。"
        columns={[
          {
            key: "who",
            title: "运营人员",
            render: (session) => `${session.displayName}（${session.username}）${session.id === currentSessionId ? "（当前会话）" : ""}`,
          },
          { key: "createTime", title: "登录时间" },
          { key: "expireTime", title: "到期时间" },
          {
            key: "end",
            title: "操作",
            render: (session) => (
              <ActionButton intent="revoke" target={session.id} label="结束会话" name={`结束会话：${session.displayName}于${session.createTime}登录`} />
            ),
          },
        ]}
      />
    </main>
  );
}
