import { chatCalls, chatPaths } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { seed } from "../../composition/seed.ts";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { OPENAPI_PATH } from "../../plugins/openapi.ts";
import { expectFailure } from "../../testing/suite-helpers.ts";
import { createMemberRepository } from "../member/member.repository.ts";
import { FrameCode } from "./chat.frames.ts";
import { openTestSocket } from "./chat.test-client.ts";
import { CUSTOMER_SERVICE } from "./seed.ts";

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let base: string;
const tokens = { a: "", b: "" };
const ids = { a: "", b: "" };

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await seed(database.db);
  app = await buildApp({ db: database.db });
  base = await app.listen({ host: "127.0.0.1", port: 0 });
  const members = createMemberRepository(database.db);
  for (const [key, phone] of [
    ["a", "13800000001"],
    ["b", "13800000002"],
  ] as const) {
    const member = await members.findByPhone(phone);
    if (!member) throw new Error("demo member missing");
    ids[key] = String(member.id);
    tokens[key] = (await app.sessions.createSession(member.id)).token;
  }
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, token: string) => app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });

describe("chat service REST (spec §7)", () => {
  it("refuses calls without a live token", async () => {
    const response = await app.inject({ method: "GET", url: chatPaths.list });
    expectFailure(response, 401);
  });

  it("opens a chat with customer service and lists it with the service's name", async () => {
    const opened = await app.inject({
      method: "POST",
      url: chatPaths.chat,
      headers: { authorization: `Bearer ${tokens.a}` },
      payload: { id: CUSTOMER_SERVICE.id },
    });
    expect(opened.json()).toMatchObject({ code: 200, success: true, data: { id: CUSTOMER_SERVICE.id, name: CUSTOMER_SERVICE.name, unreadCount: 0 } });
    const list = (await get(chatPaths.list, tokens.a)).json();
    expect(list.data.map((c: { id: string }) => c.id)).toContain(CUSTOMER_SERVICE.id);
  });

  it("moves a chat out of the list until a new message arrives", async () => {
    const moved = await get(`${chatPaths.move}?chatId=${CUSTOMER_SERVICE.id}`, tokens.a);
    expect(moved.json().success).toBe(true);
    const list = (await get(chatPaths.list, tokens.a)).json();
    expect(list.data.map((c: { id: string }) => c.id)).not.toContain(CUSTOMER_SERVICE.id);
  });

  it("looks users up by id and by name, and lets a member update only their own record", async () => {
    expect((await get(`${chatPaths.user}/${CUSTOMER_SERVICE.id}`, tokens.a)).json().data).toMatchObject({ id: "kefu", name: "平台在线客服" });
    expect((await get(`${chatPaths.userByName}/${encodeURIComponent("平台在线客服")}`, tokens.a)).json().data.id).toBe("kefu");
    expectFailure(await get(`${chatPaths.user}/nobody`, tokens.a), 404, /用户不存在/);
    const others = await app.inject({
      method: "PUT",
      url: chatPaths.userUpdate,
      headers: { authorization: `Bearer ${tokens.a}` },
      payload: { id: "kefu", name: "x" },
    });
    expectFailure(others, 403, /只能修改自己的资料/);
    await get(chatPaths.list, tokens.a);
    const own = await app.inject({
      method: "PUT",
      url: chatPaths.userUpdate,
      headers: { authorization: `Bearer ${tokens.a}` },
      payload: { id: ids.a, name: "张建国", sign: "你好" },
    });
    expect(own.json().data).toMatchObject({ id: ids.a, name: "张建国", sign: "你好" });
  });

  it("tells the page its own chat user", async () => {
    expect((await get(chatPaths.me, tokens.a)).json().data).toMatchObject({ id: ids.a });
  });

  it("gives the contact of a company for the 联系 button", async () => {
    const response = await get(`${chatPaths.contact}?businessId=1`, tokens.b);
    expect(response.json().data).toMatchObject({ id: ids.a, name: "张建国" });
  });

  it("validates every input by the contract before the handler runs", async () => {
    const send = (method: "POST" | "PUT", url: string, payload: unknown) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${tokens.a}` }, payload: payload as Record<string, unknown> });
    expectFailure(await send("POST", chatPaths.chat, {}), 400, /请求参数不正确：id/);
    expectFailure(await send("POST", chatPaths.chat, { id: 7 }), 400, /请求参数不正确：id/);
    expectFailure(await send("POST", chatPaths.chat, { id: "x".repeat(65) }), 400, /请求参数不正确：id/);
    expectFailure(await send("POST", chatPaths.chat, { id: ids.a }), 400, /会话对象不正确/);
    expectFailure(await send("POST", chatPaths.chat, { id: "nobody" }), 404, /用户不存在/);
    expectFailure(await send("PUT", chatPaths.chat, { id: CUSTOMER_SERVICE.id, unreadCount: 3 }), 400, /请求参数不正确：unreadCount/);
    expectFailure(await send("PUT", chatPaths.chat, { id: CUSTOMER_SERVICE.id, unreadCount: 0, lastSeq: -1 }), 400, /请求参数不正确：lastSeq/);
    expectFailure(await send("PUT", chatPaths.userUpdate, { id: ids.a, name: "字".repeat(101) }), 400, /请求参数不正确：name/);
    const crowded = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, i]));
    expectFailure(await send("PUT", chatPaths.userUpdate, { id: ids.a, ...crowded }), 400, /最多50个字段/);
    expectFailure(await get(chatPaths.move, tokens.a), 400, /请求参数不正确：chatId/);
    expectFailure(await get(`${chatPaths.messages}?chatId=${ids.b}&limit=500`, tokens.a), 400, /请求参数不正确：limit/);
    expectFailure(await get(`${chatPaths.contact}?businessId=abc`, tokens.a), 400, /请求参数不正确：businessId/);
    expectFailure(await get(`${chatPaths.userByName}/a%01b`, tokens.a), 400, /请求参数不正确：name：包含非法字符/);
  });

  it("refuses a NUL in a chat id (the global JSON guard answers first)", async () => {
    const response = await app.inject({
      method: "POST",
      url: chatPaths.chat,
      headers: { authorization: `Bearer ${tokens.a}`, "content-type": "application/json" },
      payload: JSON.stringify({ id: "a\u0000b" }),
    });
    expectFailure(response, 400, /非法字符/);
  });

  it("answers 401 before validating a call's input", async () => {
    expectFailure(await app.inject({ method: "POST", url: chatPaths.chat, payload: {} }), 401);
  });

  it("documents every chat call in the OpenAPI document", async () => {
    const doc = (await app.inject({ method: "GET", url: OPENAPI_PATH })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    for (const call of Object.values(chatCalls)) {
      const path = call.path.replace(/:(\w+)/g, "{$1}");
      expect(doc.paths[path]?.[call.method.toLowerCase()]?.tags, `${call.method} ${call.path}`).toEqual(["chat"]);
    }
    expect(doc.paths[chatPaths.socket]).toBeUndefined();
  });
});

describe("chat socket (frames 0-4 with sequence, acks and replay)", () => {
  it("refuses a socket without a valid token or from a foreign origin", async () => {
    await expect(openTestSocket(base, { token: "bad", uuid: "x" })).rejects.toThrow();
    await expect(openTestSocket(base, { token: tokens.a, uuid: "x" }, { origin: "https://evil.example" })).rejects.toThrow();
    const allowed = await openTestSocket(base, { token: tokens.a, uuid: "x" }, { origin: "http://localhost:3000" });
    allowed.close();
  });

  it("takes the token from the Authorization header when the query has none (behind the portal's proxy)", async () => {
    const socket = await openTestSocket(base, { token: "", uuid: "browser-a" }, { authorization: `Bearer ${tokens.a}` });
    socket.send(FrameCode.handshake, null);
    expect((await socket.waitFor((f) => f.code === FrameCode.handshake)).message).toMatchObject({ userId: ids.a });
    socket.close();
  });

  it("answers a heartbeat", async () => {
    const socket = await openTestSocket(base, { token: tokens.a, uuid: "browser-a" });
    socket.send(FrameCode.heartbeat, null);
    await socket.waitFor((f) => f.code === FrameCode.heartbeat);
    socket.close();
  });

  it("acknowledges a message with its sequence number and stores a retry only once, under the same id and sequence", async () => {
    const a = await openTestSocket(base, { token: tokens.a, uuid: "browser-a" });
    const b = await openTestSocket(base, { token: tokens.b, uuid: "browser-b" });
    a.send(FrameCode.message, { chatId: ids.b, content: "您好，请问钢材报价？", type: 0, clientId: "c-1" });
    const ack = await a.waitFor((f) => f.code === FrameCode.message && f.message.clientId === "c-1");
    expect(ack.message).toMatchObject({ chatId: ids.b, fromId: ids.a, seq: 1 });
    const delivered = await b.waitFor((f) => f.code === FrameCode.message);
    expect(delivered.message).toMatchObject({ id: ack.message.id, chatId: ids.a, fromId: ids.a, seq: 1, content: "您好，请问钢材报价？" });
    expect(delivered.message.clientId).toBeUndefined();
    a.send(FrameCode.message, { chatId: ids.b, content: "您好，请问钢材报价？", type: 0, clientId: "c-1" });
    a.send(FrameCode.message, { chatId: ids.b, content: "第二条", type: 0, clientId: "c-2" });
    const second = await b.waitFor((f) => f.code === FrameCode.message && f.message.content === "第二条");
    expect(second.message.seq).toBe(2);
    // The retry took no new sequence number: it is the stored message, acknowledged at once and
    // woken up again for everyone (a first wake-up may have died with a stopping server).
    const messageIds = (frames: typeof b.frames) => new Set(frames.filter((f) => f.code === FrameCode.message).map((f) => f.message.id));
    expect(messageIds(b.frames)).toEqual(new Set([ack.message.id, second.message.id]));
    await a.waitFor((f) => f.code === FrameCode.message && f.message.content === "第二条");
    const retries = a.frames.filter((f) => f.code === FrameCode.message && f.message.clientId === "c-1");
    expect(retries.length).toBeGreaterThanOrEqual(2);
    expect(new Set(retries.map((f) => f.message.id))).toEqual(new Set([ack.message.id]));
    a.close();
    b.close();
  });

  it("replays what a client missed after its handshake cursor", async () => {
    const a = await openTestSocket(base, { token: tokens.a, uuid: "browser-a" });
    for (const content of ["三", "四", "五"]) a.send(FrameCode.message, { chatId: ids.b, content, type: 0, clientId: `r-${content}` });
    await a.waitFor((f) => f.code === FrameCode.message && f.message.content === "五");
    const b = await openTestSocket(base, { token: tokens.b, uuid: "browser-b" });
    b.send(FrameCode.handshake, { cursor: { [ids.a]: 3 } });
    const reply = await b.waitFor((f) => f.code === FrameCode.handshake);
    expect(reply.message).toMatchObject({ userId: ids.b, resync: [], unread: { [ids.a]: 5 } });
    await b.waitFor((f) => f.code === FrameCode.message && f.message.seq === 5);
    expect(b.frames.filter((f) => f.code === FrameCode.message).map((f) => (f.message as { seq: number }).seq)).toEqual([4, 5]);
    const plain = await openTestSocket(base, { token: tokens.b, uuid: "browser-b" });
    plain.send(FrameCode.handshake, { userId: ids.b });
    await plain.waitFor((f) => f.code === FrameCode.handshake);
    expect(plain.frames.filter((f) => f.code === FrameCode.message)).toEqual([]);
    for (const s of [a, b, plain]) s.close();
  });

  it("a read receipt zeroes unread on the server and reaches the reader's other sessions and the sender", async () => {
    expect((await get(chatPaths.list, tokens.b)).json().data.find((c: { id: string }) => c.id === ids.a).unreadCount).toBe(5);
    const a = await openTestSocket(base, { token: tokens.a, uuid: "browser-a" });
    const b1 = await openTestSocket(base, { token: tokens.b, uuid: "browser-b" });
    const b2 = await openTestSocket(base, { token: tokens.b, uuid: "browser-b" });
    b1.send(FrameCode.readReceipt, { chatId: ids.a, userId: ids.b, timestamp: Date.now(), type: 0, seq: 4 });
    expect((await b2.waitFor((f) => f.code === FrameCode.readReceipt)).message).toMatchObject({ chatId: ids.a, userId: ids.b, seq: 4 });
    expect((await a.waitFor((f) => f.code === FrameCode.readReceipt)).message).toMatchObject({ chatId: ids.b, userId: ids.b, seq: 4 });
    expect((await get(chatPaths.list, tokens.b)).json().data.find((c: { id: string }) => c.id === ids.a).unreadCount).toBe(1);
    for (const s of [a, b1, b2]) s.close();
  });

  it("pages history only in the member's own chats", async () => {
    const page = (await get(`${chatPaths.messages}?chatId=${ids.a}&beforeSeq=4&limit=2`, tokens.b)).json();
    expect(page.data.map((m: { seq: number }) => m.seq)).toEqual([2, 3]);
    const gap = (await get(`${chatPaths.messages}?chatId=${ids.a}&afterSeq=3`, tokens.b)).json();
    expect(gap.data.map((m: { seq: number }) => m.seq)).toEqual([4, 5]);
    expectFailure(await get(`${chatPaths.messages}?chatId=kefu`, tokens.b), 404, /会话不存在/);
  });

  it("keeps a socket's order when it sends many messages at once: acks in send order, seqs contiguous, each delivered once", async () => {
    const newest = (await get(`${chatPaths.messages}?chatId=${ids.b}&limit=1`, tokens.a)).json().data[0]?.seq ?? 0;
    const a = await openTestSocket(base, { token: tokens.a, uuid: "browser-a" });
    const b = await openTestSocket(base, { token: tokens.b, uuid: "browser-b" });
    // Sent without waiting: they share batches, and the socket's next frame does not wait for a commit.
    for (let i = 0; i < 40; i++) a.send(FrameCode.message, { chatId: ids.b, content: `批量${i}`, type: 0, clientId: `p-${i}` });
    await a.waitFor((f) => f.code === FrameCode.message && f.message.clientId === "p-39");
    await b.waitFor((f) => f.code === FrameCode.message && f.message.content === "批量39");
    const expected = Array.from({ length: 40 }, (_, i) => newest + 1 + i);
    const acks = a.frames.filter((f) => f.code === FrameCode.message && String(f.message.clientId).startsWith("p-"));
    expect(acks.map((f) => f.message.clientId)).toEqual(Array.from({ length: 40 }, (_, i) => `p-${i}`));
    expect(acks.map((f) => f.message.seq)).toEqual(expected);
    const delivered = b.frames.filter((f) => f.code === FrameCode.message && String(f.message.content).startsWith("批量"));
    expect(delivered.map((f) => f.message.seq)).toEqual(expected);
    a.close();
    b.close();
  });

  it("refuses a notice (type 10) from a member: only the platform's account writes notices, and only its messages are marked as the platform's", async () => {
    const a = await openTestSocket(base, { token: tokens.a, uuid: "browser-a" });
    const b = await openTestSocket(base, { token: tokens.b, uuid: "browser-b" });
    a.send(FrameCode.message, { chatId: ids.b, content: "【系统消息】请将年费转账至 6222 0000 0000 0000", type: 10, clientId: "forged-1" });
    a.send(FrameCode.message, { chatId: ids.b, content: "forged-then-text", type: 0, clientId: "forged-2" });
    const after = await b.waitFor((f) => f.code === FrameCode.message && f.message.content === "forged-then-text");
    expect(after.message.platform).toBeUndefined();
    expect(b.frames.some((f) => f.code === FrameCode.message && String(f.message.content).includes("系统消息"))).toBe(false);
    expect(a.frames.some((f) => f.code === FrameCode.message && f.message.clientId === "forged-1")).toBe(false);
    // A picture or file (its link as content) is a member's to send.
    a.send(FrameCode.message, { chatId: ids.b, content: "/files/quote.pdf", type: 2, clientId: "file-1" });
    expect((await b.waitFor((f) => f.code === FrameCode.message && f.message.content === "/files/quote.pdf")).message.type).toBe(2);
    a.close();
    b.close();
  });

  it("tells other browsers of the member that it logged in elsewhere, but not its own tabs", async () => {
    const first = await openTestSocket(base, { token: tokens.a, uuid: "browser-1" });
    const sameBrowser = await openTestSocket(base, { token: tokens.a, uuid: "browser-1" });
    await new Promise((r) => setTimeout(r, 50));
    expect(first.frames.filter((f) => f.code === FrameCode.loginElsewhere)).toEqual([]);
    const elsewhere = await openTestSocket(base, { token: tokens.a, uuid: "browser-2" });
    expect((await first.waitFor((f) => f.code === FrameCode.loginElsewhere)).message).toBe("browser-2");
    expect((await sameBrowser.waitFor((f) => f.code === FrameCode.loginElsewhere)).message).toBe("browser-2");
    expect(elsewhere.frames.filter((f) => f.code === FrameCode.loginElsewhere)).toEqual([]);
    for (const s of [first, sameBrowser, elsewhere]) s.close();
  });
});
