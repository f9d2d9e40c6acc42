import { operatorCalls } from "@cidp/api-client/contract";
import { LIST_COUNT_CAP, shownTotal } from "@cidp/domain";
import { Table } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { checkAnnouncement, refusedSave, typedAnnouncement } from "../lib/announcement-form.server.ts";
import { type AnnouncementFieldErrors, AnnouncementForm, type AnnouncementTyped } from "../lib/announcement-form.tsx";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { Pager } from "../lib/pager.tsx";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { requireData, requireStaff, staffForm } from "../lib/staff.server.ts";
import type { Route } from "./+types/announcements";

export const meta = () => pageTitle("站内公告");

const EMPTY: AnnouncementTyped = { title: "", content: "", link: "", sendAt: "" };

/** 站内公告: every announcement, newest first, with its state and how many members it reached; for editors the form of a new one. */
export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request, "content.read");
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const list = await requireData(request, operatorCalls.announcementList, { page });
  return { ...list, page, mayEdit: me.permissions.includes("content.edit") };
}

/** 保存草稿: each field checked here and again by the services; nothing is written on a refusal. */
export async function action({ request }: Route.ActionArgs) {
  const typed = typedAnnouncement(await staffForm(request, "content.edit"));
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm, typed, fieldErrors: {} as AnnouncementFieldErrors }, { status: 403 });
  const checked = checkAnnouncement(typed);
  if (!checked.ok) return data({ error: "请按提示修改标红的项目", typed, fieldErrors: checked.fieldErrors }, { status: 400 });
  const answer = await callServices(request, operatorCalls.announcementCreate, checked.value);
  if (!answer.ok) return refusedSave(request, answer, typed);
  return redirect(`/announcements/${answer.data.id}?result=created`);
}

export default function Announcements({ loaderData, actionData }: Route.ComponentProps) {
  const { announcements, total, pageSize, page, members, mayEdit } = loaderData;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <main id="main" className={styles.main}>
      <h1>站内公告</h1>
      <p className={styles.muted}>
        公告经另一位审核人员审核通过后，以“系统通知”发送给全体会员（现有 {members} 位），立即或于定时发送的时间发送；会员的消息中心与铃铛的未读数随之更新。
      </p>
      <Table
        caption="站内公告，新的在前"
        rowKey={(announcement) => String(announcement.id)}
        data={announcements}
        empty={<p>尚无站内公告。</p>}
        columns={[
          { key: "title", title: "标题", render: (announcement) => <a href={`/announcements/${announcement.id}`}>{announcement.title}</a> },
          { key: "stateLabel", title: "状态" },
          { key: "author", title: "撰写人" },
          { key: "sendTime", title: "发送时间", render: (announcement) => announcement.sendTime || "审核通过后立即发送" },
          {
            key: "sent",
            title: "已发送 / 会员总数",
            render: (announcement) => (announcement.total > 0 ? `${announcement.sent} / ${announcement.total}` : "—"),
          },
          { key: "updateTime", title: "更新时间" },
        ]}
      />
      {pages > 1 ? <Pager page={page} pages={pages} total={shownTotal(total, LIST_COUNT_CAP)} hrefOf={(to) => `/announcements?page=${to}`} /> : null}
      {mayEdit && (
        <>
          <h2 id="new-heading">撰写公告</h2>
          <MessageLine kind="error" text={actionData?.error} />
          <AnnouncementForm values={actionData?.typed ?? EMPTY} errors={actionData?.fieldErrors ?? {}} submitLabel="保存草稿" labelledBy="new-heading" />
        </>
      )}
    </main>
  );
}
