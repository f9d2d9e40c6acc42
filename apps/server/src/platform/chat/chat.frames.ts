import type { ChatMessage } from "@cidp/api-client/contract";
import { ChatFrameCode } from "@cidp/domain";
import type { StoredMessage } from "./repository.ts";
import { CUSTOMER_SERVICE } from "./seed.ts";

/** Frame codes of spec §7, from the domain; the server speaks exactly these. */
export const FrameCode = ChatFrameCode;
const codes = new Set<number>(Object.values(ChatFrameCode));

/** The other user of a one-to-one pair. */
export function peerOf(users: readonly [string, string], userId: string): string {
  return users[0] === userId ? users[1] : users[0];
}

/** A stored message as one of its two users sees it: `chatId` is always the other party. */
export function messageFor(viewerId: string, users: readonly [string, string], message: StoredMessage): ChatMessage {
  return {
    id: message.id,
    fromId: message.fromId,
    chatId: peerOf(users, viewerId),
    content: message.content,
    timestamp: message.timestamp,
    type: message.type,
    seq: message.seq,
    ...(message.clientId && message.fromId === viewerId ? { clientId: message.clientId } : {}),
    ...(message.senderName ? { senderName: message.senderName } : {}),
    // The platform's own account wrote it: the one mark a client shows a notice by.
    ...(message.fromId === CUSTOMER_SERVICE.id ? { platform: true as const } : {}),
  };
}

/** Reads a frame sent by a client; null for anything else. */
export function readClientFrame(text: string): { code: number; message: unknown } | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== "object" || value === null || !("code" in value)) return null;
    const code = (value as { code: unknown }).code;
    if (typeof code !== "number" || !codes.has(code)) return null;
    return { code, message: (value as { message?: unknown }).message ?? null };
  } catch {
    return null;
  }
}
