import { LoginCookie, PersistedStateKey, StorageKey } from "../constants/storage.constants.ts";
import { LOGOUT_REDIRECT_CONFIRMED_MS, LOGOUT_REDIRECT_FORCED_MS } from "../constants/timing.constants.ts";
import type { MessageCode } from "../messages/messages.zh-cn.ts";
import { HOME_PATH } from "../site/header-menu.ts";

/** A logout the member confirmed, or one forced (401, cookies gone, login elsewhere). */
export type LogoutKind = "confirmed" | "forced";

/** Everything a logout clears and where it goes afterwards (spec §4), in the order to do it. */
export interface LogoutPlan {
  readonly cookies: readonly LoginCookie[];
  readonly storageKeys: readonly string[];
  readonly closeMessageConnection: true;
  readonly clearChatMessages: true;
  readonly redirectTo: string;
  readonly redirectDelayMs: number;
}

/** The logout steps for a kind: the same clearing, a longer pause before the redirect when forced. */
export function logoutPlan(kind: LogoutKind): LogoutPlan {
  return {
    cookies: [LoginCookie.accessToken, LoginCookie.departmentId, LoginCookie.productToken],
    // Every value of spec §4 a member leaves in this browser: tokens, the cached state, the chat's unread lists.
    storageKeys: [...Object.values(StorageKey), ...Object.values(PersistedStateKey)],
    closeMessageConnection: true,
    clearChatMessages: true,
    redirectTo: HOME_PATH,
    redirectDelayMs: kind === "confirmed" ? LOGOUT_REDIRECT_CONFIRMED_MS : LOGOUT_REDIRECT_FORCED_MS,
  };
}

/** Texts of the logout confirmation dialog. */
export const LOGOUT_DIALOG: { readonly title: MessageCode; readonly message: MessageCode; readonly confirm: MessageCode; readonly cancel: MessageCode } = {
  title: "logout.title",
  message: "logout.message",
  confirm: "logout.confirm",
  cancel: "logout.cancel",
};
