import { chatPaths, operatorCalls } from "@cidp/api-client/contract";
import { ChatMessageType } from "@cidp/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolStaff, refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { FrameCode } from "../chat/chat.frames.ts";
import { chatAllowedOrigins } from "../chat/chat.origins.ts";
import { openTestSocket, type TestSocket } from "../chat/chat.test-client.ts";
import { createChatRepository } from "../chat/repository.ts";
import { chatMessages } from "../chat/schema.ts";
import { CUSTOMER_SERVICE } from "../chat/seed.ts";
import { platformConfigs } from "../cms/schema.ts";
import { businesses, members } from "../member/schema.ts";
import { operatorMessages } from "../operator/operator-messages.ts";
import { operatorAudit, operators } from "../operator/schema.ts";
import { serviceAgentPresence, serviceConversations } from "./schema.ts";
import { PLATFORM_CANNED_REPLIES } from "./seed.ts";
import { createServiceDesk, serviceNotices } from "./service-desk.ts";

// 客服工作台 end to end on the in-process services: a member writes to 在线客服 over the chat socket,
// the conversation waits in the queue, one agent takes it (a second is refused), answers as the
// service account with their name, transfers it, and the other agent closes it; the member's socket
// sees every line. The take race on two real connections is tested on Postgres (service-desk-race.suite.ts).

let t: TestApp;
let base: string;
const staff: Record<"liu" | "chen" | "admin" | "editor" | "finance", StaffSession> = {} as never;
let member: { id: number; token: string; name: string; phone: string };
let socket: TestSocket;

/** China's wall-clock hour now. */
const chinaHour = () => (new Date().getUTCHours() + 8) % 24;
/** Service hours that include now, or that exclude it (an hour well away from now). */
const hoursAround = (open: boolean) => (open ? "0:00-24:00" : chinaHour() < 12 ? "13:00-14:00" : "1:00-2:00");

async function setServiceHours(text: string) {
  const [first] = await t.database.db.select({ id: platformConfigs.id }).from(platformConfigs).orderBy(platformConfigs.id).limit(1);
  await t.database.db
    .update(platformConfigs)
    .set({ serviceHours: text })
    .where(eq(platformConfigs.id, first?.id ?? 0));
}

