import { type PersistedStateKey, persistedStateEntries, restorePersistedState } from "@cidp/domain";
import { useEffect } from "react";
import { LOGOUT_EVENT } from "../../lib/logout.ts";
import { useRootData } from "../../lib/site/use-root-data.ts";
import { reloadAfterChunkError } from "./chunk-reload.ts";

const storageHooks = {
  report: (report: unknown) => console.warn("storage value dropped:", report),
  onError: (error: unknown) => console.warn("storage filter failed:", error),
};

/**
 * Page-wide browser effects: a failed chunk preload reloads the page (at most once a minute), and
 * the user state is restored on load through the storage filter and saved again on page hide (spec §4),
 * until a logout.
 */
export function ClientEffects() {
  const { session } = useRootData();
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadAfterChunkError(window.sessionStorage, Date.now(), () => window.location.reload())) event.preventDefault();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
  useEffect(() => {
    // What the server knows wins; the cached copy only fills what it has not said (e.g. while it is down).
    const cached = restorePersistedState(window.localStorage, "user" satisfies PersistedStateKey, storageHooks);
    const user = session.loggedIn ? { realName: session.realName ?? cached?.realName ?? null, company: session.company ?? cached?.company ?? null } : null;
    const save = () => {
      if (!user) return;
      for (const [key, value] of persistedStateEntries({ user })) window.localStorage.setItem(key, value);
    };
    // After a logout nothing of the member may be written back, not even by the page hide of its redirect.
    const stopSaving = () => window.removeEventListener("pagehide", save);
    window.addEventListener("pagehide", save);
    window.addEventListener(LOGOUT_EVENT, stopSaving);
    return () => {
      stopSaving();
      window.removeEventListener(LOGOUT_EVENT, stopSaving);
    };
  }, [session]);
  return null;
}
