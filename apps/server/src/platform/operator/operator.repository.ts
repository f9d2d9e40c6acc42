import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, gte, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { operatorAudit, operatorEnrolments, operatorSessions, operators } from "./schema.ts";

/** An operator session lasts a working day; it is never renewed silently. */
export const OPERATOR_SESSION_MS = 8 * 3_600_000;

/**
 * The half session between the password and the code lasts minutes: long enough to open the
 * authenticator, too short to guess codes against (and it ends after a few wrong ones, see
 * TOTP_GUESSES_PER_HALF_SESSION).
 */
export const OPERATOR_HALF_SESSION_MS = 5 * 60_000;

/** One line of the audit log as written. */
export interface AuditEntry {
  operatorId: number | null;
  action: string;
  subjectKind?: string;
  subjectId?: number;
  detail?: Record<string, unknown>;
  ip: string;
}

/** Operators, their sessions and the audit log. */
export function createOperatorRepository(db: Database, now: () => Date) {
  return {
    async byUsername(username: string) {
      const [row] = await db.select().from(operators).where(eq(operators.username, username)).limit(1);
      return row;
    },

    async byId(id: number) {
      const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
      return row;
    },

    /** Stores the TOTP step just used (and, at enrolment, the secret); false when a concurrent request used it first. */
    async useTotpStep(id: number, step: number, secretCipher?: string): Promise<boolean> {
      const [row] = await db
        .update(operators)
        .set({ totpLastStep: step, ...(secretCipher ? { totpSecretCipher: secretCipher } : {}) })
        .where(and(eq(operators.id, id), sql`coalesce(${operators.totpLastStep}, -1) < ${step}`))
        .returning({ id: operators.id });
      return Boolean(row);
    },

    async openSession(operatorId: number, stage: "password" | "full") {
      const id = randomUUID();
      const lasts = stage === "full" ? OPERATOR_SESSION_MS : OPERATOR_HALF_SESSION_MS;
      await db.insert(operatorSessions).values({ id, operatorId, stage, createdAt: now(), expiresAt: new Date(now().getTime() + lasts) });
      return id;
    },

    /** A live session with its operator, or undefined. */
    async session(id: string) {
      if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
      const [row] = await db
        .select({ session: operatorSessions, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now())))
        .limit(1);
      return row;
    },

    async revokeSession(id: string) {
      await db.update(operatorSessions).set({ revokedAt: now() }).where(eq(operatorSessions.id, id));
    },

    /** A new password, and every other session of the operator ended (a stolen one with it). */
    async changePassword(operatorId: number, passwordHash: string, keepSessionId: string) {
      await db.transaction(async (tx) => {
        await tx.update(operators).set({ passwordHash }).where(eq(operators.id, operatorId));
        await tx
          .update(operatorSessions)
          .set({ revokedAt: now() })
          .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt), ne(operatorSessions.id, keepSessionId)));
      });
    },

    /** A live (unused, unexpired) enrolment link by its token's hash, with its operator. */
    async enrolment(tokenHash: string) {
      const [row] = await db
        .select({ enrolment: operatorEnrolments, operator: operators })
        .from(operatorEnrolments)
        .innerJoin(operators, eq(operators.id, operatorEnrolments.operatorId))
        .where(
          and(
            eq(operatorEnrolments.tokenHash, tokenHash),
            isNull(operatorEnrolments.usedAt),
            gt(operatorEnrolments.expiresAt, now()),
            isNull(operators.disabledAt),
          ),
        )
        .limit(1);
      return row;
    },

    async setEnrolmentSecret(enrolmentId: number, cipher: string) {
      await db.update(operatorEnrolments).set({ pendingSecretCipher: cipher }).where(eq(operatorEnrolments.id, enrolmentId));
    },

    /**
     * Uses the link once and binds its authenticator (and the chosen password) in one transaction;
     * false when the link was used or expired meanwhile (two tabs, a replay).
     */
    async completeEnrolment(input: {
      enrolmentId: number;
      operatorId: number;
      secretCipher: string;
      step: number;
      passwordHash: string | null;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(operatorEnrolments)
          .set({ usedAt: now() })
          .where(and(eq(operatorEnrolments.id, input.enrolmentId), isNull(operatorEnrolments.usedAt), gt(operatorEnrolments.expiresAt, now())))
          .returning({ id: operatorEnrolments.id });
        if (!used) return false;
        await tx
          .update(operators)
          .set({
            totpSecretCipher: input.secretCipher,
            totpLastStep: input.step,
            failedAttempts: 0,
            lockedUntil: null,
            ...(input.passwordHash ? { passwordHash: input.passwordHash } : {}),
          })
          .where(eq(operators.id, input.operatorId));
        return true;
      });
    },

    async audit(entry: AuditEntry) {
      await db.insert(operatorAudit).values({ ...entry, detail: entry.detail ?? {}, createdAt: now() });
    },

    /** The audit log from `since` on, newest first, at most `limit` lines (the export). */
    async auditSince(since: Date, limit: number) {
      return db
        .select({ entry: operatorAudit, operator: operators.displayName })
        .from(operatorAudit)
        .leftJoin(operators, eq(operators.id, operatorAudit.operatorId))
        .where(gte(operatorAudit.createdAt, since))
        .orderBy(desc(operatorAudit.createdAt), desc(operatorAudit.id))
        .limit(limit);
    },

    /** A page of the audit log, newest first, before the given id (keyset). */
    async auditPage(beforeId: number | null, size: number) {
      return db
        .select({ entry: operatorAudit, operator: operators.displayName })
        .from(operatorAudit)
        .leftJoin(operators, eq(operators.id, operatorAudit.operatorId))
        .where(beforeId ? lt(operatorAudit.id, beforeId) : undefined)
        .orderBy(desc(operatorAudit.id))
        .limit(size);
    },
  };
}