/** Polls until `check` holds (a socket message is stored, with its queue entry, by the next group commit). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const desk = (who: StaffSession) => staffData(t.app, operatorCalls.serviceDesk, undefined, who);
const detail = (who: StaffSession, id: number) => staffData(t.app, operatorCalls.serviceConversation, { id }, who);
const write = (content: string) => socket.send(FrameCode.message, { chatId: CUSTOMER_SERVICE.id, content, clientId: crypto.randomUUID() });
const queued = async (who: StaffSession, words: string) =>
  (
    await eventually(
      () => desk(who),
      (d) => d.queue.some((entry) => entry.firstWords === words),
      `「${words}」 in the queue`,
    )
  ).queue.find((entry) => entry.firstWords === words) as { id: number };

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  const now = () => new Date();
  staff.liu = await enrolStaff(t.app, t.database.db, { username: "agent_liu", displayName: "客服 小刘", role: "客服" }, now);
  staff.chen = await enrolStaff(t.app, t.database.db, { username: "agent_chen", displayName: "客服 小陈", role: "客服" }, now);
  staff.admin = await enrolStaff(t.app, t.database.db, { username: "desk_admin", displayName: "管理员 周", role: "管理员" }, now);
  staff.editor = await enrolStaff(t.app, t.database.db, { username: "desk_editor", role: "内容编辑" }, now);
  staff.finance = await enrolStaff(t.app, t.database.db, { username: "desk_finance", role: "财务" }, now);
  const [row] = await t.database.db.select().from(members).where(eq(members.phone, "13800000001"));
  if (!row) throw new Error("demo member missing");
  const [business] = await t.database.db.select().from(businesses).limit(1);
  member = { id: row.id, name: row.realName, phone: row.phone, token: (await t.app.sessions.createSession(row.id, business?.id ?? null)).token };
  socket = await openTestSocket(base, { token: member.token, uuid: "member-browser" });
  socket.send(FrameCode.handshake, { cursor: {} });
  await socket.waitFor((frame) => frame.code === FrameCode.handshake);
}, 120_000);
afterAll(async () => {
  socket?.close();
  await t?.close();
});

describe("the 在线客服 queue", () => {
  it("queues a member's first words with the member, masked phone and company, and keeps later words in the same conversation", async () => {
    await setServiceHours(hoursAround(true));
    await desk(staff.liu); // online: no away message
    write("你好，我想咨询企业认证的进度");
    const entry = await queued(staff.liu, "你好，我想咨询企业认证的进度");
    write("认证提交三天了");
    const after = await eventually(
      () => detail(staff.liu, entry.id),
      (d) => d.messages.length === 2,
      "the second message",
    );
    expect(after.entry).toMatchObject({
      state: "waiting",
      stateLabel: "待接入",
      member: { name: member.name, phone: `${member.phone.slice(0, 3)}****${member.phone.slice(-4)}` },
      agent: "",
      lastMessage: "认证提交三天了",
    });
    expect(after.entry.member.company).not.toBe("");
    expect(after.messages.map((m) => [m.from, m.content])).toEqual([
      ["member", "你好，我想咨询企业认证的进度"],
      ["member", "认证提交三天了"],
    ]);
    expect(after.may).toEqual({ take: true, reply: false, transfer: false, close: false });
    const open = await t.database.db.select().from(serviceConversations).where(eq(serviceConversations.memberId, member.id));
    expect(open.filter((row) => row.state !== "closed")).toHaveLength(1);
    // Nobody was away: no automatic answer reached the member.
    expect(socket.frames.some((frame) => frame.message?.type === ChatMessageType.notice)).toBe(false);
  });

  it("shows how long the member has waited and marks waits past two minutes, with the longest on the desk", async () => {
    const entry = (await desk(staff.liu)).queue[0] as { id: number };
    await t.database.db
      .update(serviceConversations)
      .set({ startedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(serviceConversations.id, entry.id));
    const shown = await desk(staff.liu);
    expect(shown.queue[0]).toMatchObject({ id: entry.id, overdue: true });
    expect(shown.queue[0]?.waitSeconds).toBeGreaterThanOrEqual(300);
    expect(shown.longestWaitSeconds).toBeGreaterThanOrEqual(300);
    expect(shown.overdueCount).toBe(1);
    expect(shown.alertSeconds).toBe(120);
    expect(shown.agents.find((agent) => agent.username === "agent_liu")).toMatchObject({ online: true });
  });
});

describe("take, answer, transfer, close", () => {
  let id: number;
  beforeAll(async () => {
    id = ((await desk(staff.liu)).queue[0] as { id: number }).id;
  });

  it("refuses a reply, a transfer and a close before anyone took it", async () => {
    expect(refusalOf(await staffCall(t.app, operatorCalls.serviceReply, { id, content: "您好" }, staff.liu))).toEqual({ status: 409, msg: "请先接入该会话" });
    expect(refusalOf(await staffCall(t.app, operatorCalls.serviceClose, { id }, staff.liu))).toEqual({ status: 409, msg: "请先接入该会话" });
  });

  it("lets one agent take it; the second is refused with who has it; the member reads who serves them", async () => {
    const taken = await staffCall(t.app, operatorCalls.serviceTake, { id }, staff.liu);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(refusalOf(await staffCall(t.app, operatorCalls.serviceTake, { id }, staff.chen))).toEqual({ status: 409, msg: "该会话已由「客服 小刘」接入" });
    expect(refusalOf(await staffCall(t.app, operatorCalls.serviceTake, { id }, staff.liu))).toEqual({ status: 409, msg: "您已接入该会话" });
    const line = await socket.waitFor((frame) => frame.code === FrameCode.message && frame.message.content === serviceNotices.serving("客服 小刘"));
    expect(line.message).toMatchObject({ fromId: CUSTOMER_SERVICE.id, chatId: CUSTOMER_SERVICE.id, type: ChatMessageType.notice });
    const shown = await desk(staff.liu);
    expect(shown.queue.map((entry) => entry.id)).not.toContain(id);
    expect(shown.mine.map((entry) => entry.id)).toEqual([id]);
    expect((await desk(staff.chen)).others.find((entry) => entry.id === id)).toMatchObject({ agent: "客服 小刘", mine: false });
  });

  it("sends the agent's answer as the service account with the agent's name, live on the member's socket", async () => {
    const answered = await staffCall(t.app, operatorCalls.serviceReply, { id, content: "  您好，我来帮您查询认证进度。 " }, staff.liu);
    expect(answered.statusCode, answered.body).toBe(200);
    const frame = await socket.waitFor((f) => f.code === FrameCode.message && f.message.content === "您好，我来帮您查询认证进度。");
    expect(frame.message).toMatchObject({ fromId: CUSTOMER_SERVICE.id, senderName: "客服 小刘", type: ChatMessageType.text });
    // The member's history over REST carries the name too.
    const history = await t.app.inject({
      method: "GET",
      url: `${chatPaths.messages}?chatId=${CUSTOMER_SERVICE.id}`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    const stored = (history.json() as { data: { content: string; senderName?: string }[] }).data;
    expect(stored.find((m) => m.content === "您好，我来帮您查询认证进度。")).toMatchObject({ senderName: "客服 小刘" });
    expect(stored.find((m) => m.content === "你好，我想咨询企业认证的进度")).not.toHaveProperty("senderName");
    const shown = await detail(staff.liu, id);
    expect(shown.messages.map((m) => [m.from, m.name, m.content]).slice(-2)).toEqual([
      ["system", "", serviceNotices.serving("客服 小刘")],
      ["agent", "客服 小刘", "您好，我来帮您查询认证进度。"],
    ]);
    expect(shown.may).toEqual({ take: false, reply: true, transfer: true, close: true });
  });

  it.each([
    [{ content: "   " }, "请输入回复内容"],
    [{ content: "长".repeat(5001) }, "回复不能超过5000个字"],
  ])("refuses a bad reply %#: %s", async (body, msg) => {
    const refused = await staffCall(t.app, operatorCalls.serviceReply, { id, ...body }, staff.liu);
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).msg).toContain(msg);
  });

  it("refuses an unknown conversation and another agent's conversation in Chinese", async () => {
    expect(refusalOf(await staffCall(t.app, operatorCalls.serviceConversation, { id: 999_999 }, staff.liu))).toEqual({ status: 404, msg: "会话不存在" });
    expect(refusalOf(await staffCall(t.app, operatorCalls.serviceTake, { id: 999_999 }, staff.liu))).toEqual({ status: 404, msg: "会话不存在" });
    expect(refusalOf(await staffCall(t.app, operatorCalls.serviceReply, { id, content: "抢答" }, staff.chen))).toEqual({
      status: 409,
      msg: "该会话由「客服 小刘」接待，您不能操作",
    });
    expect((await staffCall(t.app, operatorCalls.serviceConversation, { id: "abc" as never }, staff.liu)).statusCode).toBe(400);
  });

  it("transfers it to another agent with a note, refusing nobody, a non-agent and oneself", async () => {
    const to = (username: string) => staffCall(t.app, operatorCalls.serviceTransfer, { id, username, note: "认证问题请小陈跟进" }, staff.liu);
    expect(refusalOf(await to("nobody"))).toEqual({ status: 400, msg: "接手的客服不存在、已停用或无权接待在线客服" });
    expect(refusalOf(await to("desk_editor")).status).toBe(400);
    expect(refusalOf(await to("agent_liu"))).toEqual({ status: 400, msg: "不能转接给自己" });
    expect((await to("agent_chen")).statusCode).toBe(200);
    await socket.waitFor((frame) => frame.message?.content === serviceNotices.transferred("客服 小刘", "客服 小陈"));
    const shown = await detail(staff.chen, id);
    expect(shown.entry).toMatchObject({ agent: "客服 小陈", mine: true });
    expect(shown.events.map((event) => event.text)).toEqual(["客服 小刘 接入", "客服 小刘 转接给 客服 小陈：认证问题请小陈跟进"]);
    expect((await desk(staff.liu)).mine).toEqual([]);
  });

  it("closes it by the agent holding it; a closed one cannot be taken, answered or closed again", async () => {
    expect((await staffCall(t.app, operatorCalls.serviceClose, { id }, staff.chen)).statusCode).toBe(200);
    await socket.waitFor((frame) => frame.message?.content === serviceNotices.closed);
    for (const call of [
      staffCall(t.app, operatorCalls.serviceTake, { id }, staff.liu),
      staffCall(t.app, operatorCalls.serviceReply, { id, content: "还在吗" }, staff.chen),
      staffCall(t.app, operatorCalls.serviceClose, { id }, staff.chen),
    ]) {
      expect(refusalOf(await call)).toEqual({ status: 409, msg: "该会话已结束" });
    }
    const shown = await desk(staff.chen);
    expect(shown.closed[0]).toMatchObject({ id, state: "closed", stateLabel: "已结束", agent: "客服 小陈" });
    expect(shown.closed[0]?.endTime).not.toBe("");
  });

  it("writes take, transfer and close to the audit log, named on the audit page", async () => {
    const lines = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.subjectKind, "service"), eq(operatorAudit.subjectId, id)));
    expect(lines.map((line) => line.action)).toEqual(["service.taken", "service.transferred", "service.closed"]);
    const { lines: page } = await staffData(t.app, operatorCalls.audit, {}, staff.admin);
    expect(page.map((line) => line.action)).toEqual(expect.arrayContaining(["接入客服会话", "转接客服会话", "结束客服会话"]));
    expect(page.find((line) => line.action === "转接客服会话")).toMatchObject({ subject: `客服会话 #${id}`, operator: "客服 小刘" });
  });

  it("opens a new conversation in the queue when the member writes again after it was closed", async () => {
    write("还有一个问题，发票怎么开？");
    const again = await queued(staff.liu, "还有一个问题，发票怎么开？");
    expect(again.id).not.toBe(id);
  });
});

describe("the away message", () => {
  it("answers once outside the service hours, with the hours, and the conversation still waits", async () => {
    // Close what is open, so the next message opens a new conversation.
    const open = (await desk(staff.liu)).queue.find((entry) => entry.member.name === member.name) as { id: number };
    await staffCall(t.app, operatorCalls.serviceTake, { id: open.id }, staff.liu);
    await staffCall(t.app, operatorCalls.serviceClose, { id: open.id }, staff.liu);
    const hours = hoursAround(false);
    await setServiceHours(hours);
    const away = `您好，当前为非工作时间（服务时间 ${hours}），您的留言已收到，客服上线后将第一时间回复。`;
    write("晚上好，有人吗？");
    await socket.waitFor((frame) => frame.message?.content === away);
    write("我明天再来");
    const entry = await queued(staff.liu, "晚上好，有人吗？");
    await eventually(
      () => detail(staff.liu, entry.id),
      (d) => d.messages.some((m) => m.content === "我明天再来"),
      "the second message",
    );
    expect(socket.frames.filter((frame) => frame.message?.content === away)).toHaveLength(1);
    expect((await detail(staff.liu, entry.id)).events.map((event) => event.text)).toEqual(["已自动回复离线留言（非工作时间）"]);
    await staffCall(t.app, operatorCalls.serviceTake, { id: entry.id }, staff.liu);
    await staffCall(t.app, operatorCalls.serviceClose, { id: entry.id }, staff.liu);
  });

  it("answers within the hours when no agent is online", async () => {
    await setServiceHours(hoursAround(true));
    await t.database.db.delete(serviceAgentPresence);
    write("白天也没人？");
    await socket.waitFor((frame) => frame.message?.content === "您好，当前暂无客服在线，您的留言已收到，客服上线后将第一时间回复。");
    const entry = await queued(staff.liu, "白天也没人？");
    expect(entry).toBeDefined();
  });
});

describe("canned replies (常用语)", () => {
  it("lists the platform's first, then the agent's own, which only they see and remove", async () => {
    const shared = await staffData(t.app, operatorCalls.serviceCanned, undefined, staff.liu);
    expect(shared.map((reply) => reply.text)).toEqual([...PLATFORM_CANNED_REPLIES]);
    expect(shared.every((reply) => !reply.mine)).toBe(true);
    const added = await staffData(t.app, operatorCalls.serviceCannedAdd, { text: " 您的问题已转交技术同事处理。 " }, staff.liu);
    expect(added).toMatchObject({ text: "您的问题已转交技术同事处理。", mine: true });
    expect((await staffData(t.app, operatorCalls.serviceCanned, undefined, staff.liu)).at(-1)).toMatchObject({ id: added.id, mine: true });
    expect((await staffData(t.app, operatorCalls.serviceCanned, undefined, staff.chen)).map((reply) => reply.id)).not.toContain(added.id);
    expect(refusalOf(await staffCall(t.app, operatorCalls.serviceCannedAdd, { text: "您的问题已转交技术同事处理。" }, staff.liu))).toEqual({
      status: 409,
      msg: "该常用语已存在",
    });
    expect(refusalOf(await staffCall(t.app, operatorCalls.serviceCannedAdd, { text: "  " }, staff.liu)).msg).toContain("请输入常用语");
    expect(refusalOf(await staffCall(t.app, operatorCalls.serviceCannedRemove, { id: added.id }, staff.chen))).toEqual({ status: 404, msg: "常用语不存在" });
    expect(refusalOf(await staffCall(t.app, operatorCalls.serviceCannedRemove, { id: shared[0]?.id ?? 0 }, staff.liu))).toEqual({
      status: 400,
      msg: "平台预置的常用语不能删除",
    });
    expect((await staffCall(t.app, operatorCalls.serviceCannedRemove, { id: added.id }, staff.liu)).statusCode).toBe(200);
    expect((await staffData(t.app, operatorCalls.serviceCanned, undefined, staff.liu)).map((reply) => reply.id)).not.toContain(added.id);
  });
});

describe("the change cursor", () => {
  it("answers at once when something moved past `since`, and waits up to `wait` seconds otherwise", async () => {
    const { cursor } = await staffData(t.app, operatorCalls.serviceChanges, { since: 0 }, staff.liu);
    expect(cursor).toBeGreaterThan(0);
    const started = Date.now();
    const waiting = staffData(t.app, operatorCalls.serviceChanges, { since: cursor, wait: 5 }, staff.liu);
    write("再补充一句");
    const moved = await waiting;
    expect(moved.cursor).toBeGreaterThan(cursor);
    expect(Date.now() - started).toBeLessThan(5_000);
    const still = await staffData(t.app, operatorCalls.serviceChanges, { since: moved.cursor, wait: 1 }, staff.liu);
    expect(still.cursor).toBe(moved.cursor);
  });
  it("comes with the desk, read before its lists: the console asks for changes from there", async () => {
    const before = await staffData(t.app, operatorCalls.serviceDesk, {}, staff.liu);
    expect(before.cursor).toBe((await staffData(t.app, operatorCalls.serviceChanges, { since: 0 }, staff.liu)).cursor);
    const moved = staffData(t.app, operatorCalls.serviceChanges, { since: before.cursor, wait: 5 }, staff.liu);
    write("还有一个问题");
    const { cursor } = await moved;
    const after = await staffData(t.app, operatorCalls.serviceDesk, {}, staff.liu);
    expect(after.cursor).toBe(cursor);
    expect(after.cursor).toBeGreaterThan(before.cursor);
  });
});

describe("permissions", () => {
  const calls = [
    ["serviceDesk", {}],
    ["serviceChanges", {}],
    ["serviceConversation", { id: 1 }],
    ["serviceTake", { id: 1 }],
    ["serviceReply", { id: 1, content: "您好" }],
    ["serviceTransfer", { id: 1, username: "agent_chen", note: "" }],
    ["serviceClose", { id: 1 }],
    ["serviceCanned", {}],
    ["serviceCannedAdd", { text: "测试" }],
    ["serviceCannedRemove", { id: 1 }],
  ] as const;

  it.each(calls)("%s: 403 for a 内容编辑 and a 财务, audited; past the guard for 管理员", async (name, input) => {
    const declaration = operatorCalls[name];
    for (const who of [staff.editor, staff.finance]) {
      expect(refusalOf(await staffCall(t.app, declaration, input as never, who))).toEqual({ status: 403, msg: operatorMessages.forbidden("在线客服") });
    }
    expect([401, 403]).not.toContain((await staffCall(t.app, declaration, input as never, staff.admin)).statusCode);
    expect((await staffCall(t.app, declaration, input as never, null)).statusCode).toBe(401);
  });

  it("records the refusals in the audit log", async () => {
    const denied = await t.database.db
      .select()
      .from(operatorAudit)
      .where(inArray(operatorAudit.action, ["access.denied"]));
    expect(denied.some((line) => (line.detail as { permission?: string }).permission === "service.answer")).toBe(true);
  });
});

describe("the queue entry commits with the member's message", () => {
  let other: { id: number; realName: string; avatar: string };
  beforeAll(async () => {
    const [row] = await t.database.db.select().from(members).where(eq(members.phone, "13800000002"));
    if (!row) throw new Error("second demo member missing");
    other = row;
  });
  afterAll(async () => {
    await t.database.db.delete(serviceConversations).where(eq(serviceConversations.memberId, other.id));
  });
  const storedWith = (content: string) => t.database.db.select().from(chatMessages).where(eq(chatMessages.content, content));
  const queueOf = () => t.database.db.select().from(serviceConversations).where(eq(serviceConversations.memberId, other.id));

  it("stores neither the message nor its queue entry when the transaction fails after the queue was written", async () => {
    const repository = createChatRepository(t.database.db);
    const serviceDesk = createServiceDesk(t.database.db);
    const userId = await repository.ensureMemberUser(other);
    const content = "写入队列后出错的留言";
    const crashed = repository.appendMessages([{ fromId: userId, peerId: CUSTOMER_SERVICE.id, content, type: ChatMessageType.text, clientId: null }], {
      inTransaction: async (tx, fresh) => {
        await serviceDesk.memberWrote(tx, fresh);
        const [inQueue] = await tx.select().from(serviceConversations).where(eq(serviceConversations.memberId, other.id));
        expect(inQueue?.firstWords).toBe(content);
        throw new Error("crash after the queue write");
      },
    });
    await expect(crashed).rejects.toThrow("crash after the queue write");
    expect(await storedWith(content)).toEqual([]);
    expect(await queueOf()).toEqual([]);
  });

  it("never acknowledges a message the queue could not take; the client's resend is stored and queued together", async () => {
    const db = t.database.db;
    await db.execute(sql`create or replace function service_queue_down() returns trigger language plpgsql as $$ begin raise exception 'queue down'; end $$`);
    await db.execute(sql`create trigger service_queue_down before insert or update on service_conversation for each row execute function service_queue_down()`);
    const session = await t.app.sessions.createSession(other.id, null);
    const theirs = await openTestSocket(base, { token: session.token, uuid: "second-member" });
    try {
      const frame = { chatId: CUSTOMER_SERVICE.id, content: "队列故障时的留言", clientId: crypto.randomUUID() };
      theirs.send(FrameCode.message, frame);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(theirs.frames.some((f) => f.code === FrameCode.message && f.message.clientId === frame.clientId)).toBe(false);
      expect(await storedWith(frame.content)).toEqual([]);
      expect(await queueOf()).toEqual([]);
      await db.execute(sql`drop trigger service_queue_down on service_conversation`);
      theirs.send(FrameCode.message, frame);
      await theirs.waitFor((f) => f.code === FrameCode.message && f.message.clientId === frame.clientId);
      expect(await storedWith(frame.content)).toHaveLength(1);
      expect((await queueOf()).map((row) => [row.state, row.firstWords])).toEqual([["waiting", frame.content]]);
    } finally {
      theirs.close();
      await db.execute(sql`drop trigger if exists service_queue_down on service_conversation`);
      await db.execute(sql`drop function if exists service_queue_down()`);
    }
  });
});

describe("service hours per platform", () => {
  let other: { id: number };
  let platforms: { id: number; ngCode: string; baseTitle: string; serviceHours: string }[];
  beforeAll(async () => {
    const [row] = await t.database.db.select().from(members).where(eq(members.phone, "13800000002"));
    if (!row) throw new Error("second demo member missing");
    other = row;
    platforms = await t.database.db.select().from(platformConfigs).orderBy(platformConfigs.id);
  });
  afterAll(async () => {
    for (const platform of platforms)
      await t.database.db.update(platformConfigs).set({ serviceHours: platform.serviceHours }).where(eq(platformConfigs.id, platform.id));
  });

  /** The portal origin the chat socket accepts for a platform's host (its ngCode). */
  const originOf = (ngCode: string) => {
    const origin = chatAllowedOrigins().find((allowed) => new URL(allowed).hostname === ngCode);
    if (!origin) throw new Error(`no allowed portal origin on ${ngCode}`);
    return origin;
  };

  /** The second member writes from the portal of `platform`; answers the conversation's entry and the socket. */
  async function writeFrom(platform: { ngCode: string }, content: string) {
    await t.database.db.delete(serviceConversations).where(eq(serviceConversations.memberId, other.id));
    const session = await t.app.sessions.createSession(other.id, null);
    const theirs = await openTestSocket(base, { token: session.token, uuid: `from-${platform.ngCode}` }, { origin: originOf(platform.ngCode) });
    theirs.send(FrameCode.message, { chatId: CUSTOMER_SERVICE.id, content, clientId: crypto.randomUUID() });
    const entry = await queued(staff.liu, content);
    return { theirs, entry };
  }

  it("answers with the away message only on the platform whose hours are over, and shows each conversation's platform", async () => {
    const [open, closed] = platforms as [(typeof platforms)[number], (typeof platforms)[number]];
    const closedHours = hoursAround(false);
    await t.database.db.update(platformConfigs).set({ serviceHours: "0:00-24:00" }).where(eq(platformConfigs.id, open.id));
    await t.database.db.update(platformConfigs).set({ serviceHours: closedHours }).where(eq(platformConfigs.id, closed.id));
    await desk(staff.liu); // an agent online: only the hours decide
    const away = `您好，当前为非工作时间（服务时间 ${closedHours}），您的留言已收到，客服上线后将第一时间回复。`;

    const fromClosed = await writeFrom(closed, "从休息中的平台留言");
    await fromClosed.theirs.waitFor((frame) => frame.message?.content === away);
    expect((await detail(staff.liu, fromClosed.entry.id)).entry.platform).toEqual({ name: closed.baseTitle, serviceHours: closedHours, inServiceHours: false });
    fromClosed.theirs.close();

    const fromOpen = await writeFrom(open, "从服务中的平台留言");
    const shown = await detail(staff.liu, fromOpen.entry.id);
    expect(shown.entry.platform).toEqual({ name: open.baseTitle, serviceHours: "0:00-24:00", inServiceHours: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fromOpen.theirs.frames.some((frame) => frame.message?.type === ChatMessageType.notice)).toBe(false);
    expect(shown.events).toEqual([]);
    fromOpen.theirs.close();

    const figures = await desk(staff.liu);
    expect(figures.platforms).toEqual(
      expect.arrayContaining([
        { name: open.baseTitle, serviceHours: "0:00-24:00", inServiceHours: true },
        { name: closed.baseTitle, serviceHours: closedHours, inServiceHours: false },
      ]),
    );
    await t.database.db.delete(serviceConversations).where(eq(serviceConversations.memberId, other.id));
  });
});

