import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import pg from "pg";
import type { Database } from "../../db/database.ts";
import { fail, ok } from "../../http/envelope.ts";
import { authOf } from "../../plugins/auth.ts";
import { type ChatBus, createLocalBus, createPostgresBus } from "./chat.bus.ts";
import { messageFor } from "./chat.frames.ts";
import { createChatHub } from "./chat.hub.ts";
import { chatAllowedOrigins } from "./chat.origins.ts";
import { registerChatSocket } from "./chat.socket.ts";
import { createChatRepository } from "./repository.ts";
import { CUSTOMER_SERVICE } from "./seed.ts";

/** Settings of the chat service; each falls back to the environment, then to a local default. */
export interface ChatRoutesOptions {
  db: Database;
  /**
   * The Postgres URL of LISTEN/NOTIFY fan-out between processes; by default the URL of the pool
   * behind `db`, so wake-ups always travel in the database that holds the rows (none on PGlite).
   */
  databaseUrl?: string | undefined;
  /** Origins allowed to open the socket; by default `chatAllowedOrigins()` of the environment. */
  allowedOrigins?: readonly string[];
  pingIntervalMs?: number;
  /** A ready bus (tests); otherwise one is made from `databaseUrl`. */
  bus?: ChatBus;
}

const HISTORY_PAGE_MAX = 200;

function intParam(value: unknown, fallback: number): number {
  const number = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) ? number : fallback;
}

/** The connection string of the Postgres pool behind a drizzle database; undefined on PGlite. */
function postgresUrlOf(db: Database): string | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return undefined;
  const url = (client as unknown as { options?: { connectionString?: unknown } }).options?.connectionString;
  return typeof url === "string" ? url : undefined;
}

/** The chat service: REST calls of spec §7 and the WebSocket of frames 0-4. */
export async function chatRoutes(app: FastifyInstance, options: ChatRoutesOptions) {
  const repository = createChatRepository(options.db);
  const databaseUrl = options.databaseUrl ?? postgresUrlOf(options.db);
  const bus = options.bus ?? (databaseUrl ? await createPostgresBus(databaseUrl, (m) => app.log.warn(m)) : createLocalBus());
  if (!options.bus) app.addHook("onClose", () => bus.close());
  const hub = createChatHub();
  const allowedOrigins = options.allowedOrigins ?? chatAllowedOrigins();

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  registerChatSocket(app, { repository, bus, hub, allowedOrigins, pingIntervalMs: options.pingIntervalMs ?? 30_000 });

  const me = (request: FastifyRequest) => repository.ensureMemberUser(authOf(request).member);
  const auth = { preHandler: app.requireAuth };

  // Extension: the caller's own chat user (a page behind HttpOnly cookies cannot read its token).
  app.get("/api/sys/chat/me", auth, async (request) => ok(await repository.findUser(await me(request))));

  app.get("/api/sys/chat/list", auth, async (request) => ok(await repository.listChats(await me(request))));

  app.get("/api/sys/chat/move", auth, async (request, reply) => {
    const chatId = (request.query as Record<string, string | undefined>).chatId;
    const userId = await me(request);
    const conversationId = chatId ? await repository.findConversation(userId, chatId) : null;
    if (conversationId === null) return reply.status(404).send(fail(404, "会话不存在"));
    await repository.hide(userId, conversationId);
    return ok(null);
  });

  // POST: open (create) a chat with the user named by `id`; PUT with unreadCount 0: mark it read.
  app.post("/api/sys/chat", auth, async (request, reply) => {
    const peerId = (request.body as { id?: unknown } | null)?.id;
    const userId = await me(request);
    if (typeof peerId !== "string" || peerId === userId) return reply.status(400).send(fail(400, "会话对象不正确"));
    const peer = await repository.findUser(peerId);
    if (!peer) return reply.status(404).send(fail(404, "用户不存在"));
    await repository.openConversation(userId, peerId);
    const chat = (await repository.listChats(userId)).find((c) => c.id === peerId);
    return ok(chat ?? null);
  });

  app.put("/api/sys/chat", auth, async (request, reply) => {
    const body = request.body as { id?: unknown; unreadCount?: unknown; lastSeq?: unknown } | null;
    const userId = await me(request);
    const conversationId = typeof body?.id === "string" ? await repository.findConversation(userId, body.id) : null;
    if (conversationId === null || typeof body?.id !== "string") return reply.status(404).send(fail(404, "会话不存在"));
    if (body.unreadCount === 0) {
      const seq = typeof body.lastSeq === "number" && Number.isInteger(body.lastSeq) ? body.lastSeq : null;
      const mark = await repository.markRead(userId, conversationId, seq);
      if (mark) await bus.publish({ kind: "read", conversationId, userId, peerId: body.id, readSeq: mark.readSeq, readTime: mark.readTime });
    }
    return ok(null);
  });

  // Extension: history pages (beforeSeq) and gap filling (afterSeq), only of the caller's own chats.
  app.get("/api/sys/chat/messages", auth, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const userId = await me(request);
    const conversationId = query.chatId ? await repository.findConversation(userId, query.chatId) : null;
    if (conversationId === null || !query.chatId) return reply.status(404).send(fail(404, "会话不存在"));
    const limit = Math.min(HISTORY_PAGE_MAX, Math.max(1, intParam(query.limit, 50)));
    const rows =
      query.afterSeq !== undefined
        ? await repository.messagesAfter(conversationId, intParam(query.afterSeq, 0), limit)
        : await repository.messagesBefore(conversationId, intParam(query.beforeSeq, 2_147_483_647), limit);
    const users: [string, string] = [userId, query.chatId];
    return ok(rows.map((row) => messageFor(userId, users, row)));
  });

  // Extension: who to talk to for customer service and for a company (the 联系 button).
  app.get("/api/sys/chat/service", auth, async () => ok(CUSTOMER_SERVICE));
  app.get("/api/sys/chat/contact", auth, async (request, reply) => {
    const businessId = intParam((request.query as Record<string, string | undefined>).businessId, -1);
    const contact = businessId > 0 ? await repository.contactOfBusiness(businessId) : null;
    if (!contact) return reply.status(404).send(fail(404, "该企业暂无联系人"));
    return ok({ id: await repository.ensureMemberUser(contact), name: contact.realName });
  });

  app.get("/api/sys/users/getUser/:name", auth, async (request, reply) => {
    const user = await repository.findUserByName((request.params as { name: string }).name);
    return user ? ok(user) : reply.status(404).send(fail(404, "用户不存在"));
  });

  app.get("/api/sys/users/:id", auth, async (request, reply) => {
    const user = await repository.findUser((request.params as { id: string }).id);
    return user ? ok(user) : reply.status(404).send(fail(404, "用户不存在"));
  });

  app.put("/api/sys/users/update", auth, async (request, reply) => {
    const body = request.body as Record<string, unknown> | null;
    const userId = await me(request);
    // Only one's own record: the id in the body must be the caller's.
    if (!body || body.id !== userId) return reply.status(403).send(fail(403, "只能修改自己的资料"));
    return ok(await repository.updateUser(userId, body));
  });

  // Chat-service logout: closes this member's chat sockets on every process.
  app.post("/logout", auth, async (request) => {
    await bus.publish({ kind: "logout", userId: await me(request) });
    return ok(null);
  });
}
