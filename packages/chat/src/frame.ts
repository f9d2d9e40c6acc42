import { ChatFrameCode } from "@cidp/domain";

/** WebSocket frame codes of the chat service (spec §7), as the domain defines them. */
export const FrameCode = ChatFrameCode;

/** A frame code value. */
export type FrameCode = ChatFrameCode;

/** A decoded frame: its code and its message, as sent. */
export interface Frame {
  code: FrameCode;
  message: unknown;
}

const codes = new Set<number>(Object.values(FrameCode));

/** Decodes one text frame; null for anything that is not a JSON object with a known code. */
export function parseFrame(text: string): Frame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || !("code" in value)) return null;
  const { code } = value as { code: unknown };
  if (typeof code !== "number" || !codes.has(code)) return null;
  return { code: code as FrameCode, message: (value as { message?: unknown }).message ?? null };
}

/** Encodes a frame for sending. */
export function encodeFrame(frame: Frame): string {
  return JSON.stringify(frame);
}
