import { z } from "zod";
import { idSchema } from "./common.contract.ts";
import { defineCall } from "./define-call.ts";
import { envelope } from "./envelope.ts";

/** Paths of the chat service (spec §7 chat service, plus our history, contact and service extensions). */
export const chatPaths = {
  /** GET: the member's chats. */
  list: "/api/sys/chat/list",
  /** GET: the caller's own chat user (extension: a page behind HttpOnly cookies cannot read its token). */
  me: "/api/sys/chat/me",
  /** GET ?chatId: remove a chat from the list. */
  move: "/api/sys/chat/move",
  /** POST a chat to open it; PUT it with unreadCount 0 to mark it read. */
  chat: "/api/sys/chat",
  /** GET ?chatId&beforeSeq|afterSeq&limit: history pages and gap filling (extension). */
  messages: "/api/sys/chat/messages",
  /** GET: the customer-service account (extension). */
  service: "/api/sys/chat/service",
  /** GET ?businessId: the chat user answering for a company, for the 联系 button (extension). */
  contact: "/api/sys/chat/contact",
  /** GET /{name}: a chat user by name. */
  userByName: "/api/sys/users/getUser",
  /** GET /{id}: a chat user by id (the name of a new chat comes from here). */
  user: "/api/sys/users",
  /** PUT: one's own chat-user record, as a whole. */
  userUpdate: "/api/sys/users/update",
  /** POST: closes the member's chat connections everywhere. */
  logout: "/logout",
  /** The WebSocket of frames 0-4 (query: token, client, uuid); not an HTTP call, so not declared below. */
  socket: "/api/sys/ws",
} as const;

/** The highest sequence number a chat can reach (a Postgres integer). */
const MAX_SEQ = 2_147_483_647;

/** No control characters (NUL included: the JSON guard refuses it first, this is the schema's own rule). */
const noControl = /^\P{Cc}*$/u;

/** A chat user's id (a member id as text, or a service account such as `kefu`); the column is 64 long. */
export const chatUserIdSchema = z.string().min(1).max(64).regex(noControl, "包含非法字符");

/** A chat user's name; the column is 100 long. */
export const chatUserNameSchema = z.string().min(1).max(100).regex(noControl, "包含非法字符");

/** A per-chat sequence number. */
const seqSchema = z.number().int().min(0).max(MAX_SEQ);

/** A sequence number from a query string. */
const seqQuerySchema = z.coerce.number().int().min(0).max(MAX_SEQ);

/** A chat (conversation) of spec §3; `id` is the peer's chat-user id. */
export const chatSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  type: z.number().int(),
  unreadCount: z.number().int().nonnegative(),
  isLoading: z.boolean(),
  loaded: z.boolean(),
  lastMessage: z.string(),
  lastTime: z.number(),
  timestamp: z.number(),
  lastReadTime: z.number(),
  /** The conversation's last sequence number (gap filling after a reconnect). */
  lastSeq: z.number().int().optional(),
});

/** A chat in a member's list, as the service answers it. */
export type ChatListEntry = z.infer<typeof chatSchema>;

/** A chat message of spec §3; `seq` and `clientId` are our additions (`clientId` only for its sender). */
export const chatMessageSchema = z.object({
  id: z.string(),
  fromId: z.string(),
  /** The other party of the one-to-one chat, as the reader sees it. */
  chatId: z.string(),
  content: z.string(),
  timestamp: z.number(),
  type: z.number().int(),
  seq: z.number().int().optional(),
  clientId: z.string().optional(),
  /** Who wrote it for a service account (the 客服 agent's name), when someone did. */
  senderName: z.string().optional(),
  /** Set by the server on what the platform itself wrote (the 客服 account's notices): only those show as notices. */
  platform: z.literal(true).optional(),
});

/** A stored message as one of its two users reads it. */
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET chat/list: data is the chat list. */
export const chatListResponse = envelope(z.array(chatSchema));

/** GET chat/move query: the chat (its peer's id) to remove from the list. */
export const moveChatQuerySchema = z.object({ chatId: chatUserIdSchema });

/** POST chat: opens (or reopens) the chat with the user `id`; other fields of a posted chat are ignored. */
export const openChatRequestSchema = z.object({ id: chatUserIdSchema });

/** POST chat: the opened chat. */
export const openChatResponse = envelope(chatSchema.nullable());

/** PUT chat: marks a chat read up to `lastSeq` (or all) with unreadCount 0; other fields of the chat are ignored. */
export const markChatReadRequestSchema = z.object({ id: chatUserIdSchema, unreadCount: z.literal(0), lastSeq: seqSchema.optional() });

/** Answers of the chat calls that only succeed or fail. */
export const chatEmptyResponse = envelope(z.null());