describe("the open lists in pages", () => {
  it("pages the queue twenty at a time in the order they came, with the whole queue's count and longest wait", async () => {
    const { db } = t.database;
    const before = await desk(staff.chen);
    // Twenty-five members who wrote an hour ago and wait: more than a page of the queue.
    const written = new Date(Date.now() - 3600_000);
    const added = await db
      .insert(members)
      .values(Array.from({ length: 25 }, (_, i) => ({ phone: `171${String(i).padStart(8, "0")}`, realName: `排队会员${i}`, passwordHash: "x" })))
      .returning({ id: members.id });
    try {
      await db.insert(serviceConversations).values(
        added.map((row, i) => ({
          memberId: row.id,
          firstWords: `排队第${i}位`,
          firstSeq: 1,
          startedAt: new Date(written.getTime() + i * 1000),
          lastAt: written,
          activity: written.getTime(),
        })),
      );
      const first = await desk(staff.chen);
      expect(first.pageSize).toBe(20);
      expect(first.queue).toHaveLength(20);
      expect(first.totals.queue).toBe(before.totals.queue + 25);
      expect(first.longestWaitSeconds).toBeGreaterThanOrEqual(3599);
      expect(first.overdueCount).toBe(before.overdueCount + 25);
      const second = await staffData(t.app, operatorCalls.serviceDesk, { queuePage: 2 }, staff.chen);
      const ours = [...first.queue, ...second.queue].filter((entry) => entry.firstWords.startsWith("排队第")).map((entry) => entry.firstWords);
      expect(ours).toEqual(Array.from({ length: 25 }, (_, i) => `排队第${i}位`));
      expect(first.queue.map((entry) => entry.id)).not.toContain(second.queue[0]?.id);
    } finally {
      await db.delete(members).where(
        inArray(
          members.id,
          added.map((row) => row.id),
        ),
      );
    }
  });
});

