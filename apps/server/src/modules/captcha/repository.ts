import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { captchaChallenges } from "./schema.ts";

/** Reads and writes of captcha challenges and proofs. */
export function createCaptchaRepository(db: Database) {
  return {
    async insert(row: { id: string; x: number; y: number; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(captchaChallenges).values(row);
    },
    /** Marks the challenge tried and returns its answer; null when unknown, expired or already tried. */
    async takeAttempt(id: string, now: Date): Promise<{ x: number; y: number } | null> {
      const [row] = await db
        .update(captchaChallenges)
        .set({ attemptedAt: now })
        .where(and(eq(captchaChallenges.id, id), isNull(captchaChallenges.attemptedAt), gt(captchaChallenges.expiresAt, now)))
        .returning({ x: captchaChallenges.x, y: captchaChallenges.y });
      return row ?? null;
    },
    async storeProof(id: string, proofHash: string, proofExpiresAt: Date): Promise<void> {
      await db.update(captchaChallenges).set({ proofHash, proofExpiresAt }).where(eq(captchaChallenges.id, id));
    },
    /** Spends a proof once; false when unknown, expired or spent. */
    async spendProof(proofHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(captchaChallenges)
        .set({ proofUsedAt: now })
        .where(and(eq(captchaChallenges.proofHash, proofHash), isNull(captchaChallenges.proofUsedAt), gt(captchaChallenges.proofExpiresAt, now)))
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
