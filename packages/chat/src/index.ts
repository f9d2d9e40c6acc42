// The public API of @cidp/chat (etc/chat.api.md is its report, checked by the package's tests).
// `createFetchApiClient` and its types come from the platform's API client, bundled in: a sibling
// site builds the REST side with them and needs no other package of the platform.
export { type ApiClient, type ApiClientOptions, type ApiSession, createFetchApiClient, type FetchApiClientOptions } from "@cidp/api-client";
export { type ChatApi, chatPaths, createChatApi } from "./chat.api.ts";
export {
  type ChatStore,
  type ChatStoreOptions,
  type ChatStoreState,
  createChatStore,
  emptyChat,
  UNREAD_STORAGE_KEY,
  type UnreadStorage,
} from "./chat.store.ts";
export type { Chat, ChatUserInfo, Message, ReadReceipt } from "./chat.types.ts";
export { type ChatClient, type ChatClientOptions, type ChatClientState, createChatClient, UUID_STORAGE_KEY } from "./chat-client.ts";
export { type ChatConnectionEmitted, type ChatConnectionEvent, type ChatConnectionInput, chatConnectionMachine } from "./chat-connection.machine.ts";
export { type ChatOutbox, createIndexedDbOutbox, createMemoryOutbox, type PendingMessage } from "./chat-outbox.ts";
export { openSocket, type SocketEvent, type SocketQuery, socketUrl, type WebSocketConstructor } from "./chat-socket.stream.ts";
export { browserCoordination, type ChatLinkStatus, type TabCoordination } from "./chat-tab-link.ts";
export { encodeFrame, type Frame, FrameCode, parseFrame } from "./frame.ts";
