import type { MessageCode } from "../messages/messages.zh-cn.ts";

/** The registration-check payload (spec §3). */
export interface RegistrationCheckPayload {
  readonly phoneNumber: string;
}

/** The send-code payload (spec §3). */
export interface SendCodePayload {
  readonly phone: string;
  readonly templateId: string;
  readonly code?: string;
}

/** What the phone widget shows after a call (spec §7): a warning with the server's msg, or one of its own texts. */
export type PhoneCodeNotice =
  | { readonly level: "warning"; readonly text: string }
  | { readonly level: "success"; readonly code: MessageCode }
  | { readonly level: "info"; readonly codes: readonly MessageCode[] };

/** The widget's reaction to a send-code answer: non-200 warns with the server's msg, 200 says '发送成功'. */
export function sendCodeNotice(body: { readonly code: number; readonly msg?: string | null }): PhoneCodeNotice {
  return body.code === 200 ? { level: "success", code: "send-code.sent" } : { level: "warning", text: body.msg ?? "" };
}

/** The widget's reaction to a registration check that found the phone registered: '注册成功' and a note to log in. */
export function registrationExistsNotice(): PhoneCodeNotice {
  return { level: "info", codes: ["register.exists", "register.go-login"] };
}
