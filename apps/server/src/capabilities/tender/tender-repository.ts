import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { HttpError } from "../../http/validate.ts";
import { noticeToBusiness } from "../../platform/notice/business-notices.ts";
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

type TenderValues = typeof tenders.$inferInsert;

export async function findTender(db: Database, id: number): Promise<TenderRow | undefined> {
  const [row] = await db.select().from(tenders).where(eq(tenders.id, id));
  return row;
}

/** A page of a tenderer's own tenders, newest first, with the total. */
export async function tenderPageOf(db: Database, businessId: number, { current, size, state }: { current: number; size: number; state?: string }) {
  const where = and(eq(tenders.tendererBusinessId, businessId), state ? eq(tenders.state, state) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tenders)
      .where(where)
      .orderBy(desc(tenders.id))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ n: count() }).from(tenders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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
  const [row] = await db
    .select()
    .from(tenderBidders)
    .where(and(eq(tenderBidders.id, bidderId), eq(tenderBidders.tenderId, tenderId)));
  return row;
}

/** The bidder that is the tender's winner. */
export async function winnerBidderOf(db: Database, tenderId: number, winnerBusinessId: number): Promise<BidderRow | undefined> {
  const [row] = await db
    .select()
    .from(tenderBidders)
    .where(and(eq(tenderBidders.tenderId, tenderId), eq(tenderBidders.businessId, winnerBusinessId)));
  return row;
}

/** A bidder of the tenderer's own tender, both locked (tender first, always the same order). */
export async function lockOwnBidder(tx: Database, bidderId: number, businessId: number): Promise<{ tender: TenderRow; bidder: BidderRow }> {
  const [found] = await tx.select({ tenderId: tenderBidders.tenderId }).from(tenderBidders).where(eq(tenderBidders.id, bidderId));
  if (!found) throw new HttpError(404, "投标人不存在");
  const tender = await lockOwnTender(tx, found.tenderId, businessId);
  const [bidder] = await tx.select().from(tenderBidders).where(eq(tenderBidders.id, bidderId)).for("update");
  if (!bidder) throw new HttpError(404, "投标人不存在");
  return { tender, bidder };
}

export async function setDepositState(tx: Database, bidderId: number, depositState: string): Promise<BidderRow | undefined> {
  const [row] = await tx.update(tenderBidders).set({ depositState }).where(eq(tenderBidders.id, bidderId)).returning();
  return row;
}

/** The same notice to every bidder's business. */
export async function noticeToBidders(
  tx: Database,
  bidders: readonly Pick<BidderRow, "businessId">[],
  notice: { title: string; content: string; jumpUrl: string },
) {
  for (const b of bidders) await noticeToBusiness(tx, b.businessId, notice);
}

/** Who acknowledged which clarification, in order. */
export function acknowledgementsOf(db: Database, tenderId: number) {
  return db
    .select({ clarificationId: tenderAcknowledgements.clarificationId, businessId: tenderAcknowledgements.businessId })
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

/** Whether each objection of a tender is answered (the award waits for every answer). */
export function objectionAnswersOf(tx: Database, tenderId: number) {
  return tx.select({ answer: tenderObjections.answer }).from(tenderObjections).where(eq(tenderObjections.tenderId, tenderId));
}

export async function businessOfBidder(tx: Database, bidderId: number): Promise<number | undefined> {
  const [row] = await tx.select({ businessId: tenderBidders.businessId }).from(tenderBidders).where(eq(tenderBidders.id, bidderId));
  return row?.businessId;
}

/** When the tender was awarded (its log's award event). */
export async function awardTimeOf(db: Database, tenderId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: tenderEvents.at })
    .from(tenderEvents)
    .where(and(eq(tenderEvents.tenderId, tenderId), eq(tenderEvents.type, "award")));
  return row?.at;
}

/** The order numbers of the online deposits of a tender that are being refunded. */
export function refundingOnlineDeposits(db: Database, tenderId: number) {
  return db
    .select({ orderNo: tenderBidders.depositReference })
    .from(tenderBidders)
    .where(and(eq(tenderBidders.tenderId, tenderId), eq(tenderBidders.depositMethod, "online"), eq(tenderBidders.depositState, "refunding")));
}
