import { type RetryPolicy, retryDelay } from "@cidp/domain";
import { proxy } from "valtio/vanilla";
import { type Actor, createActor } from "xstate";
import type { ChatApi } from "./chat.api.ts";
import { type ChatStore, createChatStore, type UnreadStorage } from "./chat.store.ts";
import type { Message, ReadReceipt } from "./chat.types.ts";
import { chatConnectionMachine } from "./chat-connection.machine.ts";
import { type ChatOutbox, createMemoryOutbox, type PendingMessage } from "./chat-outbox.ts";
import { socketUrl, type WebSocketConstructor } from "./chat-socket.stream.ts";
import { browserCoordination, type ChatLinkStatus, holdLeadership, type TabCoordination, type TabMessage } from "./chat-tab-link.ts";
import { type Frame, FrameCode } from "./frame.ts";

/** The local-storage key of this browser's chat uuid, shared by its tabs (spec §8: login elsewhere). */
export const UUID_STORAGE_KEY = "chatUuid";

/** What a host gives the chat client. */
export interface ChatClientOptions {
  /** The WebSocket address without query, e.g. `wss://example.cn/api/sys/ws`. */
  socketUrl: string;
  /** The chat token, read at every connect. */
  getToken: () => string | null;
  /** The signed-in chat user's id. */
  userId: string;
  api: ChatApi;
  /** Client type of the query (spec §9: pc). */
  client?: string;
  /** The browser's uuid; read from (or written to) `storage` when omitted. */
  uuid?: string;
  storage?: (UnreadStorage & Pick<Storage, "getItem">) | null;
  outbox?: ChatOutbox;
  /** Share one socket between the tabs of the browser; on where Web Locks and BroadcastChannel exist. */
  coordination?: TabCoordination | null;
  WebSocket?: WebSocketConstructor;
  random?: () => number;
  /** Another browser logged in with this account: show 账号已经在别处登录 and log out. */
  onLoginElsewhere?: () => void;
  /** Page visibility; read receipts wait for it. */
  isVisible?: () => boolean;
}

/** The client's own reactive state besides the store. */
export interface ChatClientState {
  status: ChatLinkStatus;
  /** Messages this tab wrote that the server has not acknowledged yet. */
  pending: PendingMessage[];
  /** Whether this tab holds the browser's socket. */
  leader: boolean;
}

/** A running chat engine: store, connection (shared by the browser's tabs) and outbox. */
export interface ChatClient {
  readonly store: ChatStore;
  readonly state: ChatClientState;
  readonly uuid: string;
  /** The signed-in chat user's id. */
  readonly userId: string;
  /** Loads the chat list and connects (or joins the tab that is connected). */
  start(): Promise<void>;
  /** Closes this tab's part of the connection (a user close: no reconnect). */
  stop(): void;
  /** Writes a message: kept in the outbox until the server acknowledges it. */
  send(chatId: string, content: string, type?: number): Promise<PendingMessage>;
  /** Opens a chat (spec §4) and loads its latest page when empty. */
  open(chatId: string, name?: string): Promise<void>;
  /** Loads the page of history before the oldest loaded message; false when there is none. */
  loadOlder(chatId: string, pageSize?: number): Promise<boolean>;
  /** Subscribes to every frame received; returns the unsubscribe. */
  onFrame(listener: (frame: Frame) => void): () => void;
  /** Tells the engine the page became visible or hidden. */
  setVisible(visible: boolean): void;
  /** Tells the engine the network came back. */
  online(): void;
  /** Logout: stops, forgets messages, unread lists and the outbox. */
  clear(): Promise<void>;
}

function readUuid(storage: ChatClientOptions["storage"]): string {
  const existing = storage?.getItem(UUID_STORAGE_KEY);
  if (existing) return existing;
  const uuid = crypto.randomUUID();
  storage?.setItem(UUID_STORAGE_KEY, uuid);
  return uuid;
}

function asMessage(value: unknown): Message | null {
  if (typeof value !== "object" || value === null) return null;
  const m = value as Record<string, unknown>;
  if (typeof m.id !== "string" || typeof m.chatId !== "string" || typeof m.fromId !== "string" || typeof m.content !== "string") return null;
  return {
    id: m.id,
    chatId: m.chatId,
    fromId: m.fromId,
    content: m.content,
    timestamp: typeof m.timestamp === "number" ? m.timestamp : Date.now(),
    type: typeof m.type === "number" ? m.type : 0,
    ...(typeof m.seq === "number" ? { seq: m.seq } : {}),
    ...(typeof m.clientId === "string" ? { clientId: m.clientId } : {}),
    ...(typeof m.senderName === "string" && m.senderName ? { senderName: m.senderName } : {}),
    ...(m.platform === true ? { platform: true as const } : {}),
  };
}

