import { createContext, type ReactNode, useContext } from "react";
import type { ChatClient } from "../chat-client.ts";

const ChatContext = createContext<ChatClient | null>(null);

/** Provides one chat client to the tree; the host creates it (once per signed-in page). */
export function ChatProvider({ client, children }: { client: ChatClient | null; children: ReactNode }) {
  return <ChatContext.Provider value={client}>{children}</ChatContext.Provider>;
}

/** The chat client of the tree, or null when none is provided (signed out, server rendering). */
export function useChatClient(): ChatClient | null {
  return useContext(ChatContext);
}
