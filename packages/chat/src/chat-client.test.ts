import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatApi } from "./chat.api.ts";
import { emptyChat } from "./chat.store.ts";
import type { Message } from "./chat.types.ts";
import { type ChatClient, createChatClient } from "./chat-client.ts";
import { createMemoryOutbox } from "./chat-outbox.ts";
import type { WebSocketConstructor } from "./chat-socket.stream.ts";
import { FrameCode } from "./frame.ts";
import { FakeWebSocket } from "./internal/fake-web-socket.ts";

function fakeApi(overrides: Partial<ChatApi> = {}): ChatApi {
  return {
    me: async () => ({ id: "me", name: "我" }),
    listChats: async () => [],
    messages: async () => [],
    lookupUser: async (id) => ({ name: `用户${id}` }),
    openChat: async () => null,
    markRead: async () => {},
    moveChat: async () => {},
    serviceAccount: async () => ({ id: "kefu", name: "客服" }),
    companyContact: async () => ({ id: "x", name: "x" }),
    ...overrides,
  };
}

let channelName = 0;
const running: ChatClient[] = [];
function tab(
  options: {
    uuid?: string;
    shared?: ReturnType<typeof createMemoryOutbox>;
    coordinated?: boolean;
    onLoginElsewhere?: () => void;
    name?: string;
    api?: Partial<ChatApi>;
  } = {},
) {
  const client = createChatClient({
    socketUrl: "ws://chat.test/api/sys/ws",
    getToken: () => "t",
    userId: options.name ?? "me",
    uuid: options.uuid ?? "browser-1",
    api: fakeApi(options.api),
    outbox: options.shared ?? createMemoryOutbox(),
    coordination: options.coordinated ? { locks: navigator.locks, channel: (n) => new BroadcastChannel(`${n}:${channelName}`) } : null,
    WebSocket: FakeWebSocket as unknown as WebSocketConstructor,
    storage: null,
    ...(options.onLoginElsewhere ? { onLoginElsewhere: options.onLoginElsewhere } : {}),
  });
  running.push(client);
  return client;
}

const incoming = (seq: number): Message => ({ id: `m${seq}`, fromId: "peer", chatId: "peer", content: `消息${seq}`, timestamp: seq, type: 0, seq });
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
};

beforeEach(() => {
  FakeWebSocket.reset();
  channelName += 1;
});

/** Two started tabs of one browser that share their socket: the one socket made, not yet open. */
async function twoTabsOneSocket() {
  const shared = createMemoryOutbox();
  const first = tab({ coordinated: true, shared });
  const second = tab({ coordinated: true, shared });
  await first.start();
  await second.start();
  await until(() => FakeWebSocket.instances.length === 1);
  return { first, second };
}

afterEach(() => {
  for (const client of running.splice(0)) client.stop();
});

