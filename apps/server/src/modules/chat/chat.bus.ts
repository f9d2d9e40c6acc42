import pg from "pg";

/**
 * A wake-up between server processes: which chat moved and to which sequence. Rows stay the
 * truth; a lost wake-up is repaired by the client's gap detection and the handshake replay.
 */
export type ChatWakeUp =
  | { kind: "message"; conversationId: number; seq: number }
  | { kind: "read"; conversationId: number; userId: string; peerId: string; readSeq: number; readTime: number }
  | { kind: "elsewhere"; userId: string; uuid: string }
  | { kind: "logout"; userId: string };

/** Fan-out of wake-ups to every server process (this one included). */
export interface ChatBus {
  publish(event: ChatWakeUp): Promise<void>;
  subscribe(handler: (event: ChatWakeUp) => void): () => void;
  close(): Promise<void>;
}

/** The Postgres channel of the wake-ups. */
export const CHAT_CHANNEL = "chat_wakeup";

function parseWakeUp(payload: string | undefined): ChatWakeUp | null {
  try {
    const value = JSON.parse(payload ?? "") as ChatWakeUp;
    return value && typeof value === "object" && typeof value.kind === "string" ? value : null;
  } catch {
    return null;
  }
}

/** One process only (PGlite, tests): wake-ups are delivered in-process, asynchronously like NOTIFY. */
export function createLocalBus(): ChatBus {
  const handlers = new Set<(event: ChatWakeUp) => void>();
  return {
    async publish(event) {
      queueMicrotask(() => {
        for (const handler of handlers) handler(event);
      });
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}

/** Several processes on one Postgres: LISTEN/NOTIFY on a dedicated connection that re-listens after a drop. */
export async function createPostgresBus(url: string, log: (message: string) => void = () => {}): Promise<ChatBus> {
  const handlers = new Set<(event: ChatWakeUp) => void>();
  let client: pg.Client | null = null;
  let closed = false;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (notification) => {
      const event = parseWakeUp(notification.payload);
      if (event) for (const handler of handlers) handler(event);
    });
    next.on("error", (error) => {
      log(`chat bus connection lost: ${error.message}`);
      client = null;
      void next.end().catch(() => undefined);
      if (closed) return;
      setTimeout(() => {
        if (!closed) void connect().catch((e: Error) => log(`chat bus reconnect failed: ${e.message}`));
      }, 1_000);
    });
    await next.connect();
    await next.query(`LISTEN ${CHAT_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  }

  await connect();
  return {
    async publish(event) {
      if (!client) return;
      await client.query("SELECT pg_notify($1, $2)", [CHAT_CHANNEL, JSON.stringify(event)]);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
      await client?.end();
      client = null;
    },
  };
}