describe("an agent's presence", () => {
  it("is written when it is older than fifteen seconds, not on every console call", async () => {
    let clock = new Date("2026-11-30T09:00:00Z");
    const serviceDesk = createServiceDesk(t.database.db, () => clock);
    const [chen] = await t.database.db.select({ id: operators.id }).from(operators).where(eq(operators.username, "agent_chen"));
    const agent = chen?.id ?? 0;
    const seenAt = async () => (await t.database.db.select().from(serviceAgentPresence).where(eq(serviceAgentPresence.operatorId, agent)))[0]?.seenAt;
    await t.database.db.delete(serviceAgentPresence).where(eq(serviceAgentPresence.operatorId, agent));
    await serviceDesk.seen(agent);
    expect(await seenAt()).toEqual(clock);
    const first = clock;
    clock = new Date(first.getTime() + 14_000);
    await serviceDesk.seen(agent);
    expect(await seenAt()).toEqual(first);
    clock = new Date(first.getTime() + 16_000);
    await serviceDesk.seen(agent);
    expect(await seenAt()).toEqual(clock);
  });
});

describe("专属客服 for VIP companies", () => {
  it("offers a VIP company's conversation before those that came earlier, marked VIP; others keep their order", async () => {
    const { db } = t.database;
    // 长春鼎盛 holds the demo's yearly VIP (a week left); 朱明辉 writes acting for it.
    const [dingsheng] = await db.select().from(businesses).where(eq(businesses.creditCode, "91220104MA17B8RT2H"));
    const [zhu] = await db.select().from(members).where(eq(members.phone, "13900000201"));
    if (!dingsheng || !zhu) throw new Error("demo VIP company missing");
    const before = await desk(staff.chen);
    expect(before.queue.length).toBeGreaterThan(0);
    expect(before.queue.every((entry) => !entry.vip)).toBe(true);
    const vipSocket = await openTestSocket(base, { token: (await t.app.sessions.createSession(zhu.id, dingsheng.id)).token, uuid: "vip-browser" });
    try {
      vipSocket.send(FrameCode.handshake, { cursor: {} });
      await vipSocket.waitFor((frame) => frame.code === FrameCode.handshake);
      vipSocket.send(FrameCode.message, { chatId: CUSTOMER_SERVICE.id, content: "VIP企业咨询：招标保证金退还进度", clientId: crypto.randomUUID() });
      const shown = await eventually(
        () => desk(staff.chen),
        (d) => d.queue.some((entry) => entry.firstWords === "VIP企业咨询：招标保证金退还进度"),
        "the VIP conversation in the queue",
      );
      expect(shown.queue[0]).toMatchObject({ firstWords: "VIP企业咨询：招标保证金退还进度", vip: true, member: { company: dingsheng.name } });
      // The others follow in the order they came, as before.
      expect(shown.queue.slice(1).map((entry) => entry.id)).toEqual(before.queue.map((entry) => entry.id).slice(0, shown.queue.length - 1));
    } finally {
      vipSocket.close();
    }
  });
});
