export { type ChatStore, type ChatStoreOptions, type ChatStoreState, createChatStore, UNREAD_STORAGE_KEY, type UnreadStorage } from "./chat.store.ts";
export type { Chat, ChatUserInfo, Message, ReadReceipt } from "./chat.types.ts";
export { encodeFrame, type Frame, FrameCode, parseFrame } from "./frame.ts";
