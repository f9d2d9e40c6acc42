import {
  type ApiClient,
  getChatCompanyContact,
  getChatList,
  getChatMe,
  getChatMessages,
  getChatServiceAccount,
  getChatUser,
  markChatRead,
  moveChat,
  openChat,
} from "@cidp/api-client";
import type { Chat, ChatUserInfo, Message } from "./chat.types.ts";

/** The chat service's paths, the WebSocket's (`socket`) included: the contract's own (spec §7 and our extensions). */
export { chatPaths } from "@cidp/api-client/contract";

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

/** Calls the engine makes in the background: their failures are its to handle, not the page's to show. */
const quiet = { silent: true } as const;

const dataOf = <T>(body: { data: T }): T => body.data;

/**
 * The chat REST calls over the platform's API client (headers, error catalogue): a thin adapter
 * over the typed calls `@cidp/api-client` derives from the contract's `chatCalls`, which also
 * validate every answer with the contract's schemas.
 */
export function createChatApi(client: ApiClient): ChatApi {
  return {
    me: () => getChatMe(client, quiet).then(dataOf),
    listChats: () => getChatList(client, quiet).then(dataOf),
    messages: (chatId, range) => getChatMessages(client, { chatId, ...range }, quiet).then(dataOf),
    async lookupUser(id) {
      const { data: user } = await getChatUser(client, { id }, quiet);
      return { name: user.name, ...(user.avatar ? { avatar: user.avatar } : {}) };
    },
    openChat: (peerId) => openChat(client, { id: peerId }).then(dataOf),
    async markRead(chatId, lastSeq) {
      await markChatRead(client, { id: chatId, unreadCount: 0, ...(lastSeq !== undefined ? { lastSeq } : {}) }, quiet);
    },
    async moveChat(chatId) {
      await moveChat(client, { chatId });
    },
    serviceAccount: () => getChatServiceAccount(client).then(dataOf),
    companyContact: (businessId) => getChatCompanyContact(client, { businessId }).then(dataOf),
  };
}
