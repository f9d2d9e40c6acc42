import { OPERATOR_ROLES } from "@cidp/domain";
import { formatDateTime } from "../../../http/format.ts";
import { html, type SafeHtml } from "../../login-site/html.ts";
import type { LiveOperatorSession } from "../operator-account.repository.ts";
import type { IssuedEnrolment, OperatorListing } from "../operator-accounts.ts";
import { messageLine } from "./operator-layout.ts";

/** What the staff page shows besides the accounts: a result, a refusal, a link issued just now, the new-account form's values. */
export interface StaffPageState {
  csrf: string;
  currentSessionId: string;
  result: string | null;
  error: string | null;
  issued: IssuedEnrolment | null;
  draft: { username: string; displayName: string; role: string };
}

function statusOf(account: OperatorListing): string {
  if (account.disabled) return "已停用";
  return account.enrolled ? "正常" : "待绑定验证器";
}

function roleOptions(selected: string): SafeHtml {
  return html`${OPERATOR_ROLES.map((role) => html`<option value="${role}"${role === selected ? html` selected` : ""}>${role}</option>`)}`;
}

/** A one-button form posting to `action` with the session's token. */
function actionForm(action: string, csrf: string, label: string, ariaLabel: string, danger = false): SafeHtml {
  return html`<form method="post" action="${action}"><input type="hidden" name="_csrf" value="${csrf}"><button type="submit"${danger ? html` class="danger"` : html` class="secondary"`} aria-label="${ariaLabel}">${label}</button></form>`;
}

/** 运营账号: the staff, their roles and states, a new account, and every live session. */
export function staffPage(accounts: OperatorListing[], sessions: LiveOperatorSession[], state: StaffPageState): SafeHtml {
  const { csrf } = state;
  return html`<h1>运营账号</h1>
${messageLine("success", state.result)}
${messageLine("error", state.error)}
${
  state.issued
    ? html`<section aria-labelledby="issued-title"><h2 id="issued-title">一次性绑定链接</h2>
<p>请通过安全渠道将此链接发给「${state.issued.username}」，有效至 ${formatDateTime(state.issued.expiresAt)}，仅显示这一次：</p>
<p><code data-testid="enrolment-link">${state.issued.url}</code></p></section>`
    : ""
}
<table>
<caption class="muted">角色决定可进入的页面与可执行的操作；停用账号会立即结束其全部会话。</caption>
<thead><tr><th scope="col">用户名</th><th scope="col">姓名</th><th scope="col">角色</th><th scope="col">状态</th><th scope="col">操作</th></tr></thead>
<tbody>${accounts.map((a) => {
    const base = `/operator/staff/${encodeURIComponent(a.username)}`;
    return html`<tr><td>${a.username}</td><td>${a.displayName}</td>
<td><form method="post" action="${base}/role"><input type="hidden" name="_csrf" value="${csrf}"><select name="role" aria-label="${a.displayName}的角色">${roleOptions(a.role)}</select> <button type="submit" class="secondary" aria-label="保存${a.displayName}的角色">保存</button></form></td>
<td>${statusOf(a)}</td>
<td class="decisions">${a.disabled ? actionForm(`${base}/enable`, csrf, "启用", `启用${a.displayName}`) : actionForm(`${base}/disable`, csrf, "停用", `停用${a.displayName}`, true)}${a.disabled ? "" : actionForm(`${base}/reissue`, csrf, "重发绑定链接", `为${a.displayName}重发绑定链接`)}</td></tr>`;
  })}</tbody>
</table>
<h2>新建运营账号</h2>
<form method="post" action="/operator/staff" class="narrow-form"><input type="hidden" name="_csrf" value="${csrf}">
<div class="field"><label for="staff-username">用户名</label><input type="text" id="staff-username" name="username" maxlength="32" autocomplete="off" value="${state.draft.username}" aria-describedby="staff-username-hint"><p id="staff-username-hint" class="muted">3–32位小写字母、数字或 _ . -，以字母开头</p></div>
<div class="field"><label for="staff-name">姓名</label><input type="text" id="staff-name" name="displayName" maxlength="50" value="${state.draft.displayName}"></div>
<div class="field"><label for="staff-role">角色</label><select id="staff-role" name="role">${roleOptions(state.draft.role)}</select></div>
<button type="submit">新建并生成绑定链接</button></form>
<h2>在线会话</h2>
${
  sessions.length === 0
    ? html`<p>暂无在线会话。</p>`
    : html`<table>
<thead><tr><th scope="col">运营人员</th><th scope="col">登录时间</th><th scope="col">到期时间</th><th scope="col">操作</th></tr></thead>
<tbody>${sessions.map(
        (s) =>
          html`<tr><td>${s.displayName}（${s.username}）${s.id === state.currentSessionId ? "（当前会话）" : ""}</td><td>${formatDateTime(s.createdAt)}</td><td>${formatDateTime(s.expiresAt)}</td>
<td>${actionForm(`/operator/sessions/${s.id}/revoke`, csrf, "结束会话", `结束${s.displayName}于${formatDateTime(s.createdAt)}登录的会话`, true)}</td></tr>`,
      )}</tbody>
</table>`
}`;
}
