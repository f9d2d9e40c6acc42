import { ChatFrameCode } from "../constants/chat.constants.ts";

/** Frame code of the chat socket's login-elsewhere notice (spec §7). */
export const LOGIN_ELSEWHERE_FRAME_CODE = ChatFrameCode.loginElsewhere;

/**
 * Whether a frame tells this client it was logged in elsewhere: code 4 carrying another
 * connection's uuid (spec §8). A frame with our own uuid is the echo of our own login.
 */
export function isLoginElsewhere(frame: { readonly code: number; readonly message?: unknown }, ownUuid: string): boolean {
  if (frame.code !== LOGIN_ELSEWHERE_FRAME_CODE) return false;
  const message = frame.message;
  const uuid =
    typeof message === "string"
      ? message
      : typeof message === "object" && message !== null && "uuid" in message
        ? String((message as { uuid: unknown }).uuid)
        : "";
  return uuid !== "" && uuid !== ownUuid;
}
