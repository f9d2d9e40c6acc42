import { type LogoutKind, logoutPlan } from "@cidp/domain";

/**
 * Logout, confirmed or forced (spec §4): the server revokes the session and removes the shared
 * cookies (they are HttpOnly), the cached state goes from storage, then home after the plan's pause.
 */
export async function performLogout(kind: LogoutKind, storage: Pick<Storage, "removeItem">, go: (to: string) => void): Promise<void> {
  const plan = logoutPlan(kind);
  await fetch("/session/logout", { method: "POST", headers: { accept: "application/json" } }).catch(() => undefined);
  for (const key of plan.storageKeys) storage.removeItem(key);
  await new Promise((resolve) => setTimeout(resolve, plan.redirectDelayMs));
  go(plan.redirectTo);
}
