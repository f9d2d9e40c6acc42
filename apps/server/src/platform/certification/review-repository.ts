import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { cappedCount } from "../../db/paging.ts";
import { businesses, members } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import { updateWhileInState } from "../records/state-change.ts";
import type { CorporateRow, PersonalRow, QualificationRow } from "./certification-repository.ts";
import { corporateCertifications, personalCertifications, qualificationCertificates } from "./schema.ts";

/** What an operator's decision writes on the submission itself. */
export interface Reviewed {
  state: "certified" | "rejected";
  rejectReason: string | null;
  reviewedAt: Date;
  reviewedBy: number;
}

/** The submitter's notice of a decision, made from the decided row. */
type NoticeOf<Row> = (row: Row) => typeof notices.$inferInsert;

/** The operator side of certification: the waiting queue, submissions in full, and decisions with what they certify. */
export function createCertificationReviewRepository(db: Database) {
  // How many wait, up to the list's count cap (the queue shows "1000+" beyond it), over the kind's partial queue index.
  const waitingCount = (table: typeof personalCertifications | typeof corporateCertifications | typeof qualificationCertificates) =>
    cappedCount(db, db.select({ id: table.id }).from(table).where(eq(table.state, "pending")));

  return {
    /** The oldest waiting submissions of each kind (at most `limit` each), and how many wait of each. */
    async queue(limit: number) {
      const [personal, corporate, qualification, waiting] = await Promise.all([
        db
          .select({ id: personalCertifications.id, title: personalCertifications.realName, at: personalCertifications.submittedAt })
          .from(personalCertifications)
          .where(eq(personalCertifications.state, "pending"))
          .orderBy(asc(personalCertifications.submittedAt))
          .limit(limit),
        db
          .select({ id: corporateCertifications.id, title: corporateCertifications.companyName, at: corporateCertifications.submittedAt })
          .from(corporateCertifications)
          .where(eq(corporateCertifications.state, "pending"))
          .orderBy(asc(corporateCertifications.submittedAt))
          .limit(limit),
        db
          .select({
            id: qualificationCertificates.id,
            title: qualificationCertificates.name,
            company: businesses.name,
            at: qualificationCertificates.submittedAt,
          })
          .from(qualificationCertificates)
          .innerJoin(businesses, eq(businesses.id, qualificationCertificates.businessId))
          .where(eq(qualificationCertificates.state, "pending"))
          .orderBy(asc(qualificationCertificates.submittedAt))
          .limit(limit),
        Promise.all([waitingCount(personalCertifications), waitingCount(corporateCertifications), waitingCount(qualificationCertificates)]),
      ]);
      const [p, c, q] = waiting;
      return { personal, corporate, qualification, waiting: { personal: p, corporate: c, qualification: q } };
    },

    /** A personal submission with the member's registered name and phone. */
    async personal(id: number) {
      const [row] = await db
        .select({ c: personalCertifications, phone: members.phone, registeredName: members.realName })
        .from(personalCertifications)
        .innerJoin(members, eq(members.id, personalCertifications.memberId))
        .where(eq(personalCertifications.id, id));
      return row;
    },

    async corporate(id: number): Promise<CorporateRow | undefined> {
      const [row] = await db.select().from(corporateCertifications).where(eq(corporateCertifications.id, id));
      return row;
    },

    /** A certificate with its business's name and certification state. */
    async qualification(id: number) {
      const [row] = await db
        .select({ q: qualificationCertificates, company: businesses.name, companyState: businesses.certificationState })
        .from(qualificationCertificates)
        .innerJoin(businesses, eq(businesses.id, qualificationCertificates.businessId))
        .where(eq(qualificationCertificates.id, id));
      return row;
    },

    /**
     * Decides a waiting personal submission: the state, on approval the member's real name, and the
     * notice, in one transaction. False when it no longer waits (nothing is written then).
     */
    decidePersonal(id: number, reviewed: Reviewed, noticeOf: NoticeOf<PersonalRow>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await updateWhileInState(tx, personalCertifications, { id, state: "pending" }, reviewed);
        if (!row) return false;
        if (reviewed.state === "certified")
          await tx.update(members).set({ realName: row.realName, updatedAt: reviewed.reviewedAt }).where(eq(members.id, row.memberId));
        await tx.insert(notices).values(noticeOf(row));
        return true;
      });
    },

    /**
     * Decides a waiting corporate submission: the state, the business's state (on approval its name
     * and credit code too), what follows a certification (`onCertified`, in the same transaction) and
     * the notice. False when it no longer waits (nothing is written then).
     */
    decideCorporate(
      id: number,
      reviewed: Reviewed,
      noticeOf: NoticeOf<CorporateRow>,
      onCertified: (tx: Database, row: CorporateRow) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await updateWhileInState(tx, corporateCertifications, { id, state: "pending" }, reviewed);
        if (!row) return false;
        const certified = reviewed.state === "certified";
        await tx
          .update(businesses)
          .set(certified ? { certificationState: "certified", name: row.companyName, creditCode: row.creditCode } : { certificationState: "rejected" })
          .where(eq(businesses.id, row.businessId));
        if (certified) await onCertified(tx, row);
        await tx.insert(notices).values(noticeOf(row));
        return true;
      });
    },

    /** Decides a waiting certificate and writes its notice, in one transaction. False when it no longer waits. */
    decideQualification(id: number, reviewed: Reviewed, noticeOf: NoticeOf<QualificationRow>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await updateWhileInState(tx, qualificationCertificates, { id, state: "pending" }, reviewed);
        if (!row) return false;
        await tx.insert(notices).values(noticeOf(row));
        return true;
      });
    },
  };
}
