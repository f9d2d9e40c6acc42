import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { type ChatStoreOptions, createChatStore, UNREAD_STORAGE_KEY } from "./chat.store.ts";
import type { Message, ReadReceipt } from "./chat.types.ts";

const ME = "u-me";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

function setup(overrides: Partial<ChatStoreOptions> = {}) {
  const receipts: ReadReceipt[] = [];
  const lookupUser = vi.fn(async (id: string) => ({ name: `用户${id}` }));
  const storage = memoryStorage();
  const store = createChatStore({ userId: ME, lookupUser, sendReceipt: (r) => receipts.push(r), storage, ...overrides });
  return { store, receipts, lookupUser, storage };
}

let counter = 0;
function msg(partial: Partial<Message> & { chatId: string }): Message {
  counter += 1;
  return { id: `m${counter}`, fromId: partial.chatId, content: `内容${counter}`, timestamp: counter * 10, type: 0, ...partial };
}

const ids = (list: readonly Message[] | undefined) => (list ?? []).map((m) => m.id);

describe("chat store (spec §4, chat messages)", () => {
  it("inserts an incoming message for a known chat in time order", async () => {
    const { store } = setup();
    store.openChat("a", { name: "甲" });
    await store.receive(msg({ chatId: "a", id: "late", timestamp: 300 }));
    await store.receive(msg({ chatId: "a", id: "early", timestamp: 100 }));
    await store.receive(msg({ chatId: "a", id: "middle", timestamp: 200 }));
    expect(ids(store.state.chatMessage.a)).toEqual(["early", "middle", "late"]);
    expect(store.state.chatLastMessage.a).toBe(store.state.chatMessage.a?.[2]?.content);
    expect(store.state.chatLastTime.a).toBe(300);
  });

  it("ignores duplicates by id", async () => {
    const { store } = setup();
    store.openChat("a", { name: "甲" });
    const message = msg({ chatId: "a" });
    await store.receive(message);
    await store.receive({ ...message, content: "改写" });
    expect(ids(store.state.chatMessage.a)).toEqual([message.id]);
    expect(store.state.chatMessage.a?.[0]?.content).toBe(message.content);
  });

  it("moves the chat to the top on a new message", async () => {
    const { store } = setup();
    store.setChats(["a", "b", "c"].map((id, i) => ({ ...emptyChat(id), lastTime: 100 - i })));
    expect(store.state.chats.map((c) => c.id)).toEqual(["a", "b", "c"]);
    await store.receive(msg({ chatId: "c" }));
    expect(store.state.chats.map((c) => c.id)).toEqual(["c", "a", "b"]);
    await store.receiveMany([msg({ chatId: "b" }), msg({ chatId: "a" })]);
    expect(store.state.chats.map((c) => c.id)).toEqual(["a", "b", "c"]);
  });

  it("lands a large catch-up in slices, a task each, ending with every message in order", async () => {
    const { store } = setup();
    store.setChats([emptyChat("a")]);
    const catchUp = Array.from({ length: 1_000 }, (_, i) => msg({ chatId: "a", seq: i + 1, timestamp: 1_000 + i }));
    const landing = store.receiveMany(catchUp);
    // The first slice is applied at once; the rest waits for later tasks, so input and paint get turns.
    const first = store.state.chatMessage.a?.length ?? 0;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(catchUp.length);
    await landing;
    expect(ids(store.state.chatMessage.a)).toEqual(ids(catchUp));
    expect(store.cursor()).toEqual({ a: 1_000 });
  });

  it("creates an unknown chat first, named from a lookup of the sender", async () => {
    const { store, lookupUser } = setup();
    await store.receive(msg({ chatId: "x", fromId: "x" }));
    expect(lookupUser).toHaveBeenCalledWith("x");
    expect(store.state.chats.map((c) => [c.id, c.name])).toEqual([["x", "用户x"]]);
    expect(store.state.chatMessage.x).toHaveLength(1);
  });

  it("coalesces concurrent lookups so a chat is never created twice", async () => {
    let release = (_: { name: string }) => {};
    const lookupUser = vi.fn(() => new Promise<{ name: string }>((resolve) => (release = resolve)));
    const { store } = setup({ lookupUser });
    const arrivals = [store.receive(msg({ chatId: "x" })), store.receive(msg({ chatId: "x" })), store.receive(msg({ chatId: "x" }))];
    release({ name: "新朋友" });
    await Promise.all(arrivals);
    expect(lookupUser).toHaveBeenCalledTimes(1);
    expect(store.state.chats).toHaveLength(1);
    expect(store.state.chatMessage.x).toHaveLength(3);
    expect(store.state.chats[0]?.unreadCount).toBe(3);
  });

  it("still creates the chat, named by its id, when the lookup fails", async () => {
    const { store } = setup({ lookupUser: () => Promise.reject(new Error("down")) });
    await store.receive(msg({ chatId: "x" }));
    expect(store.state.chats.map((c) => c.name)).toEqual(["x"]);
  });

  it.each([
    { case: "open and visible", open: true, visible: true, unread: 0, receipts: 1 },
    { case: "open but hidden", open: true, visible: false, unread: 1, receipts: 0 },
    { case: "not open", open: false, visible: true, unread: 1, receipts: 0 },
  ])("a message from another member when the chat is $case: unread $unread, $receipts receipt(s)", async ({ open, visible, unread, receipts: expected }) => {
    const { store, receipts } = setup({ isVisible: () => visible });
    store.openChat("a", { name: "甲" });
    if (!open) store.closeChat();
    await store.receive(msg({ chatId: "a", seq: 1 }));
    expect(store.state.chats[0]?.unreadCount).toBe(unread);
    expect(store.state.chatUnreadId.a).toHaveLength(unread);
    expect(receipts).toHaveLength(expected);
    if (expected) expect(receipts[0]).toMatchObject({ chatId: "a", userId: ME, seq: 1 });
  });

  it("never counts the member's own messages as unread", async () => {
    const { store, receipts } = setup();
    store.openChat("a", { name: "甲" });
    store.closeChat();
    await store.receive(msg({ chatId: "a", fromId: ME }));
    expect(store.state.chats[0]?.unreadCount).toBe(0);
    expect(receipts).toHaveLength(0);
  });

  it("adds each id once to the unread list, and the unread count is its length", async () => {
    const { store, storage } = setup();
    const first = msg({ chatId: "a" });
    const second = msg({ chatId: "a" });
    await store.receiveMany([first, second, first, second, first]);
    expect(store.state.chatUnreadId.a).toEqual([first.id, second.id]);
    expect(store.state.chats[0]?.unreadCount).toBe(2);
    expect(store.state.unreadTotal).toBe(2);
    await Promise.resolve();
    expect(JSON.parse(storage.data.get(UNREAD_STORAGE_KEY) ?? "{}")).toEqual({ a: [first.id, second.id] });
  });

  it("restores unread lists from local storage and survives a damaged entry", () => {
    const storage = memoryStorage({ [UNREAD_STORAGE_KEY]: JSON.stringify({ a: ["m1", 5, "m2"] }) });
    const store = createChatStore({ userId: ME, lookupUser: async () => ({ name: "" }), sendReceipt: () => {}, storage });
    store.setChats([emptyChat("a")]);
    expect(store.state.chats[0]?.unreadCount).toBe(2);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = createChatStore({
      userId: ME,
      lookupUser: async () => ({ name: "" }),
      sendReceipt: () => {},
      storage: memoryStorage({ [UNREAD_STORAGE_KEY]: "{oops" }),
    });
    expect(broken.state.chatUnreadId).toEqual({});
    warn.mockRestore();
  });

  it("opening a chat makes it current, zeroes its unread count and sends a receipt", async () => {
    const { store, receipts } = setup();
    await store.receive(msg({ chatId: "a", seq: 1 }));
    expect(store.state.chats[0]?.unreadCount).toBe(1);
    store.openChat("a");
    expect(store.state.openId).toBe("a");
    expect(store.state.chats[0]?.unreadCount).toBe(0);
    expect(store.state.chatUnreadId.a).toEqual([]);
    expect(receipts).toEqual([expect.objectContaining({ chatId: "a", seq: 1 })]);
  });

  it("opening an absent chat creates it", () => {
    const { store } = setup();
    store.openChat("z", { name: "客服" });
    expect(store.state.chats.map((c) => [c.id, c.name, c.unreadCount])).toEqual([["z", "客服", 0]]);
    expect(store.state.openId).toBe("z");
  });

  it("sends the pending receipt when the page becomes visible on an open chat", async () => {
    let visible = false;
    const { store, receipts } = setup({ isVisible: () => visible });
    store.openChat("a", { name: "甲" });
    await store.receive(msg({ chatId: "a" }));
    expect(receipts).toHaveLength(0);
    visible = true;
    store.setVisible(true);
    expect(receipts).toHaveLength(1);
    expect(store.state.unreadTotal).toBe(0);
  });

  it("a receipt of the member's own read on another tab clears unread up to that message", async () => {
    const { store } = setup();
    await store.receiveMany([msg({ chatId: "a", seq: 1 }), msg({ chatId: "a", seq: 2 }), msg({ chatId: "a", seq: 3 })]);
    store.applyReceipt({ chatId: "a", userId: ME, timestamp: 0, type: 0, seq: 2 });
    expect(store.state.chats[0]?.unreadCount).toBe(1);
    store.applyReceipt({ chatId: "a", userId: "a", timestamp: 999, type: 0 });
    expect(store.state.chats[0]?.lastReadTime).toBe(999);
    expect(store.state.chats[0]?.unreadCount).toBe(1);
  });

  it("tracks the contiguous cursor and reports the gap for every message past it (a failed fill is asked again)", async () => {
    const onGap = vi.fn();
    const { store } = setup({ onGap });
    await store.receiveMany([msg({ chatId: "a", seq: 1 }), msg({ chatId: "a", seq: 2 })]);
    expect(store.cursor()).toEqual({ a: 2 });
    expect(onGap).not.toHaveBeenCalled();
    await store.receive(msg({ chatId: "a", seq: 5 }));
    await store.receive(msg({ chatId: "a", seq: 6 }));
    expect(onGap.mock.calls).toEqual([
      ["a", 2],
      ["a", 2],
    ]);
    store.addHistory("a", [msg({ chatId: "a", seq: 3, timestamp: 1 }), msg({ chatId: "a", seq: 4, timestamp: 2 })]);
    expect(store.cursor()).toEqual({ a: 6 });
  });

  it("history pages neither move the chat nor count as unread", async () => {
    const { store } = setup();
    store.setChats([
      { ...emptyChat("a"), lastTime: 2 },
      { ...emptyChat("b"), lastTime: 1 },
    ]);
    store.addHistory("b", [msg({ chatId: "b" })]);
    expect(store.state.chats.map((c) => c.id)).toEqual(["a", "b"]);
    expect(store.state.chats[1]?.unreadCount).toBe(0);
    expect(store.state.chatVersion.b).toBe(1);
  });

  it("clear forgets chats, messages and the stored unread lists", async () => {
    const { store, storage } = setup();
    await store.receive(msg({ chatId: "a" }));
    await Promise.resolve();
    store.clear();
    expect(store.state.chats).toEqual([]);
    expect(store.state.chatMessage).toEqual({});
    expect(store.state.unreadTotal).toBe(0);
    expect(storage.data.has(UNREAD_STORAGE_KEY)).toBe(false);
  });

  it("any interleaving of duplicate and out-of-order messages yields the same ordered, duplicate-free list", async () => {
    const message = fc.record({
      id: fc.constantFrom("a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"),
      timestamp: fc.integer({ min: 0, max: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(message, { selector: (m) => m.id, minLength: 1 }), fc.func(fc.integer()), fc.nat(3), async (unique, key, copies) => {
        const all = unique.map((m) => ({ ...m, chatId: "c", fromId: "c", content: m.id, type: 0 }));
        const withDuplicates = [...all, ...all.slice(0, copies)];
        const shuffled = [...withDuplicates].sort((a, b) => key(a.id) - key(b.id));
        const ordered = setup().store;
        await ordered.receiveMany(all.toSorted((a, b) => a.timestamp - b.timestamp || (a.id < b.id ? -1 : 1)));
        const mixed = setup().store;
        for (const m of shuffled) await mixed.receive(m);
        expect(ids(mixed.state.chatMessage.c)).toEqual(ids(ordered.state.chatMessage.c));
        expect(new Set(ids(mixed.state.chatMessage.c)).size).toBe(all.length);
        expect(mixed.state.chats[0]?.unreadCount).toBe(all.length);
      }),
    );
  });
});

function emptyChat(id: string) {
  return { id, name: id, avatar: "", type: 0, unreadCount: 0, isLoading: false, loaded: false, lastMessage: "", lastTime: 0, timestamp: 0, lastReadTime: 0 };
}

describe("chat store, agreement with the server", () => {
  it("a reply of the member counts everything before it as read, as the server does", async () => {
    const { store } = setup();
    await store.receiveMany([msg({ chatId: "a", seq: 1 }), msg({ chatId: "a", seq: 2 })]);
    await store.receive(msg({ chatId: "a", fromId: ME, seq: 3 }));
    await store.receive(msg({ chatId: "a", seq: 4 }));
    expect(store.state.chats[0]?.unreadCount).toBe(1);
  });

  it("asks for the missing messages when the server's list is ahead of what is loaded", async () => {
    const onGap = vi.fn();
    const { store } = setup({ onGap });
    await store.receive(msg({ chatId: "a", seq: 1 }));
    store.setChats([
      { ...emptyChat("a"), lastSeq: 4, lastTime: 1 },
      { ...emptyChat("b"), lastSeq: 9, lastTime: 2 },
    ]);
    expect(onGap).toHaveBeenCalledWith("a", 1);
    expect(store.cursor()).toEqual({ a: 1, b: 9 });
  });

  it("a message loaded into a chat known only from the list starts contiguity there, so the rest up to the list's last is fetched", async () => {
    const onGap = vi.fn();
    const { store } = setup({ onGap });
    store.setChats([{ ...emptyChat("a"), lastSeq: 9, lastTime: 1 }]);
    expect(store.cursor()).toEqual({ a: 9 });
    // A live message that waited for its chat while the list arrived: seqs 2..9 are not loaded.
    await store.receive(msg({ chatId: "a", seq: 1 }));
    expect(store.cursor()).toEqual({ a: 1 });
    expect(onGap).toHaveBeenCalledWith("a", 1);
    store.addHistory(
      "a",
      Array.from({ length: 8 }, (_, i) => msg({ chatId: "a", seq: i + 2 })),
    );
    expect(store.cursor()).toEqual({ a: 9 });
  });

  it("the latest history page of a chat known from the list asks for nothing more", () => {
    const onGap = vi.fn();
    const { store } = setup({ onGap });
    store.setChats([{ ...emptyChat("a"), lastSeq: 40, lastTime: 1 }]);
    store.addHistory(
      "a",
      Array.from({ length: 30 }, (_, i) => msg({ chatId: "a", seq: i + 11 })),
    );
    expect(store.cursor()).toEqual({ a: 40 });
    expect(onGap).not.toHaveBeenCalled();
  });

  it("a message of the other side filled in after the member's later reply is not unread", async () => {
    const { store } = setup();
    await store.receive(msg({ chatId: "a", seq: 1 }));
    await store.receive(msg({ chatId: "a", fromId: ME, seq: 3 }));
    expect(store.state.chats[0]?.unreadCount).toBe(0);
    // Seq 2 was lost live and comes with the gap fill, after the reply that read it.
    await store.receive(msg({ chatId: "a", seq: 2, timestamp: 1 }));
    expect(store.state.chats[0]?.unreadCount).toBe(0);
    await store.receive(msg({ chatId: "a", seq: 4 }));
    expect(store.state.chats[0]?.unreadCount).toBe(1);
  });

  it("a list read before a message arrived leaves that message unread", async () => {
    const { store } = setup();
    await store.receiveMany([msg({ chatId: "a", seq: 1 }), msg({ chatId: "a", seq: 2 }), msg({ chatId: "a", seq: 3 })]);
    expect(store.state.chats[0]?.unreadCount).toBe(3);
    // The list was read when seq 2 was the last and everything was read.
    store.setChats([{ ...emptyChat("a"), lastSeq: 2, unreadCount: 0, lastTime: 1 }]);
    expect(store.state.chats[0]?.unreadCount).toBe(1);
    expect(store.state.chatUnreadId.a?.length).toBe(1);
  });

  it("a list read before a read elsewhere does not bring the unread back", async () => {
    const { store } = setup();
    await store.receiveMany([msg({ chatId: "a", seq: 1 }), msg({ chatId: "a", seq: 2 })]);
    store.applyReceipt({ chatId: "a", userId: ME, timestamp: 0, type: 0, seq: 2 });
    expect(store.state.chats[0]?.unreadCount).toBe(0);
    store.setChats([{ ...emptyChat("a"), lastSeq: 2, unreadCount: 2, lastTime: 1 }]);
    expect(store.state.chats[0]?.unreadCount).toBe(0);
  });

  it("takes the server's count for unread messages not loaded here", () => {
    const { store } = setup();
    store.setChats([{ ...emptyChat("a"), lastSeq: 12, unreadCount: 5, lastTime: 1 }]);
    expect(store.state.chats[0]?.unreadCount).toBe(5);
    store.setChats([{ ...emptyChat("a"), lastSeq: 12, unreadCount: 0, lastTime: 1 }]);
    expect(store.state.chats[0]?.unreadCount).toBe(0);
  });
});
