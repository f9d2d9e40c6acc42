import { useSnapshot } from "valtio/react";
import { proxy } from "valtio/vanilla";
import type { Chat, Message } from "../chat.types.ts";
import type { PendingMessage } from "../chat-outbox.ts";
import type { ChatLinkStatus } from "../chat-tab-link.ts";
import { useChatClient } from "./chat-provider.tsx";

// Stand-ins while no client is provided, so hooks keep their call order.
const emptyStore = proxy({
  chats: [] as Chat[],
  chatById: {} as Record<string, Chat>,
  chatOrderVersion: 0,
  openId: null as string | null,
  unreadTotal: 0,
  chatVersion: {} as Record<string, number>,
  chatMessage: {} as Record<string, Message[]>,
});
const emptyClient = proxy({ status: "idle" as ChatLinkStatus, pending: [] as PendingMessage[], leader: false });

function useStoreSnapshot() {
  const client = useChatClient();
  return { client, store: useSnapshot(client?.store.state ?? emptyStore) };
}

/** The conversation list, most recent first. */
export function useChats(): readonly Chat[] {
  const { client, store } = useStoreSnapshot();
  // Track the order and each chat's own snapshot explicitly: the `chats` getter builds a new list
  // from outside the snapshot, which change tracking cannot see into.
  void store.chatOrderVersion;
  const byId = store.chatById as Record<string, Chat>;
  const order = client?.store.state.chats ?? [];
  return order.flatMap((chat) => byId[chat.id] ?? []);
}

/** The chat on screen. */
export function useOpenChatId(): string | null {
  return useStoreSnapshot().store.openId;
}

/** Unread messages over all chats (for the header badge). */
export function useChatUnreadTotal(): number {
  return useStoreSnapshot().store.unreadTotal;
}

/**
 * The messages of a chat in time order, with a version that changes whenever they do. The list is
 * the store's own array (not copied, so a long history costs nothing per render): never mutate it.
 */
export function useChatMessages(chatId: string | null): { messages: readonly Message[]; version: number } {
  const { client, store } = useStoreSnapshot();
  const version = chatId ? (store.chatVersion[chatId] ?? 0) : 0;
  const messages = chatId ? (client?.store.state.chatMessage[chatId] ?? []) : [];
  return { messages, version };
}

/** The connection status and this tab's messages still waiting for the server. */
export function useChatConnection(): { status: ChatLinkStatus; pending: readonly PendingMessage[] } {
  const client = useChatClient();
  const snapshot = useSnapshot(client?.state ?? emptyClient);
  return { status: snapshot.status, pending: snapshot.pending as readonly PendingMessage[] };
}
