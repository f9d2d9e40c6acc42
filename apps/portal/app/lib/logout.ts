import { type LogoutKind, logoutPlan } from "@cidp/domain";

/**
 * The event a logout dispatches on `window` (spec §4: "dispatch logout"). Whoever keeps member
 * state in the page listens to it: the page-hide save stops, so the redirect that follows cannot
 * write the member's cached copy back after it was cleared.
 */
export const LOGOUT_EVENT = "cidp:logout";

/** Removes every value of spec §4 a member leaves in this browser, and tells the page it is logged out. */
export function clearMemberState(kind: LogoutKind, storage: Pick<Storage, "removeItem">): void {
  window.dispatchEvent(new Event(LOGOUT_EVENT));
  for (const key of logoutPlan(kind).storageKeys) storage.removeItem(key);
}

/**
 * Logout, confirmed or forced (spec §4): the server revokes the session and removes the shared
 * cookies (they are HttpOnly), the cached state goes from storage, then home after the plan's pause.
 */
export async function performLogout(kind: LogoutKind, storage: Pick<Storage, "removeItem">, go: (to: string) => void): Promise<void> {
  const plan = logoutPlan(kind);
  clearMemberState(kind, storage);
  await fetch("/session/logout", { method: "POST", headers: { accept: "application/json" } }).catch(() => undefined);
  // Again after the round trip: a late writer (another effect, a chat frame) may have put something back.
  clearMemberState(kind, storage);
  await new Promise((resolve) => setTimeout(resolve, plan.redirectDelayMs));
  go(plan.redirectTo);
}

/** The forced logout of this tab (spec §8: a 401, a refused session, a login elsewhere). */
export function forceLogout(): void {
  void performLogout("forced", window.localStorage, (to) => window.location.assign(to));
}
