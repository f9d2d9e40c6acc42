import { CHUNK_RELOAD_THROTTLE_MS } from "@cidp/domain";

const LAST_RELOAD_KEY = "cidp:chunk-reload-at";

/** Whether an error is a failed load of a code-split chunk (a deploy replaced the files). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    text,
  );
}

/**
 * Reloads the page after a chunk-load failure, at most once per minute (spec §8), so a chunk that
 * is missing for good cannot make the page reload in a loop. Returns whether it reloaded.
 */
export function reloadAfterChunkError(storage: Pick<Storage, "getItem" | "setItem">, now: number, reload: () => void): boolean {
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_THROTTLE_MS && now >= last) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}
