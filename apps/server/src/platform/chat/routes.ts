import { chatCalls } from "@cidp/api-client/contract";
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import pg from "pg";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { okIfFound } from "../../http/ok-if-found.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { createPlatformOrigins } from "../login-site/platform-origins.ts";
import { type ChatBus, createLocalBus, createPostgresBus } from "./chat.bus.ts";
import { messageFor } from "./chat.frames.ts";
import { createChatHub } from "./chat.hub.ts";
import { chatAllowedOrigins } from "./chat.origins.ts";
import { registerChatSocket } from "./chat.socket.ts";
import { createMessageWriter } from "./chat.writer.ts";
import { type AppendInput, type ChatTransaction, createChatRepository, type FreshMessage, type StoredMessage } from "./repository.ts";
import { CUSTOMER_SERVICE } from "./seed.ts";
import { type ChatSendPolicy, combineChatSendPolicies } from "./send-policy.ts";

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
  /** The rules of higher modules that close a chat between two members (a sealed tender…); none by default. */
  sendPolicies?: readonly ChatSendPolicy[];
  /** A module answering for the customer-service account (the back office's 客服工作台); none by default. */
  serviceAccount?: ChatServiceAccountPort;
}

/**
 * What a module that answers for the customer-service account gets from the chat: the new messages
 * members wrote to the account inside the transaction that stores them (what it writes with `tx`
 * commits with them; a throw stores neither), the same messages again after the commit, on the
 * instance that stored them (for what may go out later, such as a reply), and a way to write as the
 * account, delivered live like any message.
 */
export interface ChatServiceAccountPort {
  memberWrote(tx: ChatTransaction, messages: readonly FreshMessage[]): Promise<void>;
  memberWroteCommitted(messages: readonly FreshMessage[]): Promise<void>;
  attach(send: (input: AppendInput) => Promise<StoredMessage | null>): void;
}

/** "Before the end": the history page that ends with the newest message. */
const LAST_SEQ = 2_147_483_647;

/** The connection string of the Postgres pool behind a drizzle database; undefined on PGlite. */
function postgresUrlOf(db: Database): string | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return undefined;
  const url = (client as unknown as { options?: { connectionString?: unknown } }).options?.connectionString;
  return typeof url === "string" ? url : undefined;
}

