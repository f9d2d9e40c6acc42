import { createHash, randomInt } from "node:crypto";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { throttleCounters } from "./schema.ts";

/** One key's count as the store holds it. */
export interface Counter {
  hits: number;
  lastHitAt: Date;
  expiresAt: Date;
}

/**
 * How a hit treats the window: `fixed` keeps the window the first hit opened (rate limits: N
 * requests per minute); `sliding` pushes the end to this hit plus the window, so the count is
 * forgotten only after a quiet window (failed log-ins).
 */
export type WindowMode = "fixed" | "sliding";

const MAX_KEY = 200;
/** Expired rows are deleted on the way, about once in this many hits, at most PURGE_BATCH at a time. */
const PURGE_ONE_IN = 50;
const PURGE_BATCH = 1000;

/** Keys longer than the column keep a readable head and a hash of the whole. */
function storedKey(key: string): string {
  return key.length <= MAX_KEY ? key : `${key.slice(0, MAX_KEY - 44)}#${createHash("sha256").update(key).digest("base64url")}`;
}

/**
 * Counters in Postgres, shared by every instance of the server: each hit is one atomic upsert
 * (`insert … on conflict do update`), so concurrent requests on different instances never lose a
 * count, and a row past its `expires_at` restarts at 1. `now` is the clock (tests move it).
 */
export function createCounterStore(db: Database, now: () => Date = () => new Date()) {
  async function purgeExpired(at: Date): Promise<number> {
    const stale = db.select({ key: throttleCounters.key }).from(throttleCounters).where(lte(throttleCounters.expiresAt, at)).limit(PURGE_BATCH);
    const deleted = await db.delete(throttleCounters).where(inArray(throttleCounters.key, stale)).returning({ key: throttleCounters.key });
    return deleted.length;
  }

  return {
    /** Counts one hit on each key (distinct keys, one statement) and answers the counts after it. */
    async hit(keys: readonly string[], windowMs: number, mode: WindowMode): Promise<Map<string, Counter>> {
      const at = now();
      const unique = [...new Set(keys.map(storedKey))];
      if (unique.length === 0) return new Map();
      const atSql = sql`${at.toISOString()}::timestamptz`;
      const expired = sql`${throttleCounters.expiresAt} <= ${atSql}`;
      const rows = await db
        .insert(throttleCounters)
        .values(unique.map((key) => ({ key, hits: 1, lastHitAt: at, expiresAt: new Date(at.getTime() + windowMs) })))
        .onConflictDoUpdate({
          target: throttleCounters.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${throttleCounters.hits} + 1 end`,
            lastHitAt: sql`excluded.last_hit_at`,
            expiresAt:
              mode === "sliding" ? sql`excluded.expires_at` : sql`case when ${expired} then excluded.expires_at else ${throttleCounters.expiresAt} end`,
          },
        })
        .returning({ key: throttleCounters.key, hits: throttleCounters.hits, lastHitAt: throttleCounters.lastHitAt, expiresAt: throttleCounters.expiresAt });
      if (randomInt(PURGE_ONE_IN) === 0) await purgeExpired(at);
      const byStored = new Map(rows.map((row) => [row.key, { hits: row.hits, lastHitAt: row.lastHitAt, expiresAt: row.expiresAt }]));
      return new Map(
        keys.flatMap((key) => {
          const counter = byStored.get(storedKey(key));
          return counter ? [[key, counter] as const] : [];
        }),
      );
    },
    /** The live counts of the keys (an expired or missing key is absent). */
    async read(keys: readonly string[]): Promise<Map<string, Counter>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select()
        .from(throttleCounters)
        .where(and(inArray(throttleCounters.key, [...new Set(keys.map(storedKey))]), gt(throttleCounters.expiresAt, now())));
      const byStored = new Map(rows.map((row) => [row.key, { hits: row.hits, lastHitAt: row.lastHitAt, expiresAt: row.expiresAt }]));
      return new Map(
        keys.flatMap((key) => {
          const counter = byStored.get(storedKey(key));
          return counter ? [[key, counter] as const] : [];
        }),
      );
    },
    /**
     * Moves the key's last hit to now if it is still `seen` (compare and set): of concurrent
     * callers that read the same count, one wins.
     */
    async claim(key: string, seen: Date): Promise<boolean> {
      const rows = await db
        .update(throttleCounters)
        .set({ lastHitAt: now() })
        .where(and(eq(throttleCounters.key, storedKey(key)), eq(throttleCounters.lastHitAt, seen)))
        .returning({ key: throttleCounters.key });
      return rows.length === 1;
    },
    /** Forgets the keys (a right password clears its account-and-source count). */
    async clear(keys: readonly string[]): Promise<void> {
      if (keys.length > 0) await db.delete(throttleCounters).where(inArray(throttleCounters.key, [...new Set(keys.map(storedKey))]));
    },
    /** Deletes up to a batch of expired rows; hits do this now and then on their own. */
    purgeExpired: () => purgeExpired(now()),
    now,
  };
}

/** The counter store's type. */
export type CounterStore = ReturnType<typeof createCounterStore>;
