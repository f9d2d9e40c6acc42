import type { z } from "zod";
import type { CallOptions } from "./call-options.ts";
import {
  chatEmptyResponse,
  chatListResponse,
  chatPaths,
  chatUserResponse,
  type chatUserSchema,
  chatUserUpdateResponse,
  openChatResponse,
} from "./contract/chat.contract.ts";
import type { ApiClient } from "./create-api-client.ts";

/** GET the member's chats. */
export function getChatList(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: chatPaths.list, ...options }, chatListResponse);
}

/** GET ?chatId: removes a chat from the member's list. */
export function moveChat(client: ApiClient, query: { chatId: string }, options?: CallOptions) {
  return client.request({ method: "GET", url: chatPaths.move, params: query, ...options }, chatEmptyResponse);
}

/** POST a chat (as JSON) to open it with the user `id`. */
export function openChat(client: ApiClient, chat: { id: string } & Record<string, unknown>, options?: CallOptions) {
  return client.request({ method: "POST", url: chatPaths.chat, data: chat, ...options }, openChatResponse);
}

/** PUT the chat (as JSON) with unreadCount 0: marks it read, up to `lastSeq` when given. */
export function markChatRead(client: ApiClient, chat: { id: string; lastSeq?: number } & Record<string, unknown>, options?: CallOptions) {
  return client.request({ method: "PUT", url: chatPaths.chat, data: { ...chat, unreadCount: 0 }, ...options }, chatEmptyResponse);
}

/** GET a chat user by name. */
export function getChatUserByName(client: ApiClient, params: { name: string }, options?: CallOptions) {
  return client.request({ method: "GET", url: `${chatPaths.userByName}/${encodeURIComponent(params.name)}`, ...options }, chatUserResponse);
}

/** GET a chat user by id (a new chat takes its name from here). */
export function getChatUser(client: ApiClient, params: { id: string }, options?: CallOptions) {
  return client.request({ method: "GET", url: `${chatPaths.user}/${encodeURIComponent(params.id)}`, ...options }, chatUserResponse);
}

/** PUT one's own chat-user record, as a whole (id included). */
export function updateChatUser(client: ApiClient, user: z.input<typeof chatUserSchema>, options?: CallOptions) {
  return client.request({ method: "PUT", url: chatPaths.userUpdate, data: user, ...options }, chatUserUpdateResponse);
}

/** POST: closes the member's chat connections on every server. */
export function logoutChat(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "POST", url: chatPaths.logout, silent: true, ...options }, chatEmptyResponse);
}
