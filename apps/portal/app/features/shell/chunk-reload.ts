import { mayReloadAfterChunkError } from "@cidp/domain";

const LAST_RELOAD_KEY = "cidp:chunk-reload-at";

/** Whether an error is a failed load of a code-split chunk (a deploy replaced the files). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    text,
  );
}

/**
 * Reloads the page after a chunk-load failure when the domain's throttle allows it (once per
 * minute), remembering when in session storage. Returns whether it reloaded.
 */
export function reloadAfterChunkError(storage: Pick<Storage, "getItem" | "setItem">, now: number, reload: () => void): boolean {
  const stored = Number(storage.getItem(LAST_RELOAD_KEY));
  const last = storage.getItem(LAST_RELOAD_KEY) !== null && Number.isFinite(stored) ? stored : null;
  if (!mayReloadAfterChunkError(now, last)) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}
