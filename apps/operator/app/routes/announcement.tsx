import { operatorCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { checkAnnouncement, refusedSave, typedAnnouncement } from "../lib/announcement-form.server.ts";
import { type AnnouncementFieldErrors, AnnouncementForm, sendAtValue } from "../lib/announcement-form.tsx";
import { DeskPageHead } from "../lib/desk-page-head.tsx";
import { detailPage } from "../lib/detail-page.server.ts";
import { field } from "../lib/form.server.ts";
import { pageTitle } from "../lib/page-title.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, staffForm } from "../lib/staff.server.ts";
import type { Route } from "./+types/announcement";

export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData ? `站内公告：${loaderData.announcement.title}` : "站内公告");

const RESULTS: Readonly<Record<string, string>> = {
  created: "已保存草稿；确认无误后请提交审核",
  saved: "已保存",
  submitted: "已提交审核，请等待另一位审核人员审核；审核通过后发送给全体会员",
};

/** One announcement: its text, state and delivery, the reviewer's reason when sent back, and (while a draft) its form. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { record: announcement, me, result } = await detailPage(request, "content.read", operatorCalls.announcementDetail, params.id, RESULTS);
  return { announcement, mayEdit: me.permissions.includes("content.edit"), result };
}

/** 保存 (each field checked here and again by the services) or 提交审核. */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await staffForm(request, "content.edit");
  const typed = typedAnnouncement(form);
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm, typed: null, fieldErrors: {} as AnnouncementFieldErrors }, { status: 403 });
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const id = Number(params.id);
  if (field(form, "intent") === "submit") {
    const answer = await callServices(request, operatorCalls.announcementSubmit, { id });
    if (!answer.ok) {
      if (answer.status === 401) throw refusalOf(request, answer);
      return data({ error: answer.message, typed: null, fieldErrors: {} as AnnouncementFieldErrors }, { status: answer.status });
    }
    return redirect(`/announcements/${id}?result=submitted`);
  }
  const checked = checkAnnouncement(typed);
  if (!checked.ok) return data({ error: "请按提示修改标红的项目", typed, fieldErrors: checked.fieldErrors }, { status: 400 });
  const answer = await callServices(request, operatorCalls.announcementSave, { id, ...checked.value });
  if (!answer.ok) return refusedSave(request, answer, typed);
  return redirect(`/announcements/${id}?result=saved`);
}

/** The text's non-empty lines as paragraphs, each keyed by where it starts. */
function paragraphsOf(text: string) {
  const paragraphs: { at: number; text: string }[] = [];
  let at = 0;
  for (const line of text.split("\n")) {
    if (line.trim()) paragraphs.push({ at, text: line });
    at += line.length + 1;
  }
  return paragraphs;
}

export default function Announcement({ loaderData, actionData }: Route.ComponentProps) {
  const { announcement, mayEdit, result } = loaderData;
  const editable = mayEdit && (announcement.state === "draft" || announcement.state === "rejected");
  const saved = { ...announcement.fields, sendAt: sendAtValue(announcement.fields.sendAt) };
  return (
    <main id="main" className={styles.main}>
      <DeskPageHead back={{ href: "/announcements", label: "返回站内公告" }} title={announcement.title} result={result} error={actionData?.error} />
      {announcement.state === "rejected" && announcement.rejectReason ? (
        <p role="note" className={styles.error}>
          审核驳回（{announcement.reviewer}）：{announcement.rejectReason}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>状态</dt>
        <dd>{announcement.stateLabel}</dd>
        <dt>撰写人</dt>
        <dd>{announcement.author}</dd>
        <dt>提交人</dt>
        <dd>{announcement.submitter || "—"}</dd>
        <dt>审核人</dt>
        <dd>{announcement.reviewer || "—"}</dd>
        <dt>链接</dt>
        <dd>{announcement.fields.link || "（无，打开通知详情）"}</dd>
        <dt>发送时间</dt>
        <dd>{announcement.sendTime || "审核通过后立即发送"}</dd>
        <dt>发送进度</dt>
        <dd>{announcement.total > 0 ? `已发送 ${announcement.sent} / ${announcement.total} 位会员` : "尚未发送"}</dd>
        {announcement.sentTime ? (
          <>
            <dt>发送完成</dt>
            <dd>{announcement.sentTime}</dd>
          </>
        ) : null}
        <dt>更新时间</dt>
        <dd>{announcement.updateTime}</dd>
      </dl>
      <h2>公告内容</h2>
      {paragraphsOf(announcement.fields.content).map((paragraph) => (
        <p key={paragraph.at}>{paragraph.text}</p>
      ))}
      {editable && (
        <>
          <h2 id="submit-heading">提交审核</h2>
          <p className={styles.muted}>提交后由另一位审核人员在“待审核”中审核，审核通过后发送给全体会员；审核期间不能修改。</p>
          <form method="post" aria-labelledby="submit-heading">
            <input type="hidden" name="intent" value="submit" />
            <Button type="submit">提交审核</Button>
          </form>
          <h2 id="edit-heading">修改公告</h2>
          <AnnouncementForm values={actionData?.typed ?? saved} errors={actionData?.fieldErrors ?? {}} submitLabel="保存" labelledBy="edit-heading" />
        </>
      )}
    </main>
  );
}
