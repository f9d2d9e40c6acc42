import { StorageKey } from "@cidp/domain";
import { proxy, ref } from "valtio/vanilla";
import type { Chat, ChatUserInfo, Message, ReadReceipt } from "./chat.types.ts";
import { insertOrdered } from "./internal/message-order.ts";

/** Messages applied in one task: a catch-up of a thousand at once held the page for 79 ms on a busy machine. */
const MESSAGES_PER_TASK = 250;

/** Gives the page's other work (input, paint) a turn before the next slice. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The local-storage key of the unread lists (spec §3: chatUnreadId is kept in local storage). */
export const UNREAD_STORAGE_KEY = StorageKey.chatUnreadId;

/** The reactive state of one chat store (spec §3, chat store state). */
export interface ChatStoreState {
  /** Conversations, most recent activity first (computed; sorted only when read after a change). */
  readonly chats: Chat[];
  /** Each chat by id; its fields are tracked. */
  chatById: Record<string, Chat>;
  /** Bumped whenever the order of `chats` changes. */
  chatOrderVersion: number;
  /** Per chat, the ids of messages not yet read; not tracked deeply (read `unreadCount`). */
  chatUnreadId: Record<string, string[]>;
  /** The chat on screen, if any. */
  openId: string | null;
  /** Messages per chat in time order. The arrays are not tracked: watch `chatVersion`. */
  chatMessage: Record<string, Message[]>;
  chatLastMessage: Record<string, string>;
  chatLastTime: Record<string, number>;
  /** Bumped on every change of a chat's message list, so views re-render without tracking the list. */
  chatVersion: Record<string, number>;
  /** Sum of unread counts over all chats, for the header badge. */
  unreadTotal: number;
}

/** The few storage calls the store uses; localStorage fits. */
export type UnreadStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** What a chat store needs from its host. */
export interface ChatStoreOptions {
  /** The chat user's own id: their messages never count as unread. */
  userId: string;
  /** Looks up a user to name a chat created for an unknown sender. */
  lookupUser(id: string): Promise<ChatUserInfo>;
  /** Sends a read receipt (frame code 3). */
  sendReceipt(receipt: ReadReceipt): void;
  /** Whether the page is visible; receipts are only sent while it is. Defaults to always visible. */
  isVisible?: () => boolean;
  /** Where unread lists persist; localStorage in browsers, none when omitted. */
  storage?: UnreadStorage | null;
  /** Called when a sequence number skips ahead, so the host can fetch what is missing. */
  onGap?: (chatId: string, afterSeq: number) => void;
}

/** A chat store: its valtio state and the actions of spec §4. */
export interface ChatStore {
  readonly state: ChatStoreState;
  /** Takes one incoming message; resolves once it is in the store (after a user lookup for a new chat). */
  receive(message: Message): Promise<void>;
  /** Takes a batch of messages at once, which is how catch-ups stay fast. */
  receiveMany(messages: readonly Message[]): Promise<void>;
  /** Adds older messages of a chat (history pages) without touching order or unread state. */
  addHistory(chatId: string, messages: readonly Message[]): void;
  /** Makes a chat current, zeroes its unread count and creates it if absent. */
  openChat(chatId: string, info?: Partial<ChatUserInfo>): void;
  /** Leaves the current chat. */
  closeChat(): void;
  /** Applies a read receipt: the member's own (from another tab or device) clears unread, the other party's marks read. */
  applyReceipt(receipt: ReadReceipt): void;
  /** Replaces the chat list with the server's, keeping loaded messages. */
  setChats(chats: readonly Chat[]): void;
  /** Removes a chat from the list. */
  removeChat(chatId: string): void;
  /** Tells the store the page became visible or hidden. */
  setVisible(visible: boolean): void;
  /** The highest contiguous sequence number known per chat: the handshake cursor. */
  cursor(): Record<string, number>;
  /** Forgets everything and the persisted unread lists (logout). */
  clear(): void;
}

interface ChatIndex {
  chat: Chat;
  byId: Map<string, Message>;
  unread: Set<string>;
  /** Highest seq such that every seq up to it is known. */
  cursor: number;
  /** Seqs received above the cursor, waiting for the gap to fill. */
  ahead: Set<number>;
  /** Highest seq this member is known to have read (opened here, receipts from elsewhere, own sends). */
  readSeq: number;
}

