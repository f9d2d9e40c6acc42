import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { boundedPage } from "../../db/paging.ts";
import { rowWithId } from "../../db/row-with-id.ts";
import { businessNamesById } from "../../platform/member/business-names.ts";
import { noticesToBusinesses } from "../../platform/notice/business-notices.ts";
import { refuse } from "../../runtime/refusal.ts";
import {
  type BidderRow,
  type TenderRow,
  tenderAcknowledgements,
  tenderBidders,
  tenderClarifications,
  tenderEvents,
  tenderObjections,
  tenderScores,
  tenders,
} from "./schema.ts";
import { lockOwnTender } from "./tender-records.ts";

/** The tenders' queries for the calls: the handlers authorise, ask the domain, and shape views. */

export type TenderValues = typeof tenders.$inferInsert;

/** Business names by id. */
export function namesOf(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  return businessNamesById(db, ids);
}

export async function findTender(db: Database, id: number): Promise<TenderRow | undefined> {
  const [row] = await db.select().from(tenders).where(eq(tenders.id, id));
  return row;
}

/** One bidder row by its id (unlocked, for reading). */
export async function findBidder(db: Database, id: number): Promise<BidderRow | undefined> {
  const [row] = await db.select().from(tenderBidders).where(eq(tenderBidders.id, id));
  return row;
}

/**
 * A page of a tenderer's own tenders (of one state tab or all), newest first, over the (tenderer,
 * state, id) and (tenderer, id) indexes, with the total capped and the depth bounded as every
 * list's (paging.ts).
 */
export async function tenderPageOf(db: Database, businessId: number, { current, size, state }: { current: number; size: number; state?: string }) {
  const where = and(eq(tenders.tendererBusinessId, businessId), state ? eq(tenders.state, state) : undefined);
  const { rows, total } = await boundedPage(db, tenders, where, [desc(tenders.id)], current, size);
  return { rows, total };
}

export async function insertTender(tx: Database, values: TenderValues): Promise<TenderRow> {
  const [created] = await tx.insert(tenders).values(values).returning();
  if (!created) throw new Error("tender insert returned nothing");
  return created;
}

export async function updateTender(tx: Database, id: number, values: Partial<TenderValues>): Promise<TenderRow> {
  const [updated] = await tx.update(tenders).set(values).where(eq(tenders.id, id)).returning();
  if (!updated) throw new Error("tender update returned nothing");
  return updated;
}

/** A tender's bidders, in registration order. */
export function biddersOf(db: Database, tenderId: number): Promise<BidderRow[]> {
  return db.select().from(tenderBidders).where(eq(tenderBidders.tenderId, tenderId)).orderBy(asc(tenderBidders.id));
}

/** One bidder of one tender (a bidder id from the request must belong to the tender named with it). */
export async function bidderOfTender(db: Database, tenderId: number, bidderId: number): Promise<BidderRow | undefined> {
  return rowWithId(db, tenderBidders, bidderId, eq(tenderBidders.tenderId, tenderId));
}

/** A bidder of the tenderer's own tender, both locked (tender first, always the same order). */
export async function lockOwnBidder(tx: Database, bidderId: number, businessId: number): Promise<{ tender: TenderRow; bidder: BidderRow }> {
  const [found] = await tx.select({ tenderId: tenderBidders.tenderId }).from(tenderBidders).where(eq(tenderBidders.id, bidderId));
  if (!found) throw refuse("not_found", "投标人不存在");
  const tender = await lockOwnTender(tx, found.tenderId, businessId);
  const [bidder] = await tx.select().from(tenderBidders).where(eq(tenderBidders.id, bidderId)).for("update");
  if (!bidder) throw refuse("not_found", "投标人不存在");
  return { tender, bidder };
}

/** The same notice to every bidder's business. */
export async function noticeToBidders(
  tx: Database,
  bidders: readonly Pick<BidderRow, "businessId">[],
  notice: { title: string; content: string; jumpUrl: string },
) {
  await noticesToBusinesses(
    tx,
    bidders.map((b) => ({ businessId: b.businessId, ...notice })),
  );
}

/** The opened prices of a bidder's bid (its total and each section's), written at the opening. */
export async function setOpenedPrices(tx: Database, bidderId: number, totalFen: number, lines: number[]): Promise<void> {
  await tx.update(tenderBidders).set({ openedPriceFen: totalFen, openedLines: lines }).where(eq(tenderBidders.id, bidderId));
}