/** GET chat/messages query: the page before `beforeSeq` (history), or what follows `afterSeq` (gap filling). */
export const chatMessagesQuerySchema = z.object({
  chatId: chatUserIdSchema,
  beforeSeq: seqQuerySchema.optional(),
  afterSeq: seqQuerySchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET chat/messages: oldest first. */
export const chatMessagesResponse = envelope(z.array(chatMessageSchema));

/** Someone to talk to: the customer-service account or a company's contact. */
export const chatPeerSchema = z.object({ id: z.string(), name: z.string() });

/** GET chat/service and chat/contact. */
export const chatPeerResponse = envelope(chatPeerSchema);

/** GET chat/contact query. */
export const chatContactQuerySchema = z.object({ businessId: idSchema });

/** A chat-service user record (spec §3): id, name, avatar, and other fields kept as a whole. */
export const chatUserSchema = z.looseObject({ id: z.string(), name: z.string(), avatar: z.string() });

/** A chat user as the service answers it. */
export type ChatUserRecord = z.infer<typeof chatUserSchema>;

/** GET users/{id}, users/getUser/{name} and chat/me. */
export const chatUserResponse = envelope(chatUserSchema);

/** GET users/getUser/{name} path parameters. */
export const chatUserByNameParamsSchema = z.object({ name: chatUserNameSchema });

/** GET users/{id} path parameters. */
export const chatUserParamsSchema = z.object({ id: chatUserIdSchema });

/** How many fields a user record may carry, its own three included. */
const MAX_USER_FIELDS = 50;

/** PUT users/update: one's own record as a whole (`id` must be the caller's); other fields are kept as given. */
export const chatUserUpdateRequestSchema = z
  .looseObject({
    id: chatUserIdSchema,
    name: z.string().trim().min(1).max(100).regex(noControl, "包含非法字符").optional(),
    avatar: z.string().max(2048).optional(),
  })
  .refine((user) => Object.keys(user).length <= MAX_USER_FIELDS, `用户资料最多${MAX_USER_FIELDS}个字段`);

/** PUT users/update: the stored record. */
export const chatUserUpdateResponse = envelope(chatUserSchema.nullable());

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const chatSpecAccess = { auth: "member", designed: false, tag: "chat" } as const;
const chatDesignedAccess = { auth: "member", designed: true, tag: "chat" } as const;
const chatUserRead = { ...chatSpecAccess, method: "GET", response: chatUserResponse, errors: [404] } as const;

/** The HTTP calls of the chat service, declared once (spec §7 chat service); the socket is `chatPaths.socket`. */
export const chatCalls = {
  userByName: defineCall({
    ...chatUserRead,
    path: `${chatPaths.userByName}/:name`,
    summary: "按名称查询聊天用户",
    params: chatUserByNameParamsSchema,
  }),
  user: defineCall({
    ...chatUserRead,
    path: `${chatPaths.user}/:id`,
    summary: "按编号查询聊天用户（新会话取其名称）",
    params: chatUserParamsSchema,
  }),
  userUpdate: defineCall({
    ...chatSpecAccess,
    method: "PUT",
    path: chatPaths.userUpdate,
    summary: "整体更新自己的聊天用户资料",
    body: chatUserUpdateRequestSchema,
    response: chatUserUpdateResponse,
    errors: [403],
  }),
  logout: defineCall({
    ...chatSpecAccess,
    method: "POST",
    path: chatPaths.logout,
    summary: "聊天服务退出（关闭该会员所有聊天连接）",
    response: chatEmptyResponse,
  }),
  me: defineCall({
    ...chatDesignedAccess,
    method: "GET",
    path: chatPaths.me,
    summary: "当前会员的聊天用户",
    response: chatUserResponse,
    errors: [404],
  }),
  list: defineCall({
    ...chatSpecAccess,
    method: "GET",
    path: chatPaths.list,
    summary: "会话列表",
    response: chatListResponse,
  }),
  move: defineCall({
    ...chatSpecAccess,
    method: "GET",
    path: chatPaths.move,
    summary: "从会话列表移除会话",
    query: moveChatQuerySchema,
    response: chatEmptyResponse,
    errors: [404],
  }),
  open: defineCall({
    ...chatSpecAccess,
    method: "POST",
    path: chatPaths.chat,
    summary: "打开（创建）与某用户的会话",
    body: openChatRequestSchema,
    response: openChatResponse,
    errors: [400, 404],
  }),
  markRead: defineCall({
    ...chatSpecAccess,
    method: "PUT",
    path: chatPaths.chat,
    summary: "会话标为已读（unreadCount 为 0，可带 lastSeq）",
    body: markChatReadRequestSchema,
    response: chatEmptyResponse,
    errors: [404],
  }),
  messages: defineCall({
    ...chatDesignedAccess,
    method: "GET",
    path: chatPaths.messages,
    summary: "会话历史消息（beforeSeq 翻页，afterSeq 补缺）",
    query: chatMessagesQuerySchema,
    response: chatMessagesResponse,
    errors: [404],
  }),
  service: defineCall({
    ...chatDesignedAccess,
    method: "GET",
    path: chatPaths.service,
    summary: "在线客服账号",
    response: chatPeerResponse,
  }),
  contact: defineCall({
    ...chatDesignedAccess,
    method: "GET",
    path: chatPaths.contact,
    summary: "企业联系人（联系按钮）",
    query: chatContactQuerySchema,
    response: chatPeerResponse,
    errors: [404],
  }),
} as const;
