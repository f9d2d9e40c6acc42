import type { OperatorRole } from "@cidp/domain";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { operatorAudit, operatorEnrolments, operatorSessions, operators } from "./schema.ts";

type OperatorRow = typeof operators.$inferSelect;

/** An enrolment link as stored: the hash of its token (never the token) and when it expires. */
export interface StoredLink {
  tokenHash: string;
  expiresAt: Date;
}

/** A line of the audit log written by the command line (no address: nobody called over the network). */
interface AccountAudit {
  action: string;
  detail?: Record<string, unknown>;
}

/**
 * The staff accounts as the command line changes them. Each change is one transaction with its
 * audit line (and, where it issues one, its enrolment link): an account never changes unlogged,
 * and a new operator never exists without a link.
 */
export function createOperatorAccountRepository(db: Database, now: () => Date) {
  async function auditIn(tx: Database, operatorId: number, { action, detail = {} }: AccountAudit): Promise<void> {
    await tx.insert(operatorAudit).values({ operatorId, action, detail: { ...detail, by: "command line" }, ip: "", createdAt: now() });
  }

  /** A new link for the operator; links issued before it stop working. */
  async function linkIn(tx: Database, operatorId: number, link: StoredLink): Promise<void> {
    await tx
      .update(operatorEnrolments)
      .set({ usedAt: now() })
      .where(and(eq(operatorEnrolments.operatorId, operatorId), isNull(operatorEnrolments.usedAt)));
    await tx.insert(operatorEnrolments).values({ operatorId, tokenHash: link.tokenHash, createdAt: now(), expiresAt: link.expiresAt });
  }

  /** Ends the operator's sessions (only the live ones, with `liveOnly`). */
  async function endSessionsIn(tx: Database, operatorId: number, liveOnly: boolean): Promise<void> {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: now() })
      .where(
        and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt), liveOnly ? gt(operatorSessions.expiresAt, now()) : undefined),
      );
  }

  return {
    async byUsername(username: string): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.username, username)).limit(1);
      return row;
    },

    /** Every operator, in the order created. */
    all(): Promise<OperatorRow[]> {
      return db.select().from(operators).orderBy(asc(operators.id));
    },

    /** A new operator (no password yet) with its first link; false when the name is taken. */
    create(values: { username: string; displayName: string; role: OperatorRole }, link: StoredLink, audit: AccountAudit): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(operators)
          .values({ ...values, passwordHash: null, createdAt: now() })
          .onConflictDoNothing({ target: operators.username })
          .returning({ id: operators.id });
        if (!created) return false;
        await auditIn(tx, created.id, audit);
        await linkIn(tx, created.id, link);
        return true;
      });
    },

    /** A new link for an operator who has one to use (an unenrolled or a reissued one). */
    issueLink(operatorId: number, link: StoredLink): Promise<void> {
      return db.transaction((tx) => linkIn(tx, operatorId, link));
    },

    /** Disables the account and, at once, its live sessions and unused links. */
    disable(operatorId: number, audit: AccountAudit): Promise<void> {
      return db.transaction(async (tx) => {
        await tx.update(operators).set({ disabledAt: now() }).where(eq(operators.id, operatorId));
        await endSessionsIn(tx, operatorId, true);
        await tx
          .update(operatorEnrolments)
          .set({ usedAt: now() })
          .where(and(eq(operatorEnrolments.operatorId, operatorId), isNull(operatorEnrolments.usedAt)));
        await auditIn(tx, operatorId, audit);
      });
    },

    enable(operatorId: number, audit: AccountAudit): Promise<void> {
      return db.transaction(async (tx) => {
        await tx.update(operators).set({ disabledAt: null }).where(eq(operators.id, operatorId));
        await auditIn(tx, operatorId, audit);
      });
    },

    /** Forgets the authenticator (and with `resetPassword` the password), ends every session and issues a new link. */
    reissue(operatorId: number, resetPassword: boolean, link: StoredLink, audit: AccountAudit): Promise<void> {
      return db.transaction(async (tx) => {
        await tx
          .update(operators)
          .set({ totpSecretCipher: null, totpLastStep: null, ...(resetPassword ? { passwordHash: null } : {}) })
          .where(eq(operators.id, operatorId));
        await endSessionsIn(tx, operatorId, false);
        await auditIn(tx, operatorId, audit);
        await linkIn(tx, operatorId, link);
      });
    },
  };
}
