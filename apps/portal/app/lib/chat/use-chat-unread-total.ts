import { useSnapshot } from "valtio/react";
import { proxy } from "valtio/vanilla";
import { useChatEngine } from "./use-chat-engine.ts";

const none = proxy({ unreadTotal: 0 });
const ignore = () => {};

/**
 * Unread chat messages of the logged-in member over all chats, live, for the header bell's badge.
 * It uses the tab's shared chat engine, so the count is the chat page's own; 0 for visitors.
 */
export function useChatUnreadTotal(loggedIn: boolean, onLoginElsewhere: () => void = ignore): number {
  const engine = useChatEngine(loggedIn, onLoginElsewhere);
  return useSnapshot(engine?.store.state ?? none).unreadTotal;
}