describe("chat client", () => {
  it("sends a message with a client id, keeps it pending until the server acknowledges it", async () => {
    const client = tab();
    await client.start();
    const socket = FakeWebSocket.latest();
    socket.open();
    const pending = await client.send("peer", "您好");
    const frame = socket.sent.find((f) => f.code === FrameCode.message);
    expect(frame?.message).toMatchObject({ clientId: pending.clientId, chatId: "peer", content: "您好" });
    expect(client.state.pending).toHaveLength(1);
    socket.receive({
      code: FrameCode.message,
      message: { id: "s1", fromId: "me", chatId: "peer", content: "您好", timestamp: 1, type: 0, seq: 1, clientId: pending.clientId },
    });
    await until(() => client.state.pending.length === 0 && client.store.state.chatMessage.peer?.length === 1);
    expect(client.store.state.chatMessage.peer?.map((m) => m.id)).toEqual(["s1"]);
  });

  it("keeps the name of the person who wrote for a service account, and adds none to other messages", async () => {
    const client = tab();
    await client.start();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({
      code: FrameCode.message,
      message: { id: "k1", fromId: "kefu", chatId: "kefu", content: "您好", timestamp: 1, type: 0, seq: 1, senderName: "客服 小刘" },
    });
    socket.receive({ code: FrameCode.message, message: { id: "k2", fromId: "kefu", chatId: "kefu", content: "请稍等", timestamp: 2, type: 0, seq: 2 } });
    await until(() => client.store.state.chatMessage.kefu?.length === 2);
    const [named, plain] = client.store.state.chatMessage.kefu ?? [];
    expect(named?.senderName).toBe("客服 小刘");
    expect(plain && "senderName" in plain).toBe(false);
  });

  it("lists the chats once when it starts (the first handshake replays what came since) and again after a reconnect", async () => {
    const listChats = vi.fn(async () => []);
    const client = tab({ api: { listChats } });
    await client.start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive({ code: FrameCode.handshake, message: { userId: "me", unread: {}, resync: [] } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listChats).toHaveBeenCalledTimes(1);
    FakeWebSocket.latest().drop();
    client.online();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive({ code: FrameCode.handshake, message: { userId: "me", unread: {}, resync: [] } });
    await until(() => listChats.mock.calls.length === 2);
  });

  it("resends unacknowledged messages in order after a reconnect, and each only once per socket", async () => {
    const client = tab();
    await client.start();
    FakeWebSocket.latest().open();
    const first = await client.send("peer", "一");
    const second = await client.send("peer", "二");
    FakeWebSocket.latest().drop();
    client.online();
    const next = FakeWebSocket.latest();
    next.open();
    await until(() => next.sent.filter((f) => f.code === FrameCode.message).length === 2);
    expect(next.sent.map((f) => f.code)).toEqual([FrameCode.handshake, FrameCode.message, FrameCode.message]);
    expect(next.sent.slice(1).map((f) => (f.message as { clientId: string }).clientId)).toEqual([first.clientId, second.clientId]);
  });

  it("shares one socket between the tabs of a browser and hands it over when the holder closes", async () => {
    const { first, second } = await twoTabsOneSocket();
    FakeWebSocket.latest().open();
    await until(() => second.state.status === "open");
    expect(first.state.leader).toBe(true);
    expect(second.state.leader).toBe(false);
    for (let seq = 1; seq <= 50; seq++) FakeWebSocket.latest().receive({ code: FrameCode.message, message: incoming(seq) });
    await until(() => (second.store.state.chatMessage.peer?.length ?? 0) === 50);
    expect(first.store.state.chats[0]?.unreadCount).toBe(second.store.state.chats[0]?.unreadCount);
    await second.send("peer", "从第二个标签页发送");
    await until(() => FakeWebSocket.latest().sent.some((f) => f.code === FrameCode.message));
    const started = Date.now();
    first.stop();
    await until(() => second.state.leader && FakeWebSocket.instances.length === 2);
    expect(Date.now() - started).toBeLessThan(1_000);
    FakeWebSocket.latest().open();
    await until(() => FakeWebSocket.latest().sent.some((f) => f.code === FrameCode.message));
  });

  it("keeps the follower tab in step through many frames and reconnects", async () => {
    const { first, second } = await twoTabsOneSocket();
    let seq = 0;
    for (let round = 0; round < 10; round++) {
      FakeWebSocket.latest().open();
      for (let i = 0; i < 50; i++) {
        seq += 1;
        FakeWebSocket.latest().receive({ code: FrameCode.message, message: incoming(seq) });
        if (i % 10 === 0) await second.send("peer", `回复${seq}`);
      }
      FakeWebSocket.latest().drop();
      second.online();
      await until(() => FakeWebSocket.instances.length === round + 2);
    }
    await until(() => (second.store.state.chatMessage.peer?.length ?? 0) === 500);
    expect(first.store.state.chatMessage.peer?.length).toBe(500);
  });

  it("on login elsewhere tells the host and forgets messages and the outbox", async () => {
    const onLoginElsewhere = vi.fn();
    const outbox = createMemoryOutbox();
    const client = tab({ onLoginElsewhere, shared: outbox });
    await client.start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive({ code: FrameCode.message, message: incoming(1) });
    await client.send("peer", "未确认");
    FakeWebSocket.latest().receive({ code: FrameCode.loginElsewhere, message: "browser-2" });
    await until(() => onLoginElsewhere.mock.calls.length === 1);
    await until(() => client.store.state.chats.length === 0);
    expect(await outbox.list("me")).toEqual([]);
    expect(client.state.status).toBe("closed");
  });

  it("retries a gap fill that failed and fetches what the failed page held", async () => {
    let calls = 0;
    const messages = vi.fn(async (_chatId: string, range: { afterSeq?: number }) => {
      calls += 1;
      if (calls === 1) throw new Error("server restarting");
      return range.afterSeq === 1 ? [incoming(2)] : [];
    });
    const client = tab({ api: { messages } });
    await client.start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive({ code: FrameCode.message, message: incoming(1) });
    FakeWebSocket.latest().receive({ code: FrameCode.message, message: incoming(3) });
    await until(() => client.store.cursor().peer === 3);
    expect(client.store.state.chatMessage.peer?.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(messages).toHaveBeenCalledTimes(2);
  });

  it("a follower tab fills a hole itself that the tab holding the socket filled over REST", async () => {
    const shared = createMemoryOutbox();
    let followerCalls = 0;
    const leader = tab({ coordinated: true, shared, api: { messages: async (_c, range) => (range.afterSeq === 1 ? [incoming(2)] : []) } });
    const follower = tab({
      coordinated: true,
      shared,
      api: {
        messages: async (_c, range) => {
          followerCalls += 1;
          if (followerCalls === 1) throw new Error("server restarting");
          return range.afterSeq === 1 ? [incoming(2)] : [];
        },
      },
    });
    await leader.start();
    await follower.start();
    await until(() => FakeWebSocket.instances.length === 1);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive({ code: FrameCode.message, message: incoming(1) });
    // Seq 2 was lost with a socket; only 3 arrives, and no message comes after it.
    FakeWebSocket.latest().receive({ code: FrameCode.message, message: incoming(3) });
    await until(() => leader.store.cursor().peer === 3 && follower.store.cursor().peer === 3);
    expect(follower.store.state.chatMessage.peer?.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it("opening a chat that holds only what came live since the tab joined loads the page before it", async () => {
    const messages = vi.fn(async (_chatId: string, range: { beforeSeq?: number }) => (range.beforeSeq === 5 ? [1, 2, 3, 4].map(incoming) : ([] as Message[])));
    const client = tab({ api: { messages } });
    await client.start();
    FakeWebSocket.latest().open();
    client.store.setChats([emptyChat("peer", { name: "对方", lastSeq: 4 })]);
    FakeWebSocket.latest().receive({ code: FrameCode.message, message: incoming(5) });
    await until(() => client.store.state.chatMessage.peer?.length === 1);
    await client.open("peer");
    expect(messages).toHaveBeenCalledWith("peer", { beforeSeq: 5, limit: 30 });
    expect(client.store.state.chatMessage.peer?.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });
});