function readUnread(storage: UnreadStorage | null | undefined): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  if (!storage) return result;
  try {
    const value: unknown = JSON.parse(storage.getItem(UNREAD_STORAGE_KEY) ?? "{}");
    if (typeof value !== "object" || value === null || Array.isArray(value)) return result;
    for (const [chatId, ids] of Object.entries(value)) {
      if (Array.isArray(ids)) result[chatId] = ids.filter((id): id is string => typeof id === "string");
    }
  } catch (error) {
    // A damaged entry must not break the page (spec §5 safety filter): start empty.
    console.warn("chat: unread state in storage ignored", error);
  }
  return result;
}

/**
 * A chat with nothing in it yet, as the store creates one for an unknown sender; `fields` override
 * (a name and avatar from a user lookup, or a list entry a sibling site already holds).
 */
export function emptyChat(id: string, fields: Partial<Omit<Chat, "id">> = {}): Chat {
  return {
    id,
    name: id,
    avatar: "",
    type: 0,
    unreadCount: 0,
    isLoading: false,
    loaded: false,
    lastMessage: "",
    lastTime: 0,
    timestamp: 0,
    lastReadTime: 0,
    ...fields,
  };
}

function newChat(id: string, info: Partial<ChatUserInfo> | undefined): Chat {
  return emptyChat(id, { name: info?.name ?? id, avatar: info?.avatar ?? "" });
}