/** Who acknowledged which clarification, in order. */
export function acknowledgementsOf(db: Database, tenderId: number) {
  return db
    .select({ clarificationId: tenderAcknowledgements.clarificationId, businessId: tenderAcknowledgements.businessId, at: tenderAcknowledgements.at })
    .from(tenderAcknowledgements)
    .innerJoin(tenderClarifications, eq(tenderClarifications.id, tenderAcknowledgements.clarificationId))
    .where(eq(tenderClarifications.tenderId, tenderId))
    .orderBy(asc(tenderAcknowledgements.at));
}

export async function insertClarification(tx: Database, values: typeof tenderClarifications.$inferInsert) {
  const [row] = await tx.insert(tenderClarifications).values(values).returning();
  if (!row) throw new Error("clarification insert returned nothing");
  return row;
}

/** Every evaluator's scores of a tender, or one evaluator's. */
export function scoresOf(db: Database, tenderId: number, evaluatorMemberId?: number) {
  return db
    .select()
    .from(tenderScores)
    .where(and(eq(tenderScores.tenderId, tenderId), evaluatorMemberId === undefined ? undefined : eq(tenderScores.evaluatorMemberId, evaluatorMemberId)));
}

/** An evaluator's scores, each replacing the one given before for the same bidder and criterion. */
export async function saveScores(tx: Database, rows: readonly (typeof tenderScores.$inferInsert)[]) {
  for (const row of rows) {
    await tx
      .insert(tenderScores)
      .values(row)
      .onConflictDoUpdate({
        target: [tenderScores.tenderId, tenderScores.evaluatorMemberId, tenderScores.bidderId, tenderScores.criterionKey],
        set: { hundredths: row.hundredths },
      });
  }
}

export async function objectionTenderId(db: Database, objectionId: number): Promise<number | undefined> {
  const [found] = await db.select({ tenderId: tenderObjections.tenderId }).from(tenderObjections).where(eq(tenderObjections.id, objectionId));
  return found?.tenderId;
}

export async function lockObjection(tx: Database, objectionId: number) {
  const [row] = await tx.select().from(tenderObjections).where(eq(tenderObjections.id, objectionId)).for("update");
  return row;
}

export async function answerObjection(tx: Database, objectionId: number, answer: { answer: string; answeredBy: number; answeredAt: Date }) {
  await tx.update(tenderObjections).set(answer).where(eq(tenderObjections.id, objectionId));
}

/** The objections of a tender (or only one business's), oldest first, with the objecting business. */
export function objectionsWithBusiness(db: Database, tenderId: number, businessId?: number) {
  return db
    .select({ objection: tenderObjections, businessId: tenderBidders.businessId })
    .from(tenderObjections)
    .innerJoin(tenderBidders, eq(tenderBidders.id, tenderObjections.bidderId))
    .where(and(eq(tenderObjections.tenderId, tenderId), businessId === undefined ? undefined : eq(tenderBidders.businessId, businessId)))
    .orderBy(asc(tenderObjections.id));
}

/** Whether each objection of a tender is answered (the award waits for every answer). */
export function objectionAnswersOf(tx: Database, tenderId: number) {
  return tx.select({ answer: tenderObjections.answer }).from(tenderObjections).where(eq(tenderObjections.tenderId, tenderId));
}

export async function businessOfBidder(tx: Database, bidderId: number): Promise<number | undefined> {
  const [row] = await tx.select({ businessId: tenderBidders.businessId }).from(tenderBidders).where(eq(tenderBidders.id, bidderId));
  return row?.businessId;
}

/**
 * Moves a tender's candidate publicity (公示) `hours` earlier, so that it can end: only for the
 * development helper that lets journeys cross a deadline without waiting.
 */
export async function movePublicityEarlier(db: Database, tenderId: number, hours: number): Promise<void> {
  const shift = sql`make_interval(hours => ${hours})`;
  await db
    .update(tenders)
    .set({ publicityStart: sql`${tenders.publicityStart} - ${shift}`, publicityEnd: sql`${tenders.publicityEnd} - ${shift}` })
    .where(and(eq(tenders.id, tenderId), eq(tenders.state, "publicity")));
}

/** When the tender was awarded (its log's award event). */
export async function awardTimeOf(db: Database, tenderId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: tenderEvents.at })
    .from(tenderEvents)
    .where(and(eq(tenderEvents.tenderId, tenderId), eq(tenderEvents.type, "award")));
  return row?.at;
}
