/**
 * The portal's caches of public content (answers and visitor pages) register how to empty them
 * here, so one call empties them all when the services say public content changed. On a global
 * symbol: server.ts and the SSR build each load their own copy of the modules (as the document
 * cache does), and both must reach the same caches.
 */
const clearersKey = Symbol.for("cidp.portal.cache-clearers");
const globals = globalThis as { [clearersKey]?: Set<() => void> };
globals[clearersKey] ??= new Set();
const clearers: Set<() => void> = globals[clearersKey];

/** Registers a cache's `clear`. */
export function registerCacheClearer(clear: () => void): void {
  clearers.add(clear);
}

/** Empties every registered cache; returns how many there were. */
export function clearPublicCaches(): number {
  for (const clear of clearers) clear();
  return clearers.size;
}
