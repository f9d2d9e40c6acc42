import { noticePaths, operatorCalls } from "@cidp/api-client/contract";
import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useContentDesk } from "../../testing/content-staff.ts";
import { refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { demo, login } from "../../testing/suite-helpers.ts";
import { jobs } from "../jobs/schema.ts";
import { members } from "../member/schema.ts";
import { noticeCounters, notices } from "../notice/schema.ts";
import { operatorAudit } from "../operator/schema.ts";
import { ANNOUNCEMENT_BATCH } from "./announcement-delivery.ts";
import { ANNOUNCEMENT_DELIVERY_JOB } from "./announcement-desk.ts";
import { announcements } from "./schema.ts";

// 站内公告 through the back office's calls: an editor writes, a second person approves in the review
// queue, and the job runner writes one 系统通知 per member in batches, continuing after a failure
// without writing anyone's twice; refusals on bad input, on the wrong role and on one's own submission.

let at = Date.parse("2026-11-26T02:00:00Z");
const now = () => new Date(at);
const desk = useContentDesk("ann", now);

/** Members beyond the seed's, so that one delivery takes several batches. */
const EXTRA_MEMBERS = 2 * ANNOUNCEMENT_BATCH + 345;

beforeAll(async () => {
  await desk.t.database.db.execute(sql`
    insert into member (phone, real_name, password_hash)
    select '170' || lpad(i::text, 8, '0'), '会员' || i, 'x' from generate_series(1, ${EXTRA_MEMBERS}) as i`);
});

const fields = (title: string, extra: Record<string, string> = {}) => ({
  title,
  content: "平台将于本周六 22:00—24:00 进行系统维护，届时部分功能暂停使用。\n给您带来不便，敬请谅解。",
  link: "/default/news",
  sendAt: "",
  ...extra,
});
const create = async (title: string, extra: Record<string, string> = {}, who = desk.editor) =>
  (await staffData(desk.t.app, operatorCalls.announcementCreate, fields(title, extra), who)).id;
const submit = (id: number, who = desk.editor) => staffCall(desk.t.app, operatorCalls.announcementSubmit, { id }, who);
const decide = (id: number, who: StaffSession, decision: "approve" | "reject", reason = "") =>
  staffCall(desk.t.app, operatorCalls.reviewDecide, { kind: "announcement", id, decision, ...(reason ? { reason } : {}) }, who);
const rowOf = async (id: number) => (await desk.t.database.db.select().from(announcements).where(eq(announcements.id, id)))[0];
const runJobs = () => desk.t.app.jobs.runDue({ now: now(), kinds: [ANNOUNCEMENT_DELIVERY_JOB] });
const memberCount = async () => (await desk.t.database.db.select({ n: count() }).from(members))[0]?.n ?? 0;
const noticesOf = async (id: number) => (await desk.t.database.db.select({ n: count() }).from(notices).where(eq(notices.announcementId, id)))[0]?.n ?? 0;
/** Members with more than one notice of the announcement (none, ever). */
const twice = async (id: number) =>
  (
    await desk.t.database.db
      .select({ memberId: notices.memberId })
      .from(notices)
      .where(eq(notices.announcementId, id))
      .groupBy(notices.memberId)
      .having(sql`count(*) > 1`)
  ).length;
const announcementCount = async () => (await desk.t.database.db.select({ n: count() }).from(announcements))[0]?.n ?? 0;

describe("站内公告", () => {
  it("an editor writes a draft, changes it and sends it for review; the list shows it newest first with its state", async () => {
    const id = await create("系统维护通知");
    await staffData(desk.t.app, operatorCalls.announcementSave, { id, ...fields("系统维护通知（更新）") }, desk.editor);
    const detail = await staffData(desk.t.app, operatorCalls.announcementDetail, { id }, desk.reviewer);
    expect(detail).toMatchObject({ state: "draft", stateLabel: "草稿", author: "编辑 小周", fields: { title: "系统维护通知（更新）", link: "/default/news" } });
    expect((await submit(id)).statusCode).toBe(200);
    const list = await staffData(desk.t.app, operatorCalls.announcementList, {}, desk.editor);
    expect(list.announcements[0]).toMatchObject({ id, state: "pending", stateLabel: "待审核", sent: 0 });
    expect(list.members).toBe(await memberCount());
    // Waiting for review: nothing to change, nothing to send again.
    expect(refusalOf(await staffCall(desk.t.app, operatorCalls.announcementSave, { id, ...fields("改") }, desk.editor))).toEqual({
      status: 409,
      msg: "只有草稿或被驳回的公告可以修改",
    });
    expect(refusalOf(await submit(id))).toEqual({ status: 409, msg: "只有草稿或被驳回的公告可以提交审核" });
    const queue = await staffData(desk.t.app, operatorCalls.reviewQueue, undefined, desk.reviewer);
    expect(queue.entries.map((e) => [e.kind, e.id])).toContainEqual(["announcement", id]);
    const lines = await desk.t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.subjectKind, "announcement"), eq(operatorAudit.subjectId, id)));
    expect(lines.map((line) => line.action)).toEqual(["announcement.created", "announcement.saved", "announcement.submitted"]);
  });

  it("refuses bad input on its field with a clear message and writes nothing", async () => {
    const before = await announcementCount();
    const refused = async (extra: Record<string, string>) =>
      refusalOf(await staffCall(desk.t.app, operatorCalls.announcementCreate, fields("标题", extra), desk.editor));
    expect(await refused({ title: " " })).toEqual({ status: 400, msg: expect.stringContaining("请输入标题") });
    expect(await refused({ title: "长".repeat(51) })).toEqual({ status: 400, msg: expect.stringContaining("标题不能超过50个字") });
    expect(await refused({ content: "" })).toEqual({ status: 400, msg: expect.stringContaining("请输入公告内容") });
    expect(await refused({ content: "字".repeat(2001) })).toEqual({ status: 400, msg: expect.stringContaining("公告内容不能超过2000个字") });
    for (const link of ["https://evil.example.cn/", "//evil.example.cn/x", "default/news", "/a b"]) {
      expect(await refused({ link })).toEqual({ status: 400, msg: expect.stringContaining("链接地址应为门户内的页面") });
    }
    expect(await refused({ sendAt: "明天" })).toEqual({ status: 400, msg: expect.stringContaining("发送时间格式应为") });
    expect(await refused({ sendAt: "2026-02-30 10:00" })).toEqual({ status: 400, msg: "发送时间不是有效的日期时间" });
    expect(await refused({ sendAt: "2026-11-26 09:00" })).toEqual({ status: 400, msg: "发送时间应晚于现在" });
    expect(await announcementCount()).toBe(before);
    const missing = await staffCall(desk.t.app, operatorCalls.announcementDetail, { id: 999_999 }, desk.editor);
    expect(refusalOf(missing)).toEqual({ status: 404, msg: "公告不存在" });
  });

  it("lets no 客服 open the pages, no editor approve, and nobody approve what they wrote", async () => {
    for (const answer of [
      await staffCall(desk.t.app, operatorCalls.announcementList, {}, desk.agent),
      await staffCall(desk.t.app, operatorCalls.announcementDetail, { id: 1 }, desk.agent),
      await staffCall(desk.t.app, operatorCalls.announcementCreate, fields("客服写的"), desk.agent),
      await staffCall(desk.t.app, operatorCalls.announcementCreate, fields("审核写的"), desk.reviewer),
    ]) {
      expect(answer.statusCode).toBe(403);
    }
    const id = await create("管理员自己写的公告", {}, desk.admin);
    expect((await submit(id, desk.admin)).statusCode).toBe(200);
    expect((await decide(id, desk.editor, "approve")).statusCode).toBe(403);
    expect(refusalOf(await decide(id, desk.admin, "approve"))).toEqual({ status: 409, msg: "不能审核自己提交的稿件，请由另一位审核人员审核" });
    expect((await rowOf(id))?.state).toBe("pending");
    // Rejected with a reason: the editor reads it, changes the text and sends it again.
    expect((await decide(id, desk.reviewer, "reject", "请写明维护的具体时间")).statusCode).toBe(200);
    const rejected = await staffData(desk.t.app, operatorCalls.announcementDetail, { id }, desk.admin);
    expect(rejected).toMatchObject({ state: "rejected", stateLabel: "已驳回", rejectReason: "请写明维护的具体时间", reviewer: "审核 小吴" });
    await staffData(desk.t.app, operatorCalls.announcementSave, { id, ...fields("管理员自己写的公告", { content: "周六 22:00 起维护两小时。" }) }, desk.admin);
    expect((await submit(id, desk.admin)).statusCode).toBe(200);
    expect((await rowOf(id))?.state).toBe("pending");
    expect(await noticesOf(id)).toBe(0);
  });

  it("delivers an approved announcement as one 系统通知 to every member, in batches, and raises each member's unread count", async () => {
    const me = await login(desk.t, demo.first.phone);
    const unread = async () =>
      (await desk.t.app.inject({ method: "GET", url: noticePaths.tabNoReadCount, headers: me.headers })).json().data.noticeType2 as number;
    const bell = async () => (await desk.t.app.inject({ method: "GET", url: noticePaths.noReadCount, headers: me.headers })).json().data as number;
    const [before, bellBefore] = [await unread(), await bell()];
    const id = await create("春节放假安排");
    await submit(id);
    expect((await decide(id, desk.reviewer, "approve")).statusCode).toBe(200);
    expect((await rowOf(id))?.state).toBe("scheduled");
    expect(await runJobs()).toBe(1);
    const total = await memberCount();
    expect(total).toBeGreaterThan(2 * ANNOUNCEMENT_BATCH);
    expect(await rowOf(id)).toMatchObject({ state: "sent", sent: total, total, sentAt: now() });
    expect(await noticesOf(id)).toBe(total);
    expect(await twice(id)).toBe(0);
    expect([await unread(), await bell()]).toEqual([before + 1, bellBefore + 1]);
    // The counters agree with the rows for every member (the trigger saw each batch's statement).
    const [mismatch] = await desk.t.database.db
      .select({ n: count() })
      .from(noticeCounters)
      .where(sql`${noticeCounters.noticeType} = 2 and ${noticeCounters.unread} <> (
        select count(*) from ${notices} n where n.member_id = ${noticeCounters.memberId} and n.notice_type = 2 and n.read_at is null)`);
    expect(mismatch?.n).toBe(0);
    const list = await desk.t.app.inject({ method: "GET", url: `${noticePaths.list}?current=1&size=50&noticeType=2`, headers: me.headers });
    expect((list.json().data.records as { title: string }[]).find((record) => record.title === "春节放假安排")).toMatchObject({
      title: "春节放假安排",
      noticeType: 2,
      jumpUrl: "/default/news",
      isRead: 0,
    });
    const detail = await staffData(desk.t.app, operatorCalls.announcementDetail, { id }, desk.editor);
    expect(detail).toMatchObject({ state: "sent", stateLabel: "已发送", sent: total, total });
    // Run again (a second job, a re-run): nobody gets it twice.
    await desk.t.app.jobs.runDue({ now: now() });
    expect(await noticesOf(id)).toBe(total);
    const lines = await desk.t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.subjectKind, "announcement"), eq(operatorAudit.subjectId, id)));
    expect(lines.map((line) => line.action)).toEqual([
      "announcement.created",
      "announcement.submitted",
      "review.approve",
      "announcement.sending",
      "announcement.sent",
    ]);
    // The delivery's lines name the platform itself, the audience and the members reached.
    const audit = await staffData(desk.t.app, operatorCalls.audit, {}, desk.admin);
    expect(audit.lines.filter((line) => line.subject === `站内公告 #${id}`).map(({ operator, action, detail }) => ({ operator, action, detail }))).toEqual([
      { operator: "系统（后台任务）", action: "站内公告发送完毕", detail: `春节放假安排 · 已送达 ${total} 位` },
      { operator: "系统（后台任务）", action: "开始发送站内公告", detail: `春节放假安排 · 收件会员 ${total} 位` },
      expect.objectContaining({ action: "审核通过" }),
      expect.objectContaining({ action: "站内公告提交审核" }),
      expect.objectContaining({ action: "新建站内公告" }),
    ]);
  });

  it("sends an announcement set for later at its time, not before", async () => {
    const id = await create("年度会员大会邀请", { sendAt: "2026-11-26 12:00", link: "" });
    await submit(id);
    await decide(id, desk.reviewer, "approve");
    expect(await runJobs()).toBe(0);
    expect(await staffData(desk.t.app, operatorCalls.announcementDetail, { id }, desk.editor)).toMatchObject({
      state: "scheduled",
      stateLabel: "待发送",
      sendTime: "2026-11-26 12:00",
    });
    at = Date.parse("2026-11-26T04:00:01Z");
    expect(await runJobs()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: "sent", sent: await memberCount() });
    const audit = await staffData(desk.t.app, operatorCalls.audit, {}, desk.admin);
    expect(audit.lines.filter((line) => line.subject === `站内公告 #${id}` && line.operator === "系统（定时任务）").map((line) => line.action)).toEqual([
      "站内公告发送完毕",
      "开始发送站内公告",
    ]);
  });

  it("continues after a failure mid-way from the last batch written, never writing a member's notice twice", async () => {
    const id = await create("安全生产月活动通知");
    await submit(id);
    await decide(id, desk.reviewer, "approve");
    // A member in the second batch cannot be written to: that batch rolls back, the first stays.
    const [{ id: blocked } = { id: 0 }] = await desk.t.database.db
      .select({ id: members.id })
      .from(members)
      .orderBy(members.id)
      .offset(ANNOUNCEMENT_BATCH + 10)
      .limit(1);
    await desk.t.database.db.execute(
      sql.raw(`
      create function announcement_test_block() returns trigger language plpgsql as $$
      begin
        if new.announcement_id is not null and new.member_id = ${blocked} then raise exception 'member ${blocked} cannot be written'; end if;
        return new;
      end $$`),
    );
    await desk.t.database.db.execute(
      sql.raw("create trigger announcement_test_block before insert on notice for each row execute function announcement_test_block()"),
    );
    expect(await runJobs()).toBe(1);
    const stopped = await rowOf(id);
    expect(stopped).toMatchObject({ state: "sending", sent: ANNOUNCEMENT_BATCH });
    expect(await noticesOf(id)).toBe(ANNOUNCEMENT_BATCH);
    const [job] = await desk.t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ANNOUNCEMENT_DELIVERY_JOB), eq(jobs.key, `announcement-${id}`)));
    expect(job).toMatchObject({ state: "pending", attempts: 1, lastError: expect.stringContaining("cannot be written") });
    await desk.t.database.db.execute(sql.raw("drop trigger announcement_test_block on notice"));
    // Its retry, after the backoff.
    at += 60_000;
    expect(await runJobs()).toBe(1);
    const total = await memberCount();
    expect(await rowOf(id)).toMatchObject({ state: "sent", sent: total, total, cursor: stopped?.lastMemberId });
    expect(await noticesOf(id)).toBe(total);
    expect(await twice(id)).toBe(0);
  });

  it("shows the audience from the member counter, which follows members who register and leave (one statement or many)", async () => {
    const audience = async () => (await staffData(desk.t.app, operatorCalls.announcementList, {}, desk.editor)).members;
    const before = await memberCount();
    expect(await audience()).toBe(before);
    await desk.t.database.db.execute(sql`
      insert into member (phone, real_name, password_hash)
      select '172' || lpad(i::text, 8, '0'), '新会员' || i, 'x' from generate_series(1, 40) as i`);
    expect(await audience()).toBe(before + 40);
    await desk.t.database.db.execute(sql`delete from member where phone like '172%' and real_name in ('新会员1', '新会员2', '新会员3')`);
    await desk.t.database.db.execute(sql`delete from member where phone like '172%'`);
    expect(await audience()).toBe(before);
    expect(await memberCount()).toBe(before);
  });
});
