import { and, count, eq, gt, inArray, isNull, like, lt } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { captchaChallenges, captchaFailures } from "./schema.ts";

/** Reads and writes of captcha challenges and proofs. */
export function createCaptchaRepository(db: Database) {
  return {
    async insert(row: {
      id: string;
      x: number;
      y: number;
      createdAt: Date;
      expiresAt: Date;
      issuedAtMs: number;
      tolerance: number;
      rounds: number;
    }): Promise<void> {
      await db.insert(captchaChallenges).values(row);
    },
    /** Marks the challenge tried and returns its answer; null when unknown, expired or already tried. */
    async takeAttempt(id: string, now: Date): Promise<{ x: number; y: number; issuedAtMs: number; tolerance: number; rounds: number } | null> {
      const [row] = await db
        .update(captchaChallenges)
        .set({ attemptedAt: now })
        .where(and(eq(captchaChallenges.id, id), isNull(captchaChallenges.attemptedAt), gt(captchaChallenges.expiresAt, now)))
        .returning({
          x: captchaChallenges.x,
          y: captchaChallenges.y,
          issuedAtMs: captchaChallenges.issuedAtMs,
          tolerance: captchaChallenges.tolerance,
          rounds: captchaChallenges.rounds,
        });
      return row ?? null;
    },
    /** Counts a failed answer against each key (address, phone). */
    async recordFailure(keys: readonly string[], at: Date): Promise<void> {
      if (keys.length > 0) await db.insert(captchaFailures).values(keys.map((key) => ({ key, createdAt: at })));
    },
    /** How many events one key has had since `since` (the SMS alternative's budget counts). */
    async countSince(key: string, since: Date): Promise<number> {
      return db.$count(captchaFailures, and(eq(captchaFailures.key, key), gt(captchaFailures.createdAt, since)));
    },
    /** The most failures any of the keys has had since `since`. */
    async failuresSince(keys: readonly string[], since: Date): Promise<number> {
      if (keys.length === 0) return 0;
      const rows = await db
        .select({ key: captchaFailures.key, n: count() })
        .from(captchaFailures)
        .where(and(inArray(captchaFailures.key, [...keys]), gt(captchaFailures.createdAt, since)))
        .groupBy(captchaFailures.key);
      return Math.max(0, ...rows.map((row) => row.n));
    },
    /**
     * All answers since `since` and how many of them failed, over every address (each failure
     * counts once: its address row), for the pressure check.
     */
    async answersSince(since: Date): Promise<{ answers: number; failures: number }> {
      const [answered] = await db.select({ n: count() }).from(captchaChallenges).where(gt(captchaChallenges.attemptedAt, since));
      const [failed] = await db
        .select({ n: count() })
        .from(captchaFailures)
        .where(and(like(captchaFailures.key, "ip:%"), gt(captchaFailures.createdAt, since)));
      return { answers: answered?.n ?? 0, failures: failed?.n ?? 0 };
    },
    async purgeFailures(before: Date): Promise<void> {
      await db.delete(captchaFailures).where(lt(captchaFailures.createdAt, before));
    },
    async storeProof(id: string, proofHash: string, proofExpiresAt: Date): Promise<void> {
      await db.update(captchaChallenges).set({ proofHash, proofExpiresAt }).where(eq(captchaChallenges.id, id));
    },
    /** Spends a proof once, under any of its possible hashes; false when unknown, expired or spent. */
    async spendProof(proofHashes: readonly string[], now: Date): Promise<boolean> {
      const rows = await db
        .update(captchaChallenges)
        .set({ proofUsedAt: now })
        .where(and(inArray(captchaChallenges.proofHash, [...proofHashes]), isNull(captchaChallenges.proofUsedAt), gt(captchaChallenges.proofExpiresAt, now)))
        .returning({ id: captchaChallenges.id });
      return rows.length === 1;
    },
    /** The answer of a challenge, for the development endpoint only. */
    async peek(id: string): Promise<{ x: number; y: number } | null> {
      const [row] = await db.select({ x: captchaChallenges.x, y: captchaChallenges.y }).from(captchaChallenges).where(eq(captchaChallenges.id, id)).limit(1);
      return row ?? null;
    },
    /** Drops challenges that expired before `before` (their proofs expire with them). */
    async purge(before: Date): Promise<void> {
      await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, before));
    },
  };
}