/** The chat service: the HTTP calls of spec §7 (declared in the contract's `chatCalls`) and the WebSocket of frames 0-4. */
export async function chatRoutes(app: FastifyInstance, options: ChatRoutesOptions) {
  const repository = createChatRepository(options.db);
  const databaseUrl = options.databaseUrl ?? postgresUrlOf(options.db);
  const bus =
    options.bus ??
    (databaseUrl
      ? await createPostgresBus(
          databaseUrl,
          (m) => app.log.warn(m),
          () => app.metrics.listenReconnects.inc({ channel: "chat" }),
        )
      : createLocalBus());
  if (!options.bus) app.addHook("onClose", () => bus.close());
  const service = options.serviceAccount;
  /** A member's message to the service account (not the account's own lines). */
  const toService = (fresh: readonly FreshMessage[]) =>
    fresh.filter(({ message, input }) => input.peerId === CUSTOMER_SERVICE.id && message.fromId !== CUSTOMER_SERVICE.id);
  const writer = createMessageWriter(async (inputs) => {
    if (!service) return repository.appendMessages(inputs);
    let committed: readonly FreshMessage[] = [];
    const results = await repository.appendMessages(inputs, {
      inTransaction: async (tx, fresh) => {
        committed = toService(fresh);
        if (committed.length > 0) await service.memberWrote(tx, committed);
      },
    });
    if (committed.length > 0)
      void service.memberWroteCommitted(committed).catch((error: Error) => app.log.error({ err: error }, "customer-service away message not sent"));
    return results;
  });
  // Messages already queued are written before the database closes (main closes it after the app).
  app.addHook("onClose", () => writer.idle());
  service?.attach(async (input) => {
    const appended = await writer.append(input);
    if (!appended) return null;
    const { message, users } = appended;
    await bus.publish({ kind: "message", conversationId: message.conversationId, seq: message.seq, stored: { message, users } });
    return message;
  });
  const hub = createChatHub();
  // Read at each scrape of /metrics, so the gauge is the hub's real count.
  app.metrics.sample(() => app.metrics.websocketConnections.set({ channel: "chat" }, hub.size));
  const allowedOrigins = options.allowedOrigins ?? chatAllowedOrigins();

  /** Member chat users are the member's id; a send policy (a sealed tender…) may close the chat between two of them. */
  const policy = combineChatSendPolicies(options.sendPolicies ?? []);
  const chatRefusal = async (userId: string, peerId: string) =>
    /^\d+$/.test(userId) && /^\d+$/.test(peerId) ? policy.refusal(options.db, Number(userId), Number(peerId)) : null;
  // Socket messages ask once per pair and half minute, so a busy chat costs no query per message.
  // A remembered "free to chat" also needs the epoch it was worked out in (read at most once a
  // second, by every instance): a pair that has just become tenderer and bidder is closed from the
  // next second, not half a minute later.
  const refusals = new Map<string, { at: number; reason: string | null; epoch: string }>();
  let epoch: { at: number; value: string; reading: Promise<string> | null } = { at: 0, value: "", reading: null };
  const currentEpoch = (): Promise<string> => {
    if (Date.now() - epoch.at < 1_000) return Promise.resolve(epoch.value);
    epoch.reading ??= policy.epoch(options.db).then(
      (value) => {
        epoch = { at: Date.now(), value, reading: null };
        return value;
      },
      (error: unknown) => {
        epoch.reading = null;
        throw error;
      },
    );
    return epoch.reading;
  };
  const cachedRefusal = async (fromId: string, peerId: string) => {
    const key = `${fromId}\u0000${peerId}`;
    const now = await currentEpoch();
    const hit = refusals.get(key);
    if (hit && Date.now() - hit.at < 30_000 && (hit.reason !== null || hit.epoch === now)) return hit.reason;
    const reason = await chatRefusal(fromId, peerId);
    if (refusals.size > 10_000) refusals.clear();
    refusals.set(key, { at: Date.now(), reason, epoch: now });
    return reason;
  };

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // A platform given a host in 平台设置 chats there too, without a change of CHAT_ALLOWED_ORIGINS.
  const platformOrigins = createPlatformOrigins(options.db, process.env.NODE_ENV === "production");
  registerChatSocket(app, {
    repository,
    writer,
    bus,
    hub,
    allowedOrigins,
    platformOrigins,
    pingIntervalMs: options.pingIntervalMs ?? 30_000,
    refuse: cachedRefusal,
  });

  const me = (request: FastifyRequest) => repository.ensureMemberUser(authOf(request).member);

  contractRoute(app, chatCalls.me, async (request) => okIfFound(await repository.findUser(await me(request)), "用户不存在"));

  contractRoute(app, chatCalls.list, async (request) => ok(await repository.listChats(await me(request))));

  contractRoute(app, chatCalls.move, async (request) => {
    const userId = await me(request);
    const conversationId = await repository.findConversation(userId, request.query.chatId);
    if (conversationId === null) throw refuse("not_found", "会话不存在");
    await repository.hide(userId, conversationId);
    return ok(null);
  });

  // POST: open (create) a chat with the user named by `id`; PUT with unreadCount 0: mark it read.
  contractRoute(app, chatCalls.open, async (request) => {
    const peerId = request.body.id;
    const userId = await me(request);
    if (peerId === userId) throw refuse("invalid", "会话对象不正确");
    if (!(await repository.findUser(peerId))) throw refuse("not_found", "用户不存在");
    const refusal = await chatRefusal(userId, peerId);
    if (refusal) throw refuse("permission", refusal);
    await repository.openConversation(userId, peerId);
    const chat = (await repository.listChats(userId)).find((c) => c.id === peerId);
    return ok(chat ?? null);
  });

  contractRoute(app, chatCalls.markRead, async (request) => {
    const { id: peerId, lastSeq } = request.body;
    const userId = await me(request);
    const conversationId = await repository.findConversation(userId, peerId);
    if (conversationId === null) throw refuse("not_found", "会话不存在");
    const mark = await repository.markRead(userId, conversationId, lastSeq ?? null);
    if (mark) await bus.publish({ kind: "read", conversationId, userId, peerId, readSeq: mark.readSeq, readTime: mark.readTime });
    return ok(null);
  });

  // Extension: history pages (beforeSeq) and gap filling (afterSeq), only of the caller's own chats.
  contractRoute(app, chatCalls.messages, async (request) => {
    const { chatId, beforeSeq, afterSeq, limit } = request.query;
    const userId = await me(request);
    const conversationId = await repository.findConversation(userId, chatId);
    if (conversationId === null) throw refuse("not_found", "会话不存在");
    const rows =
      afterSeq !== undefined
        ? await repository.messagesAfter(conversationId, afterSeq, limit)
        : await repository.messagesBefore(conversationId, beforeSeq ?? LAST_SEQ, limit);
    const users: [string, string] = [userId, chatId];
    return ok(rows.map((row) => messageFor(userId, users, row)));
  });

  // Extension: who to talk to for customer service and for a company (the 联系 button).
  contractRoute(app, chatCalls.service, () => ok(CUSTOMER_SERVICE));

  contractRoute(app, chatCalls.contact, async (request) => {
    const contact = await repository.contactOfBusiness(request.query.businessId);
    if (!contact) throw refuse("not_found", "该企业暂无联系人");
    return ok({ id: await repository.ensureMemberUser(contact), name: contact.realName });
  });

  contractRoute(app, chatCalls.userByName, async (request) => okIfFound(await repository.findUserByName(request.params.name), "用户不存在"));

  contractRoute(app, chatCalls.user, async (request) => okIfFound(await repository.findUser(request.params.id), "用户不存在"));

  contractRoute(app, chatCalls.userUpdate, async (request) => {
    const userId = await me(request);
    // Only one's own record: the id in the body must be the caller's.
    if (request.body.id !== userId) throw refuse("permission", "只能修改自己的资料");
    return ok(await repository.updateUser(userId, request.body));
  });

  // Chat-service logout: closes this member's chat sockets on every process.
  contractRoute(app, chatCalls.logout, async (request) => {
    await bus.publish({ kind: "logout", userId: await me(request) });
    return ok(null);
  });
}
