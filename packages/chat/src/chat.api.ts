import type { ApiClient } from "@cidp/api-client";
import { z } from "zod";
import type { Chat, ChatUserInfo, Message } from "./chat.types.ts";

/** The chat service's REST paths (spec §7, plus the history, contact and service extensions). */
export const chatPaths = {
  list: "/api/sys/chat/list",
  me: "/api/sys/chat/me",
  move: "/api/sys/chat/move",
  chat: "/api/sys/chat",
  messages: "/api/sys/chat/messages",
  service: "/api/sys/chat/service",
  contact: "/api/sys/chat/contact",
  user: "/api/sys/users",
  userByName: "/api/sys/users/getUser",
  userUpdate: "/api/sys/users/update",
  logout: "/logout",
} as const;

const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: z.string(), data, success: z.boolean().optional() });

const chatSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().default(""),
  type: z.number().default(0),
  unreadCount: z.number().default(0),
  isLoading: z.boolean().default(false),
  loaded: z.boolean().default(false),
  lastMessage: z.string().default(""),
  lastTime: z.number().default(0),
  timestamp: z.number().default(0),
  lastReadTime: z.number().default(0),
  lastSeq: z.number().optional(),
});

const messageSchema = z.object({
  id: z.string(),
  fromId: z.string(),
  chatId: z.string(),
  content: z.string(),
  timestamp: z.number(),
  type: z.number(),
  seq: z.number().optional(),
  clientId: z.string().optional(),
});

const userSchema = z.looseObject({ id: z.string(), name: z.string(), avatar: z.string().optional() });

/** The REST calls the chat engine makes; a host may implement them itself. */
export interface ChatApi {
  /** The caller's own chat user. */
  me(): Promise<{ id: string; name: string }>;
  listChats(): Promise<Chat[]>;
  /** History before a sequence number, or what follows one (gap filling); oldest first. */
  messages(chatId: string, range: { beforeSeq?: number; afterSeq?: number; limit?: number }): Promise<Message[]>;
  lookupUser(id: string): Promise<ChatUserInfo>;
  openChat(peerId: string): Promise<Chat | null>;
  markRead(chatId: string, lastSeq?: number): Promise<void>;
  moveChat(chatId: string): Promise<void>;
  serviceAccount(): Promise<{ id: string; name: string }>;
  companyContact(businessId: number): Promise<{ id: string; name: string }>;
}

/** The chat REST calls over the platform's API client (headers, error catalogue). */
export function createChatApi(client: ApiClient): ChatApi {
  const call = <T extends z.ZodType>(config: Parameters<ApiClient["request"]>[0], data: T) =>
    client.request(config, envelope(data)).then((body) => (body as { data: unknown }).data as z.infer<T>);
  return {
    me: () => call({ method: "GET", url: chatPaths.me, silent: true }, userSchema),
    listChats: () => call({ method: "GET", url: chatPaths.list, silent: true }, z.array(chatSchema)),
    messages: (chatId, range) => call({ method: "GET", url: chatPaths.messages, params: { chatId, ...range }, silent: true }, z.array(messageSchema)),
    async lookupUser(id) {
      const user = await call({ method: "GET", url: `${chatPaths.user}/${encodeURIComponent(id)}`, silent: true }, userSchema);
      return { name: user.name, ...(user.avatar ? { avatar: user.avatar } : {}) };
    },
    openChat: (peerId) => call({ method: "POST", url: chatPaths.chat, data: { id: peerId } }, chatSchema.nullable()),
    async markRead(chatId, lastSeq) {
      await call(
        { method: "PUT", url: chatPaths.chat, data: { id: chatId, unreadCount: 0, ...(lastSeq !== undefined ? { lastSeq } : {}) }, silent: true },
        z.unknown(),
      );
    },
    async moveChat(chatId) {
      await call({ method: "GET", url: chatPaths.move, params: { chatId } }, z.unknown());
    },
    serviceAccount: () => call({ method: "GET", url: chatPaths.service }, z.object({ id: z.string(), name: z.string() })),
    companyContact: (businessId) => call({ method: "GET", url: chatPaths.contact, params: { businessId } }, z.object({ id: z.string(), name: z.string() })),
  };
}
