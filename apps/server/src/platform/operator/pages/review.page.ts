import { LIST_COUNT_CAP, shownTotal } from "@cidp/domain";
import { html, raw, type SafeHtml } from "../../login-site/html.ts";
import type { AuditLine } from "../audit-lines.ts";
import type { QueueEntry, ReviewSubject } from "../review-source.ts";

/** How many days back the audit export reaches. */
export const AUDIT_EXPORT_DAYS = 30;

import { messageLine } from "./operator-layout.ts";

const stateLabels: Record<string, string> = { pending: "审核中", certified: "已通过", published: "已发布", rejected: "已驳回", awaiting_deposit: "待确认打款" };

type Labels = Readonly<Record<string, string>>;

/** The waiting submissions, oldest first, with how many wait of each kind (a count at the cap reads "1000+"). */
export function queuePage(labels: Labels, entries: QueueEntry[], waiting: Record<string, number>, result: string | null): SafeHtml {
  return html`<h1>待审核</h1>
${messageLine("success", result)}
<ul>${Object.entries(labels).map(([kind, label]) => html`<li>${label}：<strong>${shownTotal(waiting[kind] ?? 0, LIST_COUNT_CAP)}</strong> 条待审核</li>`)}</ul>
${
  entries.length === 0
    ? html`<p>暂无待审核的提交。</p>`
    : html`<table>
<caption class="muted">按提交时间排序，先提交的先审核</caption>
<thead><tr><th scope="col">类型</th><th scope="col">提交内容</th><th scope="col">提交时间</th><th scope="col">操作</th></tr></thead>
<tbody>${entries.map(
        (e) =>
          html`<tr><td>${labels[e.kind] ?? e.kind}</td><td>${e.title}</td><td>${e.submitTime}</td><td><a href="/operator/review/${e.kind}/${e.id}" aria-label="审核 ${e.title}">审核</a></td></tr>`,
      )}</tbody>
</table>`
}`;
}

/** One submission in full with the approve and reject forms while it waits. */
export function subjectPage(labels: Labels, subject: ReviewSubject, csrf: string, error: string | null, reason: string): SafeHtml {
  const action = `/operator/review/${subject.kind}/${subject.id}`;
  return html`<p><a href="/operator">← 返回待审核</a></p>
<h1>${labels[subject.kind] ?? subject.kind}：${subject.title}</h1>
${messageLine("error", error)}
<dl>
<dt>状态</dt><dd>${stateLabels[subject.state] ?? subject.state}${subject.rejectReason ? `（${subject.rejectReason}）` : ""}</dd>
<dt>提交时间</dt><dd>${subject.submitTime}</dd>
${subject.fields.map(([label, value]) => html`<dt>${label}</dt><dd>${value}</dd>`)}
</dl>
${
  subject.bodyHtml === undefined
    ? ""
    : // The body was sanitised with the rich-text policy when it was submitted and again when read.
      html`<h2>正文</h2><div class="body">${raw(subject.bodyHtml)}</div>`
}
${subject.images.length > 0 ? html`<h2>材料</h2><div class="images">${subject.images.map((image) => html`<figure><img src="${image.url}" alt="${image.label}"><figcaption>${image.label}</figcaption></figure>`)}</div>` : ""}
${
  subject.state === "pending"
    ? html`<h2>审核结论</h2>
<div class="decisions">
<form method="post" action="${action}"><input type="hidden" name="_csrf" value="${csrf}"><input type="hidden" name="decision" value="approve"><p>材料齐全、信息一致时通过。</p><button type="submit">审核通过</button></form>
<form method="post" action="${action}" novalidate><input type="hidden" name="_csrf" value="${csrf}"><input type="hidden" name="decision" value="reject">
<div class="field"><label for="reason">驳回原因（提交人可见）</label><textarea id="reason" name="reason" rows="3" maxlength="200" required>${reason}</textarea></div>
<button type="submit" class="danger">驳回</button></form>
</div>`
    : ""
}`;
}

/** The audit log, newest first, a page at a time, with its export. */
export function auditPage(rows: AuditLine[], nextBefore: number | null): SafeHtml {
  return html`<h1>操作日志</h1>
<p><a href="/operator/audit.csv" download>导出最近${AUDIT_EXPORT_DAYS}天（CSV）</a></p>
<table>
<thead><tr><th scope="col">时间</th><th scope="col">运营人员</th><th scope="col">操作</th><th scope="col">对象</th><th scope="col">说明</th><th scope="col">IP</th></tr></thead>
<tbody>${rows.map((r) => html`<tr><td>${r.time}</td><td>${r.operator}</td><td>${r.action}</td><td>${r.subject}</td><td>${r.detail}</td><td>${r.ip}</td></tr>`)}</tbody>
</table>
${nextBefore ? html`<p><a href="/operator/audit?before=${nextBefore}">更早的记录</a></p>` : ""}`;
}
