import { z } from "zod";
import { envelope } from "./envelope.ts";

/** Paths of the chat service's REST calls (spec §7 chat service). */
export const chatPaths = {
  /** GET: the member's chats. */
  list: "/api/sys/chat/list",
  /** GET ?chatId: remove a chat from the list. */
  move: "/api/sys/chat/move",
  /** POST a chat to open it; PUT it with unreadCount 0 to mark it read. */
  chat: "/api/sys/chat",
  /** GET /{name}: a chat user by name. */
  userByName: "/api/sys/users/getUser",
  /** GET /{id}: a chat user by id (the name of a new chat comes from here). */
  user: "/api/sys/users",
  /** PUT: one's own chat-user record, as a whole. */
  userUpdate: "/api/sys/users/update",
  /** POST: closes the member's chat connections everywhere. */
  logout: "/logout",
} as const;

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

/** GET chat/list: data is the chat list. */
export const chatListResponse = envelope(z.array(chatSchema));

/** POST chat: opens (or reopens) the chat with the user `id`. */
export const openChatRequestSchema = z.object({ id: z.string().min(1) });

/** POST chat: the opened chat. */
export const openChatResponse = envelope(chatSchema.nullable());

/** PUT chat: marks a chat read up to `lastSeq` (or all) with unreadCount 0. */
export const markChatReadRequestSchema = z.object({ id: z.string().min(1), unreadCount: z.literal(0), lastSeq: z.number().int().optional() });

/** Answers of the chat calls that only succeed or fail. */
export const chatEmptyResponse = envelope(z.null());

/** A chat-service user record (spec §3): id, name, avatar, and other fields kept as a whole. */
export const chatUserSchema = z.looseObject({ id: z.string(), name: z.string(), avatar: z.string() });

/** GET users/{id} and users/getUser/{name}. */
export const chatUserResponse = envelope(chatUserSchema);

/** PUT users/update: the stored record. */
export const chatUserUpdateResponse = envelope(chatUserSchema.nullable());
