import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { CounterStore } from "./counter-store.ts";

/** What @fastify/rate-limit hands a store's `child`: the route's merged options and the route. */
type ChildOptions = FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } };

type Result = { current: number; ttl: number };

/**
 * A @fastify/rate-limit store over the shared counters (Postgres), so every instance of the server
 * counts the same requests: N instances allow what one allows, not N times as much. Each route
 * with its own `config.rateLimit` gets its own key space (method and path), as the Redis store
 * does; each request is one atomic upsert with a fixed window (`expires_at`), and expired rows
 * are deleted on the way. `continueExceeding` and `exponentialBackoff` are not supported (no
 * route uses them).
 */
export function databaseRateLimitStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options: FastifyRateLimitOptions, prefix = "rl:") {
      this.#prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number): void {
      const stored = `${this.#prefix}${key}`;
      counters.hit([stored], timeWindow, "fixed").then(
        (counts) => callback(null, resultOf(counts.get(stored), counters.now())),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The count without counting (`{ increment: false }`). */
    read(key: string, callback: (error: Error | null, result?: Result) => void): void {
      const stored = `${this.#prefix}${key}`;
      counters.read([stored]).then(
        (counts) => callback(null, resultOf(counts.get(stored), counters.now())),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const method = [routeOptions.routeInfo?.method ?? ""].flat().join(",");
      return new DatabaseRateLimitStore(routeOptions, `rl:${method}${routeOptions.routeInfo?.url ?? ""}:`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

function resultOf(counter: { hits: number; expiresAt: Date } | undefined, at: Date): Result {
  if (!counter) return { current: 0, ttl: 0 };
  return { current: counter.hits, ttl: Math.max(0, counter.expiresAt.getTime() - at.getTime()) };
}
