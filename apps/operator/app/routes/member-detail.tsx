import { operatorCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { DeskPageHead } from "../lib/desk-page-head.tsx";
import { detailPage } from "../lib/detail-page.server.ts";
import { field } from "../lib/form.server.ts";
import { pageTitle } from "../lib/page-title.ts";
import { ReasonField } from "../lib/reason-field.tsx";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, staffForm } from "../lib/staff.server.ts";
import { textColumns } from "../lib/text-columns.ts";
import { TitledTable } from "../lib/titled-table.tsx";
import type { Route } from "./+types/member-detail";

export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData ? `会员：${loaderData.member.realName}` : "会员详情");

const RESULTS: Readonly<Record<string, string>> = {
  frozen: "已冻结，该会员的全部会话已结束",
  unfrozen: "已解冻，该会员可以重新登录",
  lifted: "已解除登录限制",
  reset: "已重置为短信登录：原密码已失效，该会员的全部会话已结束",
};

/** What the member reads when their old password is typed, and where they choose a new one (the services say it on the log-in). */
const RESET_EXPLAINED =
  "会员的原密码立即失效，全部会话立即结束。会员用原密码登录时会看到平台已重置密码的提示，需使用短信验证码登录，再在门户「个人中心 › 账户管理 › 设置登录密码」凭短信验证码设置新密码（无需原密码），设置后恢复密码登录。";

/** One member in full; the forms only for staff who may change members (the services check again). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { record: member, me, result } = await detailPage(request, "members.read", operatorCalls.memberDetail, params.id, RESULTS);
  return { member, mayManage: me.permissions.includes("members.manage"), result };
}

/**
 * 冻结 (with the reason the member reads), 解冻, 解除登录限制, 重置为短信登录 (with the reason staff
 * record). A refused reset is shown on its reason's field; the others above the page's content.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await staffForm(request, "members.manage");
  const reason = field(form, "reason").trim();
  const intent = field(form, "intent");
  const refused = (error: string, status: number) =>
    data(intent === "reset" ? { error: null, resetError: error, intent, reason } : { error, resetError: null, intent, reason }, { status });
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm, resetError: null, intent, reason }, { status: 403 });
  const id = Number(params.id);
  if (intent === "freeze" && !reason) return refused("请填写冻结原因（会员登录时可见）", 400);
  if (intent === "reset" && !reason) return refused("请填写重置原因", 400);
  const answer =
    intent === "freeze"
      ? await callServices(request, operatorCalls.memberFreeze, { id, reason })
      : intent === "unfreeze"
        ? await callServices(request, operatorCalls.memberUnfreeze, { id })
        : intent === "lift"
          ? await callServices(request, operatorCalls.memberLockoutLift, { id })
          : intent === "reset"
            ? await callServices(request, operatorCalls.memberPasswordReset, { id, reason })
            : null;
  if (!answer) return refused("未知的操作", 400);
  if (!answer.ok) {
    if (answer.status === 401) throw refusalOf(request, answer);
    return refused(answer.message, answer.status);
  }
  const results: Record<string, string> = { freeze: "frozen", unfreeze: "unfrozen", lift: "lifted", reset: "reset" };
  return redirect(`/members/${id}?result=${results[intent]}`);
}

export default function MemberDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { member, mayManage, result } = loaderData;
  return (
    <main id="main" className={styles.main}>
      <DeskPageHead back={{ href: "/members", label: "返回会员查询" }} title={`会员：${member.realName}`} result={result} error={actionData?.error} />
      <dl className={styles.facts}>
        <dt>手机号</dt>
        <dd>{member.phone}</dd>
        <dt>邮箱</dt>
        <dd>{member.email || "—"}</dd>
        <dt>注册时间</dt>
        <dd>{member.registerTime}</dd>
        <dt>账号状态</dt>
        <dd data-testid="member-state">{member.frozen ? `已冻结（${member.frozenTime}，原因：${member.frozenReason}）` : "正常"}</dd>
        <dt>登录密码</dt>
        <dd data-testid="member-password">
          {member.passwordResetTime ? `已由平台重置（${member.passwordResetTime}），会员须以短信验证码登录后设置新密码` : "正常"}
        </dd>
        <dt>登录失败计数</dt>
        <dd>{member.failedLogins === 0 ? "无" : `${member.failedLogins} 次（15分钟内）`}</dd>
      </dl>
      {mayManage ? (
        <section aria-labelledby="manage-title">
          <h2 id="manage-title">账号处理</h2>
          <div className={styles.row}>
            {member.frozen ? (
              <form method="post" className={styles.stack}>
                <input type="hidden" name="intent" value="unfreeze" />
                <Button type="submit">解冻</Button>
              </form>
            ) : (
              <form method="post" noValidate className={styles.stack}>
                <input type="hidden" name="intent" value="freeze" />
                <ReasonField label="冻结原因（会员登录时可见）" rows={3} typed={actionData?.intent === "freeze" ? actionData.reason : ""} />
                <Button type="submit" variant="warning">
                  冻结
                </Button>
              </form>
            )}
            <form method="post" className={styles.stack}>
              <input type="hidden" name="intent" value="lift" />
              <p>清除该手机号的登录失败计数：不再需要等待或滑块验证。</p>
              <Button type="submit" variant="ghost">
                解除登录限制
              </Button>
            </form>
          </div>
          <form method="post" noValidate className={styles.stack} aria-labelledby="reset-title">
            <h3 id="reset-title">重置为短信登录</h3>
            <input type="hidden" name="intent" value="reset" />
            <p id="reset-explained">{RESET_EXPLAINED}</p>
            <ReasonField
              label="重置原因（记入操作日志）"
              rows={2}
              typed={actionData?.intent === "reset" ? actionData.reason : ""}
              error={actionData?.resetError}
            />
            <Button type="submit" variant="warning" aria-describedby="reset-explained">
              重置为短信登录
            </Button>
          </form>
        </section>
      ) : null}
      <TitledTable
        title="所在企业"
        rowKey={(business) => String(business.id)}
        data={member.businesses}
        emptyText="未加入任何企业。"
        columns={[
          { key: "name", title: "企业名称", render: (business) => <a href={`/companies/${business.id}`}>{business.name}</a> },
          ...textColumns({ creditCode: "统一社会信用代码", role: "角色", certification: "企业认证" }),
        ]}
      />
      <TitledTable
        title="在线会话"
        rowKey={(session) => `${session.createTime}-${session.ipAddress}-${session.userAgent}`}
        data={member.sessions}
        emptyText="暂无在线会话。"
        columns={[...textColumns({ createTime: "登录时间", expireTime: "到期时间", ipAddress: "IP", userAgent: "浏览器" })]}
      />
      <TitledTable
        title="实名认证记录"
        rowKey={(certification) => certification.submitTime}
        data={member.certifications}
        emptyText="未提交过实名认证。"
        columns={[...textColumns({ submitTime: "提交时间", realName: "姓名", state: "结果", rejectReason: "驳回原因" })]}
      />
    </main>
  );
}