function asReceipt(value: unknown): ReadReceipt | null {
  if (typeof value !== "object" || value === null) return null;
  const r = value as Record<string, unknown>;
  if (typeof r.chatId !== "string" || typeof r.userId !== "string") return null;
  return {
    chatId: r.chatId,
    userId: r.userId,
    timestamp: typeof r.timestamp === "number" ? r.timestamp : 0,
    type: typeof r.type === "number" ? r.type : 0,
    ...(typeof r.seq === "number" ? { seq: r.seq } : {}),
  };
}

const GAP_PAGE = 200;
/** Messages a chat shows at least when opened (its latest page). */
const OPEN_PAGE = 30;
/** Pages (and retries) one gap fill may take before it waits for the next trigger. */
const GAP_ROUNDS = 50;
const RESEND_AFTER_MS = 5_000;
/** A failed gap page is fetched again 500 ms later, then with jittered doubling up to the resend interval. */
const GAP_RETRY_POLICY: RetryPolicy = { retries: GAP_ROUNDS, delayMs: 500, backoff: "exponential", maxDelayMs: RESEND_AFTER_MS };

/** Creates the chat engine of one tab. */
export function createChatClient(options: ChatClientOptions): ChatClient {
  const { api, userId } = options;
  const storage = options.storage ?? null;
  const outbox = options.outbox ?? createMemoryOutbox();
  const uuid = options.uuid ?? readUuid(storage);
  const coordination = options.coordination === undefined ? browserCoordination() : options.coordination;
  const state = proxy<ChatClientState>({ status: "idle", pending: [], leader: false });
  const listeners = new Set<(frame: Frame) => void>();
  const filling = new Map<string, Promise<void>>();

  let actor: Actor<typeof chatConnectionMachine> | null = null;
  let channel: BroadcastChannel | null = null;
  let stopLeadership: (() => void) | null = null;
  let stopped = true;
  // Client ids already written on the current socket; resent only after a reconnect.
  let sentOnSocket = new Map<string, number>();
  let flushing: Promise<void> = Promise.resolve();

  const store = createChatStore({
    userId,
    lookupUser: (id) => api.lookupUser(id),
    sendReceipt: (receipt) => {
      if (!sendFrame({ code: FrameCode.readReceipt, message: receipt })) void api.markRead(receipt.chatId, receipt.seq).catch(() => undefined);
    },
    isVisible: options.isVisible ?? (() => true),
    storage,
    onGap: (chatId, afterSeq) => void fillGap(chatId, afterSeq),
  });

  function post(message: TabMessage) {
    channel?.postMessage(message);
  }

  function guarded(work: () => void) {
    try {
      work();
    } catch (error) {
      console.error("chat: frame handling failed", error);
    }
  }

  function setStatus(status: ChatLinkStatus) {
    if (state.status !== status) state.status = status;
  }

  /** Sends a frame through this tab's socket or the leader's; false when no socket is open. */
  function sendFrame(frame: Frame): boolean {
    if (actor) {
      if (!actor.getSnapshot().matches({ active: "open" })) return false;
      actor.send({ type: "frame.send", frame });
      return true;
    }
    if (channel && state.status === "open") {
      post({ t: "send", frame });
      return true;
    }
    return false;
  }

  /** Every way a message reaches this tab ends here, so an acknowledgement is never missed. */
  function ingest(messages: readonly Message[]): Promise<void> {
    for (const message of messages) if (message.clientId && message.fromId === userId) acknowledge(message.clientId);
    return store.receiveMany(messages);
  }

  /**
   * Fetches what a skipped sequence number says is missing. It does not give up: a failed page
   * (the server restarting) is retried, and when the pages are done it checks again for a hole
   * that opened behind them (frames lost meanwhile), since no later message may come to reveal it.
   */
  function fillGap(chatId: string, afterSeq: number): Promise<void> {
    const running = filling.get(chatId);
    if (running) return running;
    const run = (async () => {
      let after = afterSeq;
      let failures = 0;
      for (let round = 0; round < GAP_ROUNDS && !stopped; round++) {
        let page: Message[];
        try {
          page = await api.messages(chatId, { afterSeq: after, limit: GAP_PAGE });
        } catch {
          failures += 1;
          const delayMs = retryDelay(GAP_RETRY_POLICY, failures, options.random ? { random: options.random } : {}) ?? RESEND_AFTER_MS;
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          after = Math.max(after, store.cursor()[chatId] ?? 0);
          continue;
        }
        await ingest(page);
        const last = page[page.length - 1];
        if (page.length === GAP_PAGE && last?.seq) {
          after = last.seq;
          continue;
        }
        const cursor = store.cursor()[chatId] ?? 0;
        if (cursor >= (store.state.chatById[chatId]?.lastSeq ?? 0)) return;
        after = cursor;
      }
    })()
      .catch((error) => console.error("chat: gap fill failed", error))
      .finally(() => filling.delete(chatId));
    filling.set(chatId, run);
    return run;
  }

  // True from a start's list until the first handshake: that handshake replays what came since
  // the list (the cursor is the list's), so listing again would only repeat the same request.
  let listedAtStart = false;

  async function refreshList(): Promise<boolean> {
    try {
      store.setChats(await api.listChats());
      return true;
    } catch {
      // The list is refreshed again at the next handshake.
      return false;
    }
  }

  function handleFrame(frame: Frame) {
    for (const listener of listeners) listener(frame);
    if (frame.code === FrameCode.message) {
      const message = asMessage(frame.message);
      if (message) void ingest([message]);
    } else if (frame.code === FrameCode.readReceipt) {
      const receipt = asReceipt(frame.message);
      if (receipt) store.applyReceipt(receipt);
    } else if (frame.code === FrameCode.handshake) {
      // After a reconnect the server's list says what moved meanwhile (unread, resynced chats).
      const listed = listedAtStart ? Promise.resolve(true) : refreshList();
      listedAtStart = false;
      void listed.then(() => {
        const resync = (frame.message as { resync?: unknown } | null)?.resync;
        if (!Array.isArray(resync)) return;
        const cursor = store.cursor();
        for (const chatId of resync) if (typeof chatId === "string") void fillGap(chatId, cursor[chatId] ?? 0);
      });
    }
  }

  function acknowledge(clientId: string) {
    sentOnSocket.delete(clientId);
    const index = state.pending.findIndex((p) => p.clientId === clientId);
    if (index >= 0) state.pending.splice(index, 1);
    void outbox.remove(clientId).catch(() => undefined);
  }

  /** Sends every unacknowledged message in the order written, each once per socket. */
  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (!actor?.getSnapshot().matches({ active: "open" })) return;
      const waiting = await outbox.list(userId).catch(() => [] as PendingMessage[]);
      for (const pending of waiting) {
        if (sentOnSocket.has(pending.clientId)) continue;
        sentOnSocket.set(pending.clientId, Date.now());
        actor.send({
          type: "frame.send",
          frame: {
            code: FrameCode.message,
            message: {
              id: pending.clientId,
              clientId: pending.clientId,
              chatId: pending.chatId,
              fromId: pending.fromId,
              content: pending.content,
              type: pending.type,
              timestamp: pending.createdAt,
            },
          },
        });
      }
    });
    return flushing;
  }

  function lead(): () => void {
    state.leader = true;
    const connection = createActor(chatConnectionMachine, {
      input: {
        url: () => socketUrl(options.socketUrl, { token: options.getToken() ?? "", client: options.client ?? "pc", uuid }),
        uuid,
        handshake: () => ({ cursor: store.cursor() }),
        ...(options.random ? { random: options.random } : {}),
        ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
      },
    });
    actor = connection;
    const subscriptions = [
      connection.on("frame", ({ frame }) => {
        // A throw here would stop the connection actor for good: report and carry on instead.
        guarded(() => post({ t: "frame", frame }));
        guarded(() => handleFrame(frame));
      }),
      connection.on("opened", () => {
        sentOnSocket = new Map();
        void flush();
      }),
      connection.on("login-elsewhere", () => {
        post({ t: "elsewhere" });
        void loginElsewhere();
      }),
    ];
    // An acknowledgement can be lost with a server (its wake-up never came): resend what waited
    // too long on the same socket; the server answers a known clientId with the stored message.
    const resend = setInterval(() => {
      const now = Date.now();
      let due = false;
      for (const [clientId, sentAt] of sentOnSocket) {
        if (now - sentAt < RESEND_AFTER_MS) continue;
        sentOnSocket.delete(clientId);
        due = true;
      }
      if (due) void flush();
    }, RESEND_AFTER_MS);
    const statusSubscription = connection.subscribe((snapshot) => {
      const status: ChatLinkStatus = snapshot.matches({ active: "open" })
        ? "open"
        : snapshot.matches("active")
          ? "connecting"
          : (snapshot.value as ChatLinkStatus);
      setStatus(status);
      post({ t: "status", status });
    });
    connection.start();
    connection.send({ type: "connect" });
    return () => {
      for (const s of subscriptions) s.unsubscribe();
      statusSubscription.unsubscribe();
      clearInterval(resend);
      connection.send({ type: "disconnect" });
      connection.stop();
      if (actor === connection) actor = null;
      state.leader = false;
    };
  }

  function onTabMessage(event: MessageEvent<TabMessage>) {
    const message = event.data;
    switch (message.t) {
      case "frame":
        if (!actor) guarded(() => handleFrame(message.frame));
        return;
      case "status":
        if (!actor) setStatus(message.status);
        return;
      case "send":
        if (actor) actor.send({ type: "frame.send", frame: message.frame });
        return;
      case "flush":
        if (actor) void flush();
        return;
      case "wake":
        actor?.send({ type: "page.visible" });
        return;
      case "hello":
        if (actor) post({ t: "status", status: state.status });
        return;
      case "elsewhere":
        void loginElsewhere();
        return;
    }
  }

  async function loginElsewhere() {
    if (stopped) return;
    options.onLoginElsewhere?.();
    await clear();
  }

  function stop() {
    stopped = true;
    stopLeadership?.();
    stopLeadership = null;
    if (channel) {
      channel.onmessage = null;
      channel.close();
      channel = null;
    }
    setStatus("closed");
  }

  async function clear() {
    stop();
    store.clear();
    state.pending.splice(0);
    await outbox.clear().catch(() => undefined);
  }

  return {
    store,
    state,
    uuid,
    userId,
    async start() {
      if (!stopped) return;
      stopped = false;
      const restored = await outbox.list(userId).catch(() => [] as PendingMessage[]);
      state.pending.splice(0, state.pending.length, ...restored);
      listedAtStart = await refreshList();
      if (stopped) return;
      if (coordination) {
        channel = coordination.channel(`cidp-chat:${userId}`);
        channel.onmessage = onTabMessage;
        post({ t: "hello" });
        stopLeadership = holdLeadership(coordination.locks, `cidp-chat:${userId}`, lead);
      } else {
        const stopLeading = lead();
        stopLeadership = stopLeading;
      }
    },
    stop,
    async send(chatId, content, type = 0) {
      const pending: PendingMessage = { clientId: crypto.randomUUID(), chatId, fromId: userId, content, type, createdAt: Date.now() };
      state.pending.push(pending);
      await outbox.put(pending);
      if (actor) await flush();
      else post({ t: "flush" });
      return pending;
    },
    async open(chatId, name) {
      store.openChat(chatId, name ? { name } : undefined);
      const messages = store.state.chatMessage[chatId] ?? [];
      // A tab that joined mid-conversation holds only what came live since: show at least a page.
      if (messages.length < OPEN_PAGE && messages[0]?.seq !== 1) await this.loadOlder(chatId, OPEN_PAGE);
    },
    async loadOlder(chatId, pageSize = 30) {
      const messages = store.state.chatMessage[chatId] ?? [];
      const oldest = messages[0]?.seq;
      if (oldest === 1) return false;
      const page = await api.messages(chatId, { ...(oldest ? { beforeSeq: oldest } : {}), limit: pageSize }).catch(() => [] as Message[]);
      for (const message of page) if (message.clientId && message.fromId === userId) acknowledge(message.clientId);
      store.addHistory(chatId, page);
      return page.length === pageSize;
    },
    onFrame(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setVisible(visible) {
      store.setVisible(visible);
      if (!visible) return;
      if (actor) actor.send({ type: "page.visible" });
      else post({ t: "wake" });
    },
    online() {
      if (actor) actor.send({ type: "network.online" });
      else post({ t: "wake" });
    },
    clear,
  };
}
