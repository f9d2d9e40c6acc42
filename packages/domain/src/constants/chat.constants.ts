/** WebSocket frame codes of the chat service (spec §7); client and server speak exactly these. */
export const ChatFrameCode = { heartbeat: 0, handshake: 1, message: 2, readReceipt: 3, loginElsewhere: 4 } as const;

/** A chat frame code value. */
export type ChatFrameCode = (typeof ChatFrameCode)[keyof typeof ChatFrameCode];

/** Longest chat message text, in characters: the composer stops there and the server refuses more. */
export const CHAT_MESSAGE_MAX_LENGTH = 5_000;

/** Upper bound of a chat reconnect delay, so a long outage still retries about once a minute. */
export const CHAT_RECONNECT_CAP_MS = 60_000;
