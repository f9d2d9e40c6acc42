export { type ChatStore, type ChatStoreOptions, type ChatStoreState, createChatStore, UNREAD_STORAGE_KEY, type UnreadStorage } from "./chat.store.ts";
export type { Chat, ChatUserInfo, Message, ReadReceipt } from "./chat.types.ts";
export { type ChatConnectionEmitted, type ChatConnectionEvent, type ChatConnectionInput, chatConnectionMachine } from "./chat-connection.machine.ts";
export { openSocket, type SocketEvent, type SocketQuery, socketUrl, type WebSocketConstructor } from "./chat-socket.stream.ts";
export { encodeFrame, type Frame, FrameCode, parseFrame } from "./frame.ts";
