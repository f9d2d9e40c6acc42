import { and, count, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { rowWithId } from "../../db/row-with-id.ts";
import { businesses } from "../member/schema.ts";
import { corporateCertifications, personalCertifications, qualificationCertificates } from "./schema.ts";

export type PersonalRow = typeof personalCertifications.$inferSelect;
export type CorporateRow = typeof corporateCertifications.$inferSelect;
export type QualificationRow = typeof qualificationCertificates.$inferSelect;

type PersonalValues = typeof personalCertifications.$inferInsert;
type CorporateValues = Omit<typeof corporateCertifications.$inferInsert, "id" | "state">;
type QualificationValues = Omit<typeof qualificationCertificates.$inferInsert, "id" | "businessId">;

/** A wrong check amount: the attempt it was, and the refusal when it was the last one allowed. */
interface WrongDeposit {
  attempts: number;
  rejection: { reason: string; at: Date } | null;
}

/** The member and business side of certification: submissions, the 对公小额打款 check and qualification certificates. */
export function createCertificationRepository(db: Database) {
  /** Still waiting for the amount, sent, with the attempts read: two answers sent at once both count. */
  const awaitingDeposit = (row: CorporateRow) =>
    and(
      eq(corporateCertifications.id, row.id),
      eq(corporateCertifications.state, "awaiting_deposit"),
      isNotNull(corporateCertifications.depositSentAt),
      eq(corporateCertifications.depositAttempts, row.depositAttempts),
    );

  /** The member's personal submissions, newest first. */
  function personalHistory(memberId: number, limit: number): Promise<PersonalRow[]> {
    return db.select().from(personalCertifications).where(eq(personalCertifications.memberId, memberId)).orderBy(desc(personalCertifications.id)).limit(limit);
  }

  /** The business's corporate submissions, newest first. */
  function corporateHistory(businessId: number, limit: number): Promise<CorporateRow[]> {
    return db
      .select()
      .from(corporateCertifications)
      .where(eq(corporateCertifications.businessId, businessId))
      .orderBy(desc(corporateCertifications.id))
      .limit(limit);
  }

  return {
    /** The member's newest personal submission: the member's state. */
    async latestPersonal(memberId: number): Promise<PersonalRow | undefined> {
      const [row] = await personalHistory(memberId, 1);
      return row;
    },

    /** The business's newest corporate submission: the business's state. */
    async latestCorporate(businessId: number): Promise<CorporateRow | undefined> {
      const [row] = await corporateHistory(businessId, 1);
      return row;
    },

    personalHistory,
    corporateHistory,

    /** One of the member's own personal submissions. */
    async ownPersonal(memberId: number, id: number): Promise<PersonalRow | undefined> {
      return rowWithId(db, personalCertifications, id, eq(personalCertifications.memberId, memberId));
    },

    /** One of the business's corporate submissions. */
    async businessCorporate(businessId: number, id: number): Promise<CorporateRow | undefined> {
      return rowWithId(db, corporateCertifications, id, eq(corporateCertifications.businessId, businessId));
    },

    /** Whether the member's latest personal submission is certified. */
    async nameLocked(memberId: number): Promise<boolean> {
      const [latest] = await db
        .select({ state: personalCertifications.state })
        .from(personalCertifications)
        .where(eq(personalCertifications.memberId, memberId))
        .orderBy(desc(personalCertifications.id))
        .limit(1);
      return latest?.state === "certified";
    },

    async insertPersonal(values: PersonalValues): Promise<number> {
      const [row] = await db.insert(personalCertifications).values(values).returning({ id: personalCertifications.id });
      return row?.id ?? 0;
    },

    /** Whether another business on the platform already holds the credit code. */
    async creditCodeHeldElsewhere(creditCode: string, businessId: number): Promise<boolean> {
      const [taken] = await db
        .select({ n: count() })
        .from(businesses)
        .where(and(eq(businesses.creditCode, creditCode), ne(businesses.id, businessId)));
      return (taken?.n ?? 0) > 0;
    },

    /** A corporate submission, awaiting its check amount; the business is 审核中 from the same commit on. */
    insertCorporate(values: CorporateValues): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(corporateCertifications).values(values).returning({ id: corporateCertifications.id });
        await tx.update(businesses).set({ certificationState: "pending" }).where(eq(businesses.id, values.businessId));
        return row?.id ?? 0;
      });
    },

    /** The right amount: the submission goes to review. False when it no longer awaits that amount. */
    async confirmDeposit(row: CorporateRow, at: Date): Promise<boolean> {
      const [confirmed] = await db
        .update(corporateCertifications)
        .set({ state: "pending", depositConfirmedAt: at })
        .where(awaitingDeposit(row))
        .returning({ id: corporateCertifications.id });
      return confirmed !== undefined;
    },

    /**
     * A wrong amount is counted; the last one allowed refuses the submission and the business
     * together. False when the submission no longer awaits an amount (nothing is written then).
     */
    recordWrongDeposit(row: CorporateRow, wrong: WrongDeposit): Promise<boolean> {
      const { attempts, rejection } = wrong;
      return db.transaction(async (tx) => {
        const [counted] = await tx
          .update(corporateCertifications)
          .set(
            rejection
              ? { depositAttempts: attempts, state: "rejected", rejectReason: rejection.reason, reviewedAt: rejection.at }
              : { depositAttempts: attempts },
          )
          .where(awaitingDeposit(row))
          .returning({ id: corporateCertifications.id });
        if (!counted) return false;
        if (rejection) await tx.update(businesses).set({ certificationState: "rejected" }).where(eq(businesses.id, row.businessId));
        return true;
      });
    },

    /** When each certificate of the business is valid until. */
    async qualificationExpiries(businessId: number): Promise<string[]> {
      const rows = await db
        .select({ validUntil: qualificationCertificates.validUntil })
        .from(qualificationCertificates)
        .where(eq(qualificationCertificates.businessId, businessId));
      return rows.map((row) => row.validUntil);
    },

    /** The business's certificates, newest first. */
    qualificationsOf(businessId: number): Promise<QualificationRow[]> {
      return db
        .select()
        .from(qualificationCertificates)
        .where(eq(qualificationCertificates.businessId, businessId))
        .orderBy(desc(qualificationCertificates.id));
    },

    /** One of the business's certificates. */
    async ownQualification(businessId: number, id: number): Promise<QualificationRow | undefined> {
      return rowWithId(db, qualificationCertificates, id, eq(qualificationCertificates.businessId, businessId));
    },

    /** The business's certificate with this number, if it has one. */
    async certificateNumbered(businessId: number, certificateNo: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: qualificationCertificates.id })
        .from(qualificationCertificates)
        .where(and(eq(qualificationCertificates.businessId, businessId), eq(qualificationCertificates.certificateNo, certificateNo)));
      return row?.id;
    },

    /** Rewrites a certificate; its id, or undefined when it is gone. */
    async updateQualification(id: number, values: QualificationValues): Promise<number | undefined> {
      const [row] = await db
        .update(qualificationCertificates)
        .set(values)
        .where(eq(qualificationCertificates.id, id))
        .returning({ id: qualificationCertificates.id });
      return row?.id;
    },

    /** A new certificate; undefined when the business already has one of that number (the unique index decides a race). */
    async insertQualification(businessId: number, values: QualificationValues): Promise<number | undefined> {
      const [row] = await db
        .insert(qualificationCertificates)
        .values({ ...values, businessId })
        .onConflictDoNothing()
        .returning({ id: qualificationCertificates.id });
      return row?.id;
    },

    /** Deletes one of the business's certificates; false when it has none of that id. */
    async deleteQualification(businessId: number, id: number): Promise<boolean> {
      const [deleted] = await db
        .delete(qualificationCertificates)
        .where(and(eq(qualificationCertificates.id, id), eq(qualificationCertificates.businessId, businessId)))
        .returning({ id: qualificationCertificates.id });
      return deleted !== undefined;
    },
  };
}
