import { randomUUID } from "node:crypto";
import pg from "pg";
import type { StoredMessage } from "./repository.ts";

/**
 * A wake-up between server processes: which chat moved and to which sequence. Rows stay the
 * truth; a lost wake-up is repaired by the client's gap detection and the handshake replay.
 */
export type ChatWakeUp =
  | {
      kind: "message";
      conversationId: number;
      seq: number;
      /** The stored message, for this process's own sockets only (never sent to others): saves a read per message. */
      stored?: { message: StoredMessage; users: [string, string] };
    }
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
/** Largest payload put in one notification; Postgres refuses more than 8,000 bytes. */
const MAX_PAYLOAD_BYTES = 7_000;

const isWakeUp = (event: unknown): event is ChatWakeUp => typeof event === "object" && event !== null && typeof (event as { kind?: unknown }).kind === "string";

/** What travels to other processes: the wake-up without its in-process part. */
function onWire(event: ChatWakeUp): ChatWakeUp {
  if (event.kind !== "message" || !event.stored) return event;
  const { stored: _stored, ...wire } = event;
  return wire;
}

/**
 * A notification's payload: the process that sent it and its wake-ups (`events`, several per
 * notification), or one `event` as single-event senders wrote it.
 */
export function parseWakeUps(payload: string | undefined): { origin: string; events: ChatWakeUp[] } | null {
  try {
    const value = JSON.parse(payload ?? "") as { origin?: unknown; event?: unknown; events?: unknown };
    if (typeof value?.origin !== "string") return null;
    const events = Array.isArray(value.events) ? value.events : [value.event];
    return { origin: value.origin, events: events.filter(isWakeUp).map(onWire) };
  } catch {
    return null;
  }
}

/** Packs wake-ups into as few payloads as fit under the notification limit. */
export function payloadsOf(origin: string, events: readonly ChatWakeUp[]): string[] {
  const payloads: string[] = [];
  let chunk: string[] = [];
  let bytes = 0;
  const close = () => {
    if (chunk.length > 0) payloads.push(`{"origin":${JSON.stringify(origin)},"events":[${chunk.join(",")}]}`);
    chunk = [];
    bytes = 0;
  };
  for (const event of events) {
    const text = JSON.stringify(onWire(event));
    const size = Buffer.byteLength(text) + 1;
    if (bytes + size > MAX_PAYLOAD_BYTES) close();
    chunk.push(text);
    bytes += size;
  }
  close();
  return payloads;
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
export async function createPostgresBus(url: string, log: (message: string) => void = () => {}, onReconnected: () => void = () => {}): Promise<ChatBus> {
  const handlers = new Set<(event: ChatWakeUp) => void>();
  const origin = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let dropped = false;

  const dispatch = (event: ChatWakeUp) => {
    for (const handler of handlers) handler(event);
  };

  /**
   * Tries again until the database answers (a restart takes seconds to minutes), waiting a little
   * longer each time up to 10 s; each failure is one line. The resync after it fills what was missed.
   */
  function reconnect(afterMs: number): void {
    setTimeout(() => {
      if (closed) return;
      connect().catch((e: Error) => {
        log(`chat bus reconnect failed (${e.message}); trying again in ${Math.min(afterMs * 2, 10_000) / 1000} s`);
        reconnect(Math.min(afterMs * 2, 10_000));
      });
    }, afterMs).unref();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (notification) => {
      const parsed = parseWakeUps(notification.payload);
      if (!parsed || parsed.origin === origin) return;
      for (const event of parsed.events) dispatch(event);
    });
    // Lost once up (an error, or the server ending it): reconnect. A connection that never came up
    // is retried by whoever called connect().
    const lost = (reason: string) => {
      if (client !== next) return;
      log(`chat bus connection lost: ${reason}`);
      client = null;
      dropped = true;
      void next.end().catch(() => undefined);
      if (!closed) reconnect(1_000);
    };
    next.on("error", (error) => lost(error.message));
    next.on("end", () => lost("the database ended it"));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHAT_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    if (dropped) {
      dropped = false;
      onReconnected();
      dispatch({ kind: "resync" });
    }
  }

  // Wake-ups published in one turn of the event loop (a stored batch gives one per message) go
  // out as few notifications, sent one after another on the LISTEN connection.
  let gathering: { events: ChatWakeUp[]; sent: Promise<void> } | null = null;
  let sending = Promise.resolve();
  async function notify(events: ChatWakeUp[]) {
    for (const payload of payloadsOf(origin, events)) {
      const current = client;
      if (!current || closed) return;
      try {
        await current.query("SELECT pg_notify($1, $2)", [CHAT_CHANNEL, payload]);
      } catch (error) {
        // The other processes repair from the rows (gap filling, the resync after their reconnect).
        log(`chat wake-up not sent: ${(error as Error).message}`);
      }
    }
  }

  await connect();
  return {
    publish(event) {
      queueMicrotask(() => dispatch(event));
      if (closed) return Promise.resolve();
      if (!gathering) {
        const batch: { events: ChatWakeUp[]; sent: Promise<void> } = { events: [], sent: Promise.resolve() };
        batch.sent = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          gathering = null;
          sending = sending.then(() => notify(batch.events));
          return sending;
        });
        gathering = batch;
      }
      gathering.events.push(event);
      return gathering.sent;
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
