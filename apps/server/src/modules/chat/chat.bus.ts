import { randomUUID } from "node:crypto";
import pg from "pg";

/**
 * A wake-up between server processes: which chat moved and to which sequence. Rows stay the
 * truth; a lost wake-up is repaired by the client's gap detection and the handshake replay.
 */
export type ChatWakeUp =
  | { kind: "message"; conversationId: number; seq: number }
  | { kind: "read"; conversationId: number; userId: string; peerId: string; readSeq: number; readTime: number }
  | { kind: "elsewhere"; userId: string; uuid: string }
  | { kind: "logout"; userId: string }
  /** This process missed wake-ups (its Postgres connection dropped): every local socket re-syncs. */
  | { kind: "resync" };

/** Fan-out of wake-ups to every server process (this one included). */
export interface ChatBus {
  publish(event: ChatWakeUp): Promise<void>;
  subscribe(handler: (event: ChatWakeUp) => void): () => void;
  close(): Promise<void>;
}

/** The Postgres channel of the wake-ups. */
export const CHAT_CHANNEL = "chat_wakeup";

/** A notification's payload: the wake-up and the process that sent it. */
function parseWakeUp(payload: string | undefined): { origin: string; event: ChatWakeUp } | null {
  try {
    const value = JSON.parse(payload ?? "") as { origin?: unknown; event?: ChatWakeUp };
    const event = value?.event;
    return typeof value?.origin === "string" && event && typeof event === "object" && typeof event.kind === "string" ? { origin: value.origin, event } : null;
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

/**
 * Several processes on one Postgres: LISTEN/NOTIFY on a dedicated connection that re-listens after
 * a drop. This process's own sockets are woken in-process first, so a lost or closed Postgres
 * connection never delays them; notifications this process sent itself are skipped. When the
 * connection comes back, `resync` wakes every local socket up, since notifications sent while it
 * was down are gone (the rows are not).
 */
export async function createPostgresBus(url: string, log: (message: string) => void = () => {}): Promise<ChatBus> {
  const handlers = new Set<(event: ChatWakeUp) => void>();
  const origin = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let dropped = false;

  const dispatch = (event: ChatWakeUp) => {
    for (const handler of handlers) handler(event);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (notification) => {
      const parsed = parseWakeUp(notification.payload);
      if (!parsed || parsed.origin === origin) return;
      dispatch(parsed.event);
    });
    next.on("error", (error) => {
      log(`chat bus connection lost: ${error.message}`);
      if (client === next) client = null;
      dropped = true;
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
    if (dropped) {
      dropped = false;
      dispatch({ kind: "resync" });
    }
  }

  await connect();
  return {
    async publish(event) {
      queueMicrotask(() => dispatch(event));
      const current = client;
      if (!current || closed) return;
      try {
        await current.query("SELECT pg_notify($1, $2)", [CHAT_CHANNEL, JSON.stringify({ origin, event })]);
      } catch (error) {
        // The other processes repair from the rows (gap filling, the resync after their reconnect).
        log(`chat wake-up not sent: ${(error as Error).message}`);
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