/** Creates a chat store; one per signed-in page, never shared between requests. */
export function createChatStore(options: ChatStoreOptions): ChatStore {
  const { userId, lookupUser, sendReceipt, storage, onGap } = options;
  const isVisible = options.isVisible ?? (() => true);
  const persisted = readUnread(storage);
  const state = proxy<ChatStoreState>({
    get chats(): Chat[] {
      // Reading the version makes snapshots (and React) depend on the order.
      void this.chatOrderVersion;
      const byId = this.chatById;
      return orderedIds().flatMap((id) => byId[id] ?? []);
    },
    chatById: {},
    chatOrderVersion: 0,
    chatUnreadId: ref(persisted),
    openId: null,
    chatMessage: {},
    chatLastMessage: {},
    chatLastTime: {},
    chatVersion: {},
    unreadTotal: 0,
  });
  const index = new Map<string, ChatIndex>();
  // Recency per chat: moving a chat to the top is one number, the list is sorted only when read.
  const activity = new Map<string, number>();
  let clock = 0;
  let bottom = 0;
  let orderCache: string[] | null = null;
  function orderedIds(): string[] {
    orderCache ??= [...activity.keys()].sort((a, b) => (activity.get(b) ?? 0) - (activity.get(a) ?? 0));
    return orderCache;
  }
  function touch(id: string, value: number) {
    activity.set(id, value);
    orderCache = null;
  }
  const creating = new Map<string, Promise<void>>();
  let visible = isVisible();
  let persistQueued = false;

  function persistUnread() {
    if (!storage || persistQueued) return;
    persistQueued = true;
    // Once per batch, not once per message.
    queueMicrotask(() => {
      persistQueued = false;
      try {
        storage.setItem(UNREAD_STORAGE_KEY, JSON.stringify(state.chatUnreadId));
      } catch (error) {
        console.warn("chat: unread state not saved", error);
      }
    });
  }

  /** Sets a chat's unread count and the total with it, so no write walks every chat. */
  function setUnread(entry: ChatIndex, count: number) {
    const before = entry.chat.unreadCount;
    if (before === count) return;
    entry.chat.unreadCount = count;
    state.unreadTotal += count - before;
  }

  function addChat(chat: Chat, atTop: boolean): ChatIndex {
    const initialUnread = chat.unreadCount;
    state.chatById[chat.id] = { ...chat, unreadCount: 0 };
    touch(chat.id, atTop ? ++clock : --bottom);
    state.chatOrderVersion += 1;
    // The proxied object, so later writes through the index reach subscribers.
    const tracked = state.chatById[chat.id] as Chat;
    const ids = state.chatUnreadId[chat.id] ?? [];
    state.chatUnreadId[chat.id] = ids;
    const entry: ChatIndex = {
      chat: tracked,
      byId: new Map(),
      unread: new Set(ids),
      cursor: chat.lastSeq ?? 0,
      ahead: new Set(),
      readSeq: chat.lastSeq !== undefined ? Math.max(0, chat.lastSeq - initialUnread) : 0,
    };
    setUnread(entry, Math.max(ids.length, initialUnread));
    index.set(chat.id, entry);
    state.chatMessage[chat.id] = ref([]);
    state.chatVersion[chat.id] = 0;
    return entry;
  }

  /** Creates the chat for an unknown sender once, however many messages wait for the lookup. */
  function ensureChat(chatId: string, lookupId: string): Promise<void> {
    if (index.has(chatId)) return Promise.resolve();
    const pending = creating.get(chatId);
    if (pending) return pending;
    const created = lookupUser(lookupId)
      .catch(() => undefined)
      .then((info) => {
        creating.delete(chatId);
        if (!index.has(chatId)) addChat(newChat(chatId, info), true);
      });
    creating.set(chatId, created);
    return created;
  }

  function markRead(entry: ChatIndex) {
    const list = state.chatUnreadId[entry.chat.id];
    const had = entry.unread.size > 0 || entry.chat.unreadCount > 0;
    entry.readSeq = Math.max(entry.readSeq, entry.cursor, entry.chat.lastSeq ?? 0);
    entry.unread.clear();
    if (list && list.length > 0) {
      state.chatUnreadId[entry.chat.id] = [];
      persistUnread();
    }
    setUnread(entry, 0);
    return had;
  }

  function clearUnreadUpTo(entry: ChatIndex, seq: number | undefined, timestamp: number) {
    if (seq !== undefined && seq > entry.readSeq) entry.readSeq = seq;
    const list = (state.chatUnreadId[entry.chat.id] ?? []).filter((id) => {
      const message = entry.byId.get(id);
      if (!message) return false;
      if (seq !== undefined && message.seq !== undefined) return message.seq > seq;
      return message.timestamp > timestamp;
    });
    entry.unread = new Set(list);
    state.chatUnreadId[entry.chat.id] = list;
    setUnread(entry, list.length);
    persistUnread();
  }

  /**
   * The list speaks for the moment it was read: read seq = last seq - unread. Messages that came
   * after that moment stay unread and a read seen since (receipt, own send) stays read, however
   * the list response and the frames interleave; unread ids whose messages are not loaded here
   * count as the server counts them.
   */
  function applyServerUnread(entry: ChatIndex, lastSeq: number, unreadCount: number) {
    const readSeq = Math.max(entry.readSeq, lastSeq - unreadCount);
    entry.readSeq = readSeq;
    const before = state.chatUnreadId[entry.chat.id] ?? [];
    let after = 0;
    const list = before.filter((id) => {
      const seq = entry.byId.get(id)?.seq;
      if (seq === undefined) return unreadCount > 0;
      if (seq > lastSeq) after += 1;
      return seq > readSeq;
    });
    if (list.length !== before.length) {
      entry.unread = new Set(list);
      state.chatUnreadId[entry.chat.id] = list;
      persistUnread();
    }
    setUnread(entry, Math.max(list.length, Math.max(0, lastSeq - readSeq) + after));
  }

  function sendReceiptFor(entry: ChatIndex) {
    const messages = state.chatMessage[entry.chat.id] ?? [];
    const last = messages[messages.length - 1];
    sendReceipt({ chatId: entry.chat.id, userId, timestamp: last?.timestamp ?? Date.now(), type: 0, seq: Math.max(entry.cursor, last?.seq ?? 0) });
  }

  function trackSeq(entry: ChatIndex, seq: number | undefined) {
    if (seq === undefined || seq <= entry.cursor) return;
    if (seq === entry.cursor + 1) {
      entry.cursor = seq;
      while (entry.ahead.delete(entry.cursor + 1)) entry.cursor += 1;
      return;
    }
    entry.ahead.add(seq);
    // Every message past a hole asks again: the host coalesces running fills, and a fill that
    // failed (the server restarting) is retried by the next message instead of never.
    onGap?.(entry.chat.id, entry.cursor);
  }

  function insert(entry: ChatIndex, message: Message): boolean {
    if (entry.byId.has(message.id)) return false;
    // With nothing loaded the cursor only stands for the server's last seq (from the list). The
    // first message loaded is where contiguity starts: what lies between it and that last seq is
    // missing, not read, so the cursor steps back to it and the gap gets filled.
    if (entry.byId.size === 0 && message.seq !== undefined && message.seq < entry.cursor) {
      entry.cursor = message.seq - 1;
      entry.ahead.clear();
    }
    entry.byId.set(message.id, message);
    insertOrdered(state.chatMessage[entry.chat.id] as Message[], message);
    trackSeq(entry, message.seq);
    return true;
  }

  /** Asks the host for what lies between the cursor and the newest seq known, when anything does. */
  function checkBehind(entry: ChatIndex) {
    if (entry.ahead.size === 0 && entry.cursor < (entry.chat.lastSeq ?? 0)) onGap?.(entry.chat.id, entry.cursor);
  }

  function refreshLast(entry: ChatIndex) {
    const id = entry.chat.id;
    const messages = state.chatMessage[id] as Message[];
    const last = messages[messages.length - 1];
    state.chatVersion[id] = (state.chatVersion[id] ?? 0) + 1;
    if (!last) return;
    if (entry.chat.lastMessage !== last.content) entry.chat.lastMessage = last.content;
    if (entry.chat.lastTime !== last.timestamp) {
      entry.chat.lastTime = last.timestamp;
      entry.chat.timestamp = last.timestamp;
    }
    if ((entry.chat.lastSeq ?? 0) < (last.seq ?? 0)) entry.chat.lastSeq = last.seq;
    if (state.chatLastMessage[id] !== last.content) state.chatLastMessage[id] = last.content;
    if (state.chatLastTime[id] !== last.timestamp) state.chatLastTime[id] = last.timestamp;
  }

  function moveToTop(order: string[]) {
    // `order` is most recent first; skip the write when the list already starts that way.
    if (order.length === 1 && activity.get(order[0] as string) === clock) return;
    for (let i = order.length - 1; i >= 0; i--) touch(order[i] as string, ++clock);
    state.chatOrderVersion += 1;
  }

  function applyKnown(messages: readonly Message[]) {
    const touched = new Map<string, { entry: ChatIndex; fromOthers: Message[]; ownSeq: number; at: number }>();
    messages.forEach((message, at) => {
      const entry = index.get(message.chatId);
      if (!entry || !insert(entry, message)) return;
      const slot = touched.get(message.chatId) ?? { entry, fromOthers: [], ownSeq: 0, at };
      slot.at = at;
      if (message.fromId !== userId) slot.fromOthers.push(message);
      else if (message.seq !== undefined && message.seq > slot.ownSeq) slot.ownSeq = message.seq;
      touched.set(message.chatId, slot);
    });
    if (touched.size === 0) return;
    moveToTop([...touched.values()].sort((a, b) => b.at - a.at).map((slot) => slot.entry.chat.id));
    for (const { entry, fromOthers, ownSeq } of touched.values()) {
      refreshLast(entry);
      checkBehind(entry);
      // Replying means having read what came before, as the server counts it (read seq = own send).
      if (ownSeq > entry.readSeq) entry.readSeq = ownSeq;
      if (ownSeq > 0 && entry.unread.size > 0) clearUnreadUpTo(entry, ownSeq, Number.POSITIVE_INFINITY);
      if (fromOthers.length === 0) continue;
      if (state.openId === entry.chat.id && visible) {
        markRead(entry);
        sendReceiptFor(entry);
        continue;
      }
      const list = state.chatUnreadId[entry.chat.id] ?? [];
      for (const message of fromOthers) {
        // Arriving late (a gap filled after the member replied or read elsewhere) is not unread.
        if (entry.unread.has(message.id) || (message.seq !== undefined && message.seq <= entry.readSeq)) continue;
        entry.unread.add(message.id);
        list.push(message.id);
      }
      state.chatUnreadId[entry.chat.id] = list;
      setUnread(entry, list.length);
      persistUnread();
    }
  }

  async function receiveMany(messages: readonly Message[]): Promise<void> {
    const known: Message[] = [];
    const waiting = new Map<string, Message[]>();
    for (const message of messages) {
      if (index.has(message.chatId)) {
        known.push(message);
        continue;
      }
      const list = waiting.get(message.chatId) ?? [];
      list.push(message);
      waiting.set(message.chatId, list);
    }
    // A catch-up of thousands of messages goes in slices, each its own task, so the page stays
    // responsive while it lands (bench/catch-up.bench.ts: no task over 50 ms).
    for (let from = 0; from < known.length; from += MESSAGES_PER_TASK) {
      if (from > 0) await nextTask();
      applyKnown(known.slice(from, from + MESSAGES_PER_TASK));
    }
    await Promise.all(
      [...waiting].map(async ([chatId, list]) => {
        const first = list[0] as Message;
        await ensureChat(chatId, first.fromId === userId ? chatId : first.fromId);
        applyKnown(list);
      }),
    );
  }

  function entryFor(chatId: string) {
    return index.get(chatId);
  }

  return {
    state,
    receive: (message) => receiveMany([message]),
    receiveMany,
    addHistory(chatId, messages) {
      const entry = entryFor(chatId);
      if (!entry) return;
      let changed = false;
      for (const message of messages) changed = insert(entry, message) || changed;
      if (!changed) return;
      refreshLast(entry);
      checkBehind(entry);
    },
    openChat(chatId, info) {
      const entry = entryFor(chatId) ?? addChat(newChat(chatId, info), true);
      if (!info?.name && !creating.has(chatId) && entry.chat.name === chatId) {
        void lookupUser(chatId)
          .then((found) => {
            entry.chat.name = found.name;
            if (found.avatar) entry.chat.avatar = found.avatar;
          })
          .catch(() => undefined);
      }
      state.openId = chatId;
      if (markRead(entry) && visible) sendReceiptFor(entry);
    },
    closeChat() {
      state.openId = null;
    },
    applyReceipt(receipt) {
      const entry = entryFor(receipt.chatId);
      if (!entry) return;
      if (receipt.userId !== userId) {
        if (receipt.timestamp > entry.chat.lastReadTime) entry.chat.lastReadTime = receipt.timestamp;
        return;
      }
      // Read elsewhere (another tab or device): keep only what arrived after that point.
      clearUnreadUpTo(entry, receipt.seq, receipt.timestamp);
    },
    setChats(chats) {
      for (const incoming of chats) {
        const entry = entryFor(incoming.id);
        if (!entry) {
          addChat({ ...incoming }, false);
          continue;
        }
        entry.chat.name = incoming.name;
        entry.chat.avatar = incoming.avatar;
        const serverSeq = incoming.lastSeq ?? 0;
        if (serverSeq > (entry.chat.lastSeq ?? 0)) entry.chat.lastSeq = serverSeq;
        if (serverSeq > entry.cursor) {
          // Nothing loaded: history comes by paging, so the cursor may start at the server's last.
          // Loaded messages but behind the server: fetch what is missing instead of skipping it.
          if (entry.byId.size === 0 && entry.ahead.size === 0) entry.cursor = serverSeq;
          else onGap?.(entry.chat.id, entry.cursor);
        }
        if (incoming.lastSeq !== undefined) applyServerUnread(entry, incoming.lastSeq, incoming.unreadCount);
        else if (incoming.unreadCount === 0 && entry.chat.unreadCount > 0) markRead(entry);
        if (incoming.lastTime > entry.chat.lastTime) {
          entry.chat.lastTime = incoming.lastTime;
          entry.chat.lastMessage = incoming.lastMessage;
        }
      }
      const lastTime = (id: string) => index.get(id)?.chat.lastTime ?? 0;
      const sorted = [...activity.keys()].sort((a, b) => lastTime(b) - lastTime(a));
      clock += sorted.length;
      for (const [i, id] of sorted.entries()) touch(id, clock - i);
      state.chatOrderVersion += 1;
    },
    removeChat(chatId) {
      const entry = index.get(chatId);
      if (!entry) return;
      setUnread(entry, 0);
      index.delete(chatId);
      activity.delete(chatId);
      orderCache = null;
      state.chatOrderVersion += 1;
      delete state.chatById[chatId];
      delete state.chatMessage[chatId];
      delete state.chatVersion[chatId];
      delete state.chatUnreadId[chatId];
      if (state.openId === chatId) state.openId = null;
      persistUnread();
    },
    setVisible(next) {
      visible = next;
      if (!next || state.openId === null) return;
      const entry = entryFor(state.openId);
      if (entry && markRead(entry)) {
        sendReceiptFor(entry);
      }
    },
    cursor() {
      const result: Record<string, number> = {};
      for (const [chatId, entry] of index) result[chatId] = entry.cursor;
      return result;
    },
    clear() {
      index.clear();
      creating.clear();
      state.chatById = {};
      activity.clear();
      orderCache = null;
      state.chatOrderVersion += 1;
      state.chatUnreadId = ref<Record<string, string[]>>({});
      state.openId = null;
      state.chatMessage = {};
      state.chatLastMessage = {};
      state.chatLastTime = {};
      state.chatVersion = {};
      state.unreadTotal = 0;
      storage?.removeItem(UNREAD_STORAGE_KEY);
    },
  };
}
