import { chatPaths } from "@cidp/api-client/contract";
import { CHAT_MESSAGE_MAX_LENGTH, ChatMessageType, MEMBER_CHAT_MESSAGE_TYPES } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fail } from "../../http/envelope.ts";
import type { PlatformOrigins } from "../login-site/platform-origins.ts";
import type { ChatBus, ChatWakeUp } from "./chat.bus.ts";
import { FrameCode, messageFor, readClientFrame } from "./chat.frames.ts";
import type { ChatHub, HubConnection, ServerSocket } from "./chat.hub.ts";
import { chatOriginOf } from "./chat.origins.ts";
import type { MessageWriter } from "./chat.writer.ts";
import { orderedPerKey } from "./ordered-delivery.ts";
import type { ChatOrigin, ChatRepository } from "./repository.ts";

/** The WebSocket path of the chat service, proxied by the portal under the same origin. */
export const CHAT_SOCKET_PATH = chatPaths.socket;
/** Most messages a handshake replays per chat; beyond that the client resyncs over REST. */
export const REPLAY_LIMIT = 500;
/** How long a closing server waits for clients to answer its close frame before cutting them. */
const SHUTDOWN_GRACE_MS = 1_000;
/** Longest message text accepted (the domain's limit, which the composer applies too). */
export const MAX_CONTENT_LENGTH = CHAT_MESSAGE_MAX_LENGTH;

/** Settings of the chat socket. */
export interface ChatSocketOptions {
  repository: ChatRepository;
  /** The group commit every message is stored through. */
  writer: MessageWriter;
  bus: ChatBus;
  hub: ChatHub;
  /** Browser origins allowed to open the socket; a request without Origin (not a browser) is allowed. */
  allowedOrigins: readonly string[];
  /** The platforms' own hosts' origins (平台设置), allowed beside `allowedOrigins`. */
  platformOrigins?: PlatformOrigins;
  /** Server ping period. Liveness rests on protocol pongs, which browsers answer even in throttled background tabs. */
  pingIntervalMs: number;
  /**
   * Why a member may not write to a peer now (a sealed tender between them), or null. A refused
   * message is not stored, so it is never acknowledged; the REST open call says why.
   */
  refuse?: (fromId: string, peerId: string) => Promise<string | null>;
}

const authenticated = new WeakMap<FastifyRequest, { userId: string }>();
/** Where each socket's messages come from (chat.origins.ts). */
const origins = new WeakMap<HubConnection, ChatOrigin>();

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The origin check: exact origins, or `*` to allow any (development only). */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  return allowed.includes("*") || allowed.includes(origin);
}

