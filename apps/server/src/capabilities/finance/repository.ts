import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { newestWithParentPage } from "../../db/newest-with-parent.ts";
import { rowWithId } from "../../db/row-with-id.ts";
import { waitingQueue } from "../../db/waiting-queue.ts";
import { qualificationCertificates } from "../../platform/certification/schema.ts";
import { companyProfiles } from "../../platform/company/schema.ts";
import { businesses, members } from "../../platform/member/schema.ts";
import { serviceOrders } from "../../platform/order/schema.ts";
import type { ApplicationRow, ConsentRow, ProductRow } from "./finance-view.ts";
import { financeApplicationEvents, financeApplications, financeConsents, financeProducts, owesBankAnswer } from "./schema.ts";

/** States in which the bank still owes an answer: accept, approve, disburse. */
/** Orders that were paid: money that moved is what a bank reads. */
const PAID_ORDER_STATES = ["paid", "in_service", "completed"];

/** The reads of financing and its one-row writes; the saves of several rows are in application-records.ts. */
export function createFinanceRepository(db: Database) {
  /** Applications the bank still has to answer whose consent stands: once consent is revoked the bank sees nothing more. */
  const bankSees: SQL | undefined = and(owesBankAnswer(financeApplications.state), isNull(financeConsents.revokedAt));

  return {
    products(kind?: string): Promise<ProductRow[]> {
      return db
        .select()
        .from(financeProducts)
        .where(kind ? eq(financeProducts.kind, kind) : undefined)
        .orderBy(asc(financeProducts.id));
    },

    async product(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(financeProducts).where(eq(financeProducts.id, id));
      return row;
    },

    /** The names of these members, by id. */
    async memberNames(ids: readonly number[]): Promise<Map<number, string>> {
      const unique = [...new Set(ids)];
      const rows = unique.length ? await db.select({ id: members.id, name: members.realName }).from(members).where(inArray(members.id, unique)) : [];
      return new Map(rows.map((n) => [n.id, n.name]));
    },

    /** The business's latest consent to a bank (revoked or not), or null. */
    async latestConsent(businessId: number, bankCode: string): Promise<ConsentRow | null> {
      const [row] = await db
        .select()
        .from(financeConsents)
        .where(and(eq(financeConsents.businessId, businessId), eq(financeConsents.bankCode, bankCode)))
        .orderBy(desc(financeConsents.id))
        .limit(1);
      return row ?? null;
    },

    /** The business's consents, newest first. */
    consentsOf(businessId: number): Promise<ConsentRow[]> {
      return db.select().from(financeConsents).where(eq(financeConsents.businessId, businessId)).orderBy(desc(financeConsents.id));
    },

    /** The business's own consent; another business's is none. */
    async ownConsent(businessId: number, id: number): Promise<ConsentRow | undefined> {
      return rowWithId(db, financeConsents, id, eq(financeConsents.businessId, businessId));
    },

    async consent(id: number): Promise<ConsentRow | undefined> {
      const [row] = await db.select().from(financeConsents).where(eq(financeConsents.id, id));
      return row;
    },

    async insertConsent(values: typeof financeConsents.$inferInsert): Promise<ConsentRow> {
      const [row] = await db.insert(financeConsents).values(values).returning();
      if (!row) throw new Error("consent insert returned nothing");
      return row;
    },

    /** The business's own application with its product; another business's is none. */
    async ownApplication(businessId: number, id: number): Promise<{ row: ApplicationRow; product: ProductRow } | undefined> {
      const [found] = await db
        .select({ row: financeApplications, product: financeProducts })
        .from(financeApplications)
        .innerJoin(financeProducts, eq(financeProducts.id, financeApplications.productId))
        .where(and(eq(financeApplications.id, id), eq(financeApplications.businessId, businessId)));
      return found;
    },

    /** A page of the business's applications with their products, newest first, with the total capped and the depth bounded as every list's (paging.ts). */
    applicationPage(businessId: number, current: number, size: number) {
      const where = eq(financeApplications.businessId, businessId);
      return newestWithParentPage(
        db,
        { child: { row: financeApplications }, parent: { product: financeProducts }, parentKey: financeApplications.productId, where },
        { current, size },
      );
    },

    /** An application's changes, oldest first. */
    eventsOf(applicationId: number) {
      return db
        .select()
        .from(financeApplicationEvents)
        .where(eq(financeApplicationEvents.applicationId, applicationId))
        .orderBy(asc(financeApplicationEvents.id));
    },

    /** The bank's queue: the applications it owes an answer, longest waiting first, and how many there are. */
    bankQueue(limit: number) {
      return waitingQueue(
        db,
        db
          .select({
            id: financeApplications.id,
            no: financeApplications.applicationNo,
            state: financeApplications.state,
            bank: financeProducts.bankName,
            at: financeApplications.updatedAt,
          })
          .from(financeApplications)
          .innerJoin(financeProducts, eq(financeProducts.id, financeApplications.productId))
          .innerJoin(financeConsents, eq(financeConsents.id, financeApplications.consentId))
          .where(bankSees)
          .orderBy(asc(financeApplications.updatedAt), asc(financeApplications.id))
          .limit(limit),
        db
          .select({ one: sql<number>`1` })
          .from(financeApplications)
          .innerJoin(financeConsents, eq(financeConsents.id, financeApplications.consentId))
          .where(bankSees),
      );
    },

    /** An application as the bank reads it (product, company, applicant), or null once its consent is revoked. */
    async forBank(id: number) {
      const [row] = await db
        .select({
          application: financeApplications,
          product: financeProducts,
          company: businesses.name,
          applicant: members.realName,
          revokedAt: financeConsents.revokedAt,
        })
        .from(financeApplications)
        .innerJoin(financeProducts, eq(financeProducts.id, financeApplications.productId))
        .innerJoin(financeConsents, eq(financeConsents.id, financeApplications.consentId))
        .innerJoin(businesses, eq(businesses.id, financeApplications.businessId))
        .innerJoin(members, eq(members.id, financeApplications.memberId))
        .where(eq(financeApplications.id, id));
      return row && !row.revokedAt ? row : null;
    },

    /** The business's paid orders, newest first (evidence). */
    paidOrdersOf(businessId: number, limit: number) {
      return db
        .select()
        .from(serviceOrders)
        .where(and(eq(serviceOrders.buyerBusinessId, businessId), inArray(serviceOrders.state, PAID_ORDER_STATES)))
        .orderBy(desc(serviceOrders.id))
        .limit(limit);
    },

    async companyProfileOf(businessId: number) {
      const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.businessId, businessId));
      return row;
    },

    /** The business's qualifications the platform certified (evidence). */
    certifiedQualificationsOf(businessId: number) {
      return db
        .select()
        .from(qualificationCertificates)
        .where(and(eq(qualificationCertificates.businessId, businessId), eq(qualificationCertificates.state, "certified")));
    },
  };
}
