import type { CallOptions } from "./call-options.ts";
import { clientCall } from "./client-call.ts";
import { chatCalls } from "./contract/chat.contract.ts";
import type { ApiClient } from "./create-api-client.ts";

/** GET the member's chats. */
export const getChatList = clientCall(chatCalls.list);

/** GET ?chatId: removes a chat from the member's list. */
export const moveChat = clientCall(chatCalls.move);

/** POST a chat to open it with the user `id`. */
export const openChat = clientCall(chatCalls.open);

/** PUT the chat with unreadCount 0: marks it read, up to `lastSeq` when given. */
export const markChatRead = clientCall(chatCalls.markRead);

/** GET a chat user by name. */
export const getChatUserByName = clientCall(chatCalls.userByName);

/** GET a chat user by id (a new chat takes its name from here). */
export const getChatUser = clientCall(chatCalls.user);

/** PUT one's own chat-user record, as a whole (id included; other fields are kept as given). */
export const updateChatUser = clientCall(chatCalls.userUpdate);

/** GET the caller's own chat user (extension). */
export const getChatMe = clientCall(chatCalls.me);

/** GET a page of a chat's history before `beforeSeq`, or what follows `afterSeq`; oldest first (extension). */
export const getChatMessages = clientCall(chatCalls.messages);

/** GET the customer-service account (extension). */
export const getChatServiceAccount = clientCall(chatCalls.service);

/** GET the chat user answering for a company (extension). */
export const getChatCompanyContact = clientCall(chatCalls.contact);

const logoutChatCall = clientCall(chatCalls.logout);

/** POST: closes the member's chat connections on every server; quiet unless `options` say otherwise. */
export function logoutChat(client: ApiClient, options?: CallOptions) {
  return logoutChatCall(client, { silent: true, ...options });
}