/** Registers the chat WebSocket; the @fastify/websocket plugin must be registered on `app` already. */
export function registerChatSocket(app: FastifyInstance, options: ChatSocketOptions) {
  const { repository, writer, bus, hub, allowedOrigins, platformOrigins, pingIntervalMs, refuse } = options;
  /** Each socket's messages pass the refusal check one after another, so they reach the writer in the order sent. */
  const gates = new WeakMap<HubConnection, Promise<void>>();

  async function deliver(event: ChatWakeUp) {
    if (event.kind === "resync") {
      // Wake-ups were missed: a fresh handshake reply makes each client reload its list and fetch
      // whatever lies past its cursor (spec-only clients ignore it).
      for (const connection of hub.all()) {
        const unread: Record<string, number> = {};
        for (const row of await repository.conversationsOf(connection.userId)) unread[row.peerId] = Math.max(0, row.lastSeq - row.readSeq);
        if (connection.socket.readyState === 1)
          connection.socket.send(JSON.stringify({ code: FrameCode.handshake, message: { userId: connection.userId, unread, resync: [] } }));
      }
      return;
    }
    if (event.kind === "elsewhere") {
      hub.send(event.userId, { code: FrameCode.loginElsewhere, message: event.uuid }, (c) => c.uuid === event.uuid);
      return;
    }
    if (event.kind === "logout") {
      for (const connection of hub.of(event.userId)) connection.socket.close(4000, "logout");
      return;
    }
    if (event.kind === "read") {
      const receipt = { userId: event.userId, timestamp: event.readTime, type: 0, seq: event.readSeq };
      hub.send(event.userId, { code: FrameCode.readReceipt, message: { ...receipt, chatId: event.peerId } });
      hub.send(event.peerId, { code: FrameCode.readReceipt, message: { ...receipt, chatId: event.userId } });
      return;
    }
    const found = event.stored ?? (await repository.findMessage(event.conversationId, event.seq));
    if (!found) return;
    for (const userId of found.users) hub.send(userId, { code: FrameCode.message, message: messageFor(userId, found.users, found.message) });
  }

  // One delivery at a time per chat, so a chat's messages reach its sockets in the order stored.
  const inOrder = orderedPerKey((error) => app.log.error({ err: error }, "chat delivery failed"));
  const unsubscribe = bus.subscribe((event) => {
    inOrder("conversationId" in event ? `chat:${event.conversationId}` : `account:${event.kind}`, () => deliver(event));
  });

  const pinger = setInterval(() => {
    for (const connection of hub.all()) {
      // Two silent periods in a row: the peer is gone (half-open TCP); a pong resets the count.
      if (connection.missed >= 2) {
        connection.socket.terminate();
        continue;
      }
      connection.missed += 1;
      connection.socket.ping();
    }
  }, pingIntervalMs);
  pinger.unref();

  app.addHook("preClose", async () => {
    for (const connection of hub.all()) {
      // 1012 "service restart": the client reconnects (to another instance behind the balancer).
      connection.socket.close(1012, "service restart");
      // A peer that never answers the close frame would hold the shutdown for ws's 30 s close
      // timeout (the HTTP server waits for every connection): cut it after a short grace.
      setTimeout(() => connection.socket.terminate(), SHUTDOWN_GRACE_MS).unref();
    }
  });
  app.addHook("onClose", async () => {
    clearInterval(pinger);
    unsubscribe();
  });

  async function handshake(connection: HubConnection, message: unknown) {
    const cursor = asRecord(asRecord(message)?.cursor);
    const conversations = await repository.conversationsOf(connection.userId);
    const unread: Record<string, number> = {};
    const resync: string[] = [];
    const replay: unknown[] = [];
    for (const row of conversations) {
      unread[row.peerId] = Math.max(0, row.lastSeq - row.readSeq);
      // A spec-only client sends no cursor: it loads history over REST, so nothing is replayed.
      if (!cursor) continue;
      const known = Number(cursor[row.peerId] ?? 0);
      const after = Number.isInteger(known) && known >= 0 ? known : 0;
      if (row.lastSeq <= after) continue;
      if (row.lastSeq - after > REPLAY_LIMIT) {
        resync.push(row.peerId);
        continue;
      }
      const missed = await repository.messagesAfter(row.conversationId, after, REPLAY_LIMIT);
      const users: [string, string] = [connection.userId, row.peerId];
      for (const stored of missed) replay.push({ code: FrameCode.message, message: messageFor(connection.userId, users, stored) });
    }
    const socket = connection.socket;
    if (socket.readyState !== 1) return;
    socket.send(JSON.stringify({ code: FrameCode.handshake, message: { userId: connection.userId, unread, resync } }));
    for (const frame of replay) socket.send(JSON.stringify(frame));
  }

  /**
   * Queues a message for the writer and returns at once: the socket's next frame may follow while
   * this one waits for its batch (the writer keeps arrival order, so seqs follow send order). The
   * ack, the stored message on the sender's sockets, goes out only after the commit.
   */
  function chatMessage(connection: HubConnection, message: unknown) {
    const body = asRecord(message);
    const chatId = body?.chatId;
    const content = body?.content;
    if (typeof chatId !== "string" || typeof content !== "string" || content.length === 0 || content.length > MAX_CONTENT_LENGTH) return;
    const type = typeof body?.type === "number" && Number.isInteger(body.type) ? body.type : ChatMessageType.text;
    // A notice (or any type a member may not write) would read as the platform speaking: dropped,
    // never stored, like any malformed frame; the platform writes its notices through the service desk.
    if (!MEMBER_CHAT_MESSAGE_TYPES.includes(type)) {
      app.log.info({ from: connection.userId, type }, "chat message of a type only the platform writes refused");
      return;
    }
    const clientId = typeof body?.clientId === "string" && body.clientId.length <= 64 ? body.clientId : null;
    // Postgres text holds no NUL: refused here, so it cannot fail the batch it would join.
    if (chatId === connection.userId || `${chatId}${content}${clientId ?? ""}`.includes("\u0000")) return;
    const store = () => storeMessage(connection, { chatId, content, type, clientId });
    if (!refuse) return store();
    const gate = (gates.get(connection) ?? Promise.resolve())
      .then(() => refuse(connection.userId, chatId))
      .then(
        (reason) => (reason ? app.log.info({ from: connection.userId, peer: chatId }, "chat message refused while a tender is sealed") : store()),
        (error: Error) => app.log.error({ err: error }, "chat refusal check failed"),
      );
    gates.set(connection, gate);
  }

  function storeMessage(
    connection: HubConnection,
    { chatId, content, type, clientId }: { chatId: string; content: string; type: number; clientId: string | null },
  ) {
    void writer
      .append({ fromId: connection.userId, peerId: chatId, content, type, clientId, origin: origins.get(connection) ?? { platformCode: null, host: null } })
      .then(async (appended) => {
        if (!appended) return; // no such user
        const { message: stored, users } = appended;
        if (appended.duplicate) {
          // A retry of a stored message: acknowledge it on this socket at once, and wake everyone
          // up again, since the first wake-up may have died with a server that stopped mid-send.
          // Clients drop a message they already hold by its id, so nothing shows twice.
          if (connection.socket.readyState === 1)
            connection.socket.send(JSON.stringify({ code: FrameCode.message, message: messageFor(connection.userId, users, stored) }));
        }
        await bus.publish({ kind: "message", conversationId: stored.conversationId, seq: stored.seq, stored: { message: stored, users } });
      })
      // Not stored, so never acknowledged: the client's outbox sends it again.
      .catch((error: Error) => app.log.error({ err: error }, "chat message not stored"));
  }

  async function readReceipt(connection: HubConnection, message: unknown) {
    const body = asRecord(message);
    const chatId = body?.chatId;
    if (typeof chatId !== "string") return;
    const conversationId = await repository.findConversation(connection.userId, chatId);
    if (conversationId === null) return;
    const seq = typeof body?.seq === "number" && Number.isInteger(body.seq) ? body.seq : null;
    const mark = await repository.markRead(connection.userId, conversationId, seq);
    if (mark) await bus.publish({ kind: "read", conversationId, userId: connection.userId, peerId: chatId, readSeq: mark.readSeq, readTime: mark.readTime });
  }

  app.get(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        const allowed =
          originAllowed(origin, allowedOrigins) || (origin !== undefined && platformOrigins !== undefined && (await platformOrigins.list()).includes(origin));
        if (!allowed) return reply.status(403).send(fail(403, "来源不被允许"));
        const query = request.query as Record<string, string | undefined>;
        // The spec puts the token in the query; behind the portal's proxy (HttpOnly cookies) it
        // arrives as the Authorization header the proxy adds instead.
        const header = request.headers.authorization;
        const bearer = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
        const resolved = await app.sessions.resolveToken(query.token || bearer || null);
        if (!resolved.ok) return reply.status(401).send(fail(401, "登录已失效，请重新登录"));
        const userId = await repository.ensureMemberUser(resolved.session.member);
        authenticated.set(request, { userId });
      },
    },
    (rawSocket, request) => {
      const socket = rawSocket as unknown as ServerSocket;
      const auth = authenticated.get(request);
      if (!auth) {
        socket.close(4401, "unauthenticated");
        return;
      }
      const query = request.query as Record<string, string | undefined>;
      const uuid = (query.uuid ?? "").slice(0, 64);
      const connection: HubConnection = { userId: auth.userId, uuid, socket, missed: 0 };
      origins.set(connection, chatOriginOf(request));
      hub.add(connection);
      // Other browsers of this member learn that it logged in here (spec §8, frame code 4).
      void bus.publish({ kind: "elsewhere", userId: auth.userId, uuid }).catch(() => undefined);

      // Frames of one socket are handled in order, so a client's sends keep their order.
      let queue = Promise.resolve();
      socket.on("pong", () => {
        connection.missed = 0;
      });
      socket.on("message", (data, isBinary) => {
        connection.missed = 0;
        if (isBinary) return;
        const frame = readClientFrame(data.toString());
        if (!frame) return;
        queue = queue
          .then(async () => {
            switch (frame.code) {
              case FrameCode.heartbeat:
                if (socket.readyState === 1) socket.send(JSON.stringify({ code: FrameCode.heartbeat, message: null }));
                return;
              case FrameCode.handshake:
                return handshake(connection, frame.message);
              case FrameCode.message:
                return chatMessage(connection, frame.message);
              case FrameCode.readReceipt:
                return readReceipt(connection, frame.message);
              default:
                return;
            }
          })
          .catch((error: Error) => app.log.error({ err: error }, "chat frame failed"));
      });
      socket.on("close", () => hub.remove(connection));
    },
  );
}
