import type { OperatorRole } from "@cidp/domain";
import { and, asc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { operatorAudit, operatorEnrolments, operatorSessions, operators } from "./schema.ts";

type OperatorRow = typeof operators.$inferSelect;

/** An enrolment link as stored: the hash of its token (never the token) and when it expires. */
export interface StoredLink {
  tokenHash: string;
  expiresAt: Date;
}

/**
 * The audit line of an account change: by the command line (no actor, no address: nobody called
 * over the network), or by an administrator in the operator area (the actor and their address;
 * the changed account is the line's subject).
 */
export interface AccountAudit {
  action: string;
  detail?: Record<string, unknown>;
  actor?: { operatorId: number; ip: string };
}

/** A live, fully logged-in staff session as the staff page lists it. */
export interface LiveOperatorSession {
  id: string;
  operatorId: number;
  username: string;
  displayName: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The staff accounts as the command line changes them. Each change is one transaction with its
 * audit line (and, where it issues one, its enrolment link): an account never changes unlogged,
 * and a new operator never exists without a link.
 */
export function createOperatorAccountRepository(db: Database, now: () => Date) {
  async function auditIn(tx: Database, operatorId: number, { action, detail = {}, actor }: AccountAudit): Promise<void> {
    await tx
      .insert(operatorAudit)
      .values(
        actor
          ? { operatorId: actor.operatorId, action, subjectKind: "operator", subjectId: operatorId, detail, ip: actor.ip, createdAt: now() }
          : { operatorId, action, detail: { ...detail, by: "command line" }, ip: "", createdAt: now() },
      );
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

    /** Gives the operator another role, effective at their next request (the role is read per request). */
    changeRole(operatorId: number, role: OperatorRole, audit: AccountAudit): Promise<void> {
      return db.transaction(async (tx) => {
        await tx.update(operators).set({ role }).where(eq(operators.id, operatorId));
        await auditIn(tx, operatorId, audit);
      });
    },

    /** How many enabled, enrolled administrators there are (who can still run the staff page). */
    async activeAdministrators(): Promise<number> {
      return db.$count(operators, and(eq(operators.role, "管理员"), isNull(operators.disabledAt), isNotNull(operators.totpSecretCipher)));
    },

    /** Every live full session, newest first. */
    liveSessions(): Promise<LiveOperatorSession[]> {
      return db
        .select({
          id: operatorSessions.id,
          operatorId: operatorSessions.operatorId,
          username: operators.username,
          displayName: operators.displayName,
          createdAt: operatorSessions.createdAt,
          expiresAt: operatorSessions.expiresAt,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(and(eq(operatorSessions.stage, "full"), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now())))
        .orderBy(asc(operatorSessions.expiresAt));
    },

    /** Ends one live session; false when it had ended already. */
    endSession(sessionId: string, audit: AccountAudit): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [ended] = await tx
          .update(operatorSessions)
          .set({ revokedAt: now() })
          .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)))
          .returning({ operatorId: operatorSessions.operatorId });
        if (!ended) return false;
        await auditIn(tx, ended.operatorId, audit);
        return true;
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
