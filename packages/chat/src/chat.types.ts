/** A conversation as the member sees it (spec §3); `lastSeq` is our extension for gap-free delivery. */
export interface Chat {
  id: string;
  name: string;
  avatar: string;
  type: number;
  unreadCount: number;
  isLoading: boolean;
  loaded: boolean;
  lastMessage: string;
  lastTime: number;
  timestamp: number;
  /** When the other party last read this chat (from their read receipts). */
  lastReadTime: number;
  /** Highest sequence number the server has assigned in this chat, when known. */
  lastSeq?: number;
}

/** One chat message (spec §3). `seq` and `clientId` are additions a spec-only peer ignores. */
export interface Message {
  id: string;
  fromId: string;
  /** The chat as seen by the receiver: the other party's id in a one-to-one chat. */
  chatId: string;
  content: string;
  timestamp: number;
  type: number;
  /** Per-chat sequence number given by the server; contiguous from 1. */
  seq?: number;
  /** The sender's own id for the message, so retries are never stored twice. */
  clientId?: string;
  /** Who wrote it for a service account (e.g. the customer-service agent "客服 小刘"); absent otherwise. */
  senderName?: string;
  /** The server's mark on what the platform itself wrote: show a notice (type 10) apart only when set. */
  platform?: true;
}

/** A read receipt (spec §3); `seq` says up to which message the reader has read. */
export interface ReadReceipt {
  chatId: string;
  userId: string;
  timestamp: number;
  type: number;
  seq?: number;
}

/** What a user lookup gives back for naming a new chat. */
export interface ChatUserInfo {
  name: string;
  avatar?: string;
}
