import { TENDER_PUBLIC_STATES, TENDER_SEALED_STATES, unacknowledgedClarifications } from "@cidp/domain";
import { and, asc, count, desc, eq, inArray, max } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.ts";
import { newestWithParentPage } from "../../db/newest-with-parent.ts";
import { memberships } from "../../platform/member/schema.ts";
import { type BidderRow, tenderAcknowledgements, tenderBidders, tenderClarifications, tenderObjections, tenders } from "./schema.ts";

/** The bidders' queries for the calls: one business's part in tenders, clarifications, objections. */

/** This business's bidder row of a tender (locked when `lock`), or undefined before it registers. */
export async function bidderOfBusiness(db: Database, tenderId: number, businessId: number, lock = false): Promise<BidderRow | undefined> {
  const query = db
    .select()
    .from(tenderBidders)
    .where(and(eq(tenderBidders.tenderId, tenderId), eq(tenderBidders.businessId, businessId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function insertBidder(tx: Database, tenderId: number, businessId: number): Promise<BidderRow> {
  const [row] = await tx.insert(tenderBidders).values({ tenderId, businessId, state: "eligible" }).returning();
  if (!row) throw new Error("bidder insert returned nothing");
  return row;
}

export async function updateBidder(tx: Database, id: number, values: Partial<typeof tenderBidders.$inferInsert>): Promise<BidderRow | undefined> {
  const [row] = await tx.update(tenderBidders).set(values).where(eq(tenderBidders.id, id)).returning();
  return row;
}

export async function findClarification(db: Database, id: number) {
  const [row] = await db.select().from(tenderClarifications).where(eq(tenderClarifications.id, id));
  return row;
}

/** Records that a business has read a clarification (once). */
export async function acknowledgeClarification(db: Database, clarificationId: number, businessId: number, at: Date): Promise<void> {
  await db.insert(tenderAcknowledgements).values({ clarificationId, businessId, at }).onConflictDoNothing();
}

/** Clarifications of a tender this business has not yet acknowledged. */
export async function pendingClarifications(db: Database, tenderId: number, businessId: number): Promise<number[]> {
  const issued = await db
    .select({ id: tenderClarifications.id })
    .from(tenderClarifications)
    .where(eq(tenderClarifications.tenderId, tenderId))
    .orderBy(asc(tenderClarifications.id));
  if (issued.length === 0) return [];
  const issuedIds = issued.map((c) => c.id);
  const acked = await db
    .select({ id: tenderAcknowledgements.clarificationId })
    .from(tenderAcknowledgements)
    .where(and(eq(tenderAcknowledgements.businessId, businessId), inArray(tenderAcknowledgements.clarificationId, issuedIds)));
  return unacknowledgedClarifications(issuedIds.map(String), new Set(acked.map((a) => String(a.id)))).map(Number);
}

export async function insertObjection(tx: Database, values: typeof tenderObjections.$inferInsert) {
  const [row] = await tx.insert(tenderObjections).values(values).returning();
  if (!row) throw new Error("objection insert returned nothing");
  return row;
}

/**
 * A page of the tenders this business takes part in, newest registration first, over the
 * (business, id) index, with the total capped and the depth bounded as every list's (paging.ts).
 */
export async function myTenderPage(db: Database, businessId: number, { current, size }: { current: number; size: number }) {
  const where = eq(tenderBidders.businessId, businessId);
  return newestWithParentPage(
    db,
    { child: { bidder: tenderBidders }, parent: { tender: tenders }, parentKey: tenderBidders.tenderId, where },
    { current, size },
  );
}

/** A tenderer's latest public tenders (its profile as bidders see it). */
export function publicTendersOf(db: Database, tendererId: number) {
  return db
    .select()
    .from(tenders)
    .where(and(eq(tenders.tendererBusinessId, tendererId), eq(tenders.mode, "public"), inArray(tenders.state, [...TENDER_PUBLIC_STATES])))
    .orderBy(desc(tenders.id))
    .limit(20);
}

/** Whether this business bids on a tender of this tenderer that is still sealed (their private chat is closed). */
export async function bidsOnSealedTenderOf(db: Database, tendererId: number, businessId: number): Promise<boolean> {
  const rows = await db
    .select({ id: tenders.id })
    .from(tenders)
    .innerJoin(tenderBidders, eq(tenderBidders.tenderId, tenders.id))
    .where(and(eq(tenders.tendererBusinessId, tendererId), eq(tenderBidders.businessId, businessId), inArray(tenders.state, [...TENDER_SEALED_STATES])))
    .limit(1);
  return rows.length > 0;
}

/**
 * The tenderer's group (集团): the tenderer and every business that shares an administrator with
 * it. The platform has no corporate tree; a common administrator is the tie it knows of, and such
 * companies may neither register for nor bid in each other's tenders.
 */
export async function tendererGroup(db: Database, tendererBusinessId: number): Promise<Set<number>> {
  const admins = await db
    .select({ memberId: memberships.memberId })
    .from(memberships)
    .where(and(eq(memberships.businessId, tendererBusinessId), eq(memberships.role, "admin")));
  const group = new Set([tendererBusinessId]);
  if (admins.length === 0) return group;
  const related = await db
    .select({ businessId: memberships.businessId })
    .from(memberships)
    .where(
      and(
        inArray(
          memberships.memberId,
          admins.map((a) => a.memberId),
        ),
        eq(memberships.role, "admin"),
      ),
    );
  for (const r of related) group.add(r.businessId);
  return group;
}

/** Whether a member of a tenderer and a member of one of its bidders meet on a tender that is still sealed. */
export async function meetOnSealedTender(db: Database, tendererMember: number, bidderMember: number): Promise<boolean> {
  const mine = alias(memberships, "tenderer_member");
  const theirs = alias(memberships, "bidder_member");
  const rows = await db
    .select({ id: tenders.id })
    .from(tenders)
    .innerJoin(tenderBidders, eq(tenderBidders.tenderId, tenders.id))
    .innerJoin(mine, and(eq(mine.businessId, tenders.tendererBusinessId), eq(mine.memberId, tendererMember)))
    .innerJoin(theirs, and(eq(theirs.businessId, tenderBidders.businessId), eq(theirs.memberId, bidderMember)))
    .where(inArray(tenders.state, [...TENDER_SEALED_STATES]))
    .limit(1);
  return rows.length > 0;
}

/** The newest bidder registration and the memberships' count and newest: what can newly make two members tenderer and bidder. */
export async function registrationsAndMemberships(db: Database) {
  const [[bidders], [members]] = await Promise.all([
    db.select({ last: max(tenderBidders.id) }).from(tenderBidders),
    db.select({ n: count(), last: max(memberships.createdAt) }).from(memberships),
  ]);
  return { lastBidder: bidders?.last ?? 0, memberships: members?.n ?? 0, lastMembership: members?.last ?? null };
}
