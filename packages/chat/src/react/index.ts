export { ChatProvider, useChatClient } from "./chat-provider.tsx";
export { useChatConnection, useChatMessages, useChats, useChatUnreadTotal, useOpenChatId } from "./use-chat.ts";
