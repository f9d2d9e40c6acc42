import { LRUCache } from "lru-cache";
import { registerCacheClearer } from "./cache-clearing.server.ts";

/**
 * A short-lived in-process cache for public CMS answers (platform configuration, footer,
 * dictionaries, home content): the same for every visitor, so one request per key and period
 * reaches the services instead of a dozen per page view. Never for member data. Concurrent
 * misses share one call; a failed call is not kept. Bounded: at most `max` keys (some carry the
 * request's host, which a client chooses), the least recently used going first.
 */
export interface PublicCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer (public content changed). */
  clear(): void;
  /** How many keys it holds now. */
  readonly size: number;
}

/** At most this many public answers are kept (a few dozen per platform host in practice). */
export const PUBLIC_CACHE_MAX_ENTRIES = 500;

/** A cache whose entries live `ttlMs`, at most `max` of them; a period of 0 turns caching off. */
export function createPublicCache(ttlMs: number, now: () => number = performance.now.bind(performance), max = PUBLIC_CACHE_MAX_ENTRIES): PublicCache {
  if (ttlMs <= 0)
    return {
      get<T>(_key: string, load: () => Promise<T>): Promise<T> {
        return load();
      },
      clear() {},
      size: 0,
    };
  // ttlResolution 0: lru-cache reads the clock on every look-up, so a period ends exactly when it says.
  const entries = new LRUCache<string, Promise<unknown>>({ max, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit as Promise<T>;
      const value = load();
      entries.set(key, value);
      value.catch(() => {
        if (entries.peek(key) === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** The portal server's cache of public answers; PUBLIC_CACHE_TTL_MS (default 30 s, 0 = off). */
export const publicCache = createPublicCache(Number(process.env.PUBLIC_CACHE_TTL_MS ?? 30_000));
registerCacheClearer(() => publicCache.clear());
