import { lookAheadCap } from "@cidp/domain";
import { and, arrayContains, asc, count, countDistinct, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { boundedPage, offsetPage } from "../../db/paging.ts";
import { waitingQueue } from "../../db/waiting-queue.ts";
import { businesses, members } from "../../platform/member/schema.ts";
import type { Decision } from "../../platform/operator/review-source.ts";
import { lawyers, serviceNeeds } from "./schema.ts";

const approved = eq(serviceNeeds.state, "approved");
const pending = eq(serviceNeeds.state, "pending");

/** The lawyer list's filters. */
export interface LawyerFilter {
  specialty?: string;
  regionCode?: string;
  featured?: boolean;
  /** The firm's business id. */
  firm?: number;
}

type NeedValues = Omit<typeof serviceNeeds.$inferInsert, "id" | "state" | "status" | "rejectReason" | "seedKey" | "reviewedAt" | "reviewedBy">;

/** The lawyers and the service needs: the public lists, a need's submission and its review. */
export function createLegalServicesRepository(db: Database) {
  /** Lawyers for a condition, with their name (the member's) and firm (the business's), best first. */
  function lawyerRows(where: SQL | undefined) {
    return db
      .select({ lawyer: lawyers, name: members.realName, firmName: businesses.name })
      .from(lawyers)
      .innerJoin(members, eq(members.id, lawyers.memberId))
      .innerJoin(businesses, eq(businesses.id, lawyers.businessId))
      .where(where)
      .orderBy(desc(lawyers.featured), desc(lawyers.ratingTenths), desc(lawyers.caseCount), lawyers.id);
  }

  return {
    /**
     * A page of lawyers, best first, along the list's index for the filter (schema.ts), the total
     * counted only ten pages ahead (lookAheadCap), as the other public lists at scale count.
     */
    lawyerPage({ specialty, regionCode, featured, firm }: LawyerFilter, current: number, size: number) {
      const where = and(
        firm ? eq(lawyers.businessId, firm) : undefined,
        specialty ? arrayContains(lawyers.specialties, [specialty]) : undefined,
        regionCode ? eq(lawyers.regionCode, regionCode) : undefined,
        featured ? eq(lawyers.featured, true) : undefined,
      );
      const matching = db.select({ one: sql<number>`1` }).from(lawyers).where(where);
      return offsetPage(db, current, size, (limit, offset) => lawyerRows(where).limit(limit).offset(offset), matching, lookAheadCap(current, size));
    },

    /** The search's read: every lawyer listed is public. */
    lawyersAmong(ids: number[]) {
      return lawyerRows(inArray(lawyers.id, ids));
    },

    /** The search's read of law firms: the businesses among `ids` that have listed lawyers, with those lawyers. */
    lawyersOfFirmsAmong(ids: number[]) {
      return lawyerRows(inArray(lawyers.businessId, ids));
    },

    async lawyer(id: number) {
      const [row] = await lawyerRows(eq(lawyers.id, id));
      return row;
    },

    /** The member account a lawyer answers consultations with. */
    async lawyerAccount(lawyerId: number) {
      const [row] = await db
        .select({ id: members.id, realName: members.realName, avatar: members.avatar })
        .from(lawyers)
        .innerJoin(members, eq(members.id, lawyers.memberId))
        .where(eq(lawyers.id, lawyerId));
      return row;
    },

    /** A submitted need, waiting for an operator; returns its id. */
    async insertNeed(values: NeedValues): Promise<number> {
      const [row] = await db.insert(serviceNeeds).values(values).returning({ id: serviceNeeds.id });
      return row?.id ?? 0;
    },

    /** A page of the approved needs (需求案例), newest first, optionally of one category and status. */
    approvedNeedPage(filter: { category?: string; status?: "open" | "matched" | "resolved" }, current: number, size: number) {
      const where = and(
        approved,
        filter.category ? eq(serviceNeeds.category, filter.category) : undefined,
        filter.status ? eq(serviceNeeds.status, filter.status) : undefined,
      );
      return boundedPage(db, serviceNeeds, where, [desc(serviceNeeds.submittedAt), desc(serviceNeeds.id)], current, size);
    },

    /** The figures and lists of the legal services' front page. */
    async overview(featuredCount: number, latestCount: number) {
      const [[lawyerCounts], featured, [needs], latest, byCategory, bySpecialty] = await Promise.all([
        db.select({ lawyers: count(), firms: countDistinct(lawyers.businessId) }).from(lawyers),
        lawyerRows(eq(lawyers.featured, true)).limit(featuredCount),
        db.select({ n: count() }).from(serviceNeeds).where(approved),
        db.select().from(serviceNeeds).where(approved).orderBy(desc(serviceNeeds.submittedAt), desc(serviceNeeds.id)).limit(latestCount),
        db.select({ category: serviceNeeds.category, n: count() }).from(serviceNeeds).where(approved).groupBy(serviceNeeds.category),
        db.select({ specialty: sql<string>`s`, n: count() }).from(sql`${lawyers}, unnest(${lawyers.specialties}) as s`).groupBy(sql`s`),
      ]);
      return {
        lawyerCount: lawyerCounts?.lawyers ?? 0,
        firmCount: lawyerCounts?.firms ?? 0,
        featured,
        needCount: needs?.n ?? 0,
        latest,
        byCategory,
        bySpecialty,
      };
    },

    /** The oldest waiting needs, and how many wait. */
    reviewQueue(limit: number) {
      return waitingQueue(
        db,
        db
          .select({ id: serviceNeeds.id, title: serviceNeeds.title, category: serviceNeeds.category, at: serviceNeeds.submittedAt })
          .from(serviceNeeds)
          .where(pending)
          .orderBy(asc(serviceNeeds.submittedAt))
          .limit(limit),
        db.select({ one: sql<number>`1` }).from(serviceNeeds).where(pending),
      );
    },

    async need(id: number) {
      const [row] = await db.select().from(serviceNeeds).where(eq(serviceNeeds.id, id));
      return row;
    },

    /** Approves or rejects a need only while it waits; whether it did. */
    async decideNeed(id: number, decision: Decision, operatorId: number, at: Date): Promise<boolean> {
      const reviewed = { reviewedAt: at, reviewedBy: operatorId };
      const changed = await db
        .update(serviceNeeds)
        .set(
          decision.approve
            ? { state: "approved", status: "open", ...reviewed, rejectReason: null }
            : { state: "rejected", ...reviewed, rejectReason: decision.reason },
        )
        .where(and(eq(serviceNeeds.id, id), pending))
        .returning({ id: serviceNeeds.id });
      return changed.length > 0;
    },
  };
}
