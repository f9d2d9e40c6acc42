/** WebSocket frame codes of the chat service (spec §7); client and server speak exactly these. */
export const ChatFrameCode = { heartbeat: 0, handshake: 1, message: 2, readReceipt: 3, loginElsewhere: 4 } as const;

/** A chat frame code value. */
export type ChatFrameCode = (typeof ChatFrameCode)[keyof typeof ChatFrameCode];

/**
 * Message types (spec §3 `type`): 0 is text. A notice is a line the platform writes into a chat
 * (客服 小刘 为您服务, 会话已结束): clients show it apart from the bubbles; a client that does not
 * know the type shows it as a message from the chat's other party, which reads just as well.
 */
export const ChatMessageType = { text: 0, picture: 1, file: 2, notice: 10 } as const;

/**
 * What a member's client may send: text, and a picture or file (its content the stored file's
 * link). A notice is the platform's alone: the server refuses one from a member, since the reader
 * would take it for the platform speaking (a "系统消息" asking for a transfer).
 */
export const MEMBER_CHAT_MESSAGE_TYPES: readonly number[] = [ChatMessageType.text, ChatMessageType.picture, ChatMessageType.file];

/** Longest chat message text, in characters: the composer stops there and the server refuses more. */
export const CHAT_MESSAGE_MAX_LENGTH = 5_000;

/** Upper bound of a chat reconnect delay, so a long outage still retries about once a minute. */
export const CHAT_RECONNECT_CAP_MS = 60_000;
