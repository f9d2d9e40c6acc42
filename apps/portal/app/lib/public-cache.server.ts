/**
 * A short-lived in-process cache for public CMS answers (platform configuration, footer,
 * dictionaries, home content): the same for every visitor, so one request per key and period
 * reaches the services instead of a dozen per page view. Never for member data. Concurrent
 * misses share one call; a failed call is not kept.
 */
export interface PublicCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** A cache whose entries live `ttlMs`; 0 turns caching off. */
export function createPublicCache(ttlMs: number, now: () => number = Date.now): PublicCache {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}

/** The portal server's cache of public answers; PUBLIC_CACHE_TTL_MS (default 30 s, 0 = off). */
export const publicCache = createPublicCache(Number(process.env.PUBLIC_CACHE_TTL_MS ?? 30_000));
