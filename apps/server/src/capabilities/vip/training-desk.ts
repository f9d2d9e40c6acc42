import { TRAINING_KINDS, TRAINING_STATES, type TrainingKind, type trainingSessionFieldsSchema } from "@cidp/api-client/contract";
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/database.ts";
import { formatDateTime, maskPhone, parseFormTime } from "../../http/format.ts";
import { businesses } from "../../platform/member/schema.ts";
import { refuse } from "../../runtime/refusal.ts";
import { runningAt } from "./running-period.ts";
import { vipGrants, vipPlans, vipTrainingAllowances, vipTrainingRegistrations, vipTrainingSessions } from "./schema.ts";

// 线下培训与政策解读会 (企业VIP: 名额2个). The seats are counted in the database, not in the process:
// a registration moves its period's allowance (used < seats) and its session's count (taken <
// capacity) by conditional updates in one transaction, and the tables' checks refuse a third seat
// or an overfull room whichever instance writes; a refusal rolls both back.

/** The free seats a period of each plan gives; plans not named give none. */
export const TRAINING_SEATS_BY_PLAN: Readonly<Record<string, number>> = { enterprise: 2 };
/** The most upcoming sessions members see, and sessions staff see. */
const UPCOMING_MAX = 20;
const STAFF_MAX = 100;
/** The most of its registrations a business sees (two a period: years of them). */
const OWN_MAX = 50;

export const TRAINING_REFUSALS = {
  notEnterprise: "线下培训与政策解读会名额是企业VIP会员的权益（每个会员期2个免费名额），请升级企业VIP会员后报名",
  used: "本期2个免费名额已用完；可取消尚未截止的报名以退回名额，或在下一会员期继续报名",
  full: "该场次名额已满，请选择其他场次",
  closed: "该场次报名已截止，请选择其他场次",
  twice: "该参会人已报名本场次，请勿重复报名",
  cancelClosed: "报名已截止，不能取消报名；如不能参会请联系平台客服",
} as const;

type SessionRow = typeof vipTrainingSessions.$inferSelect;

/** A session as the lists show it at `now`: over once its deadline passed, full when no seat is left. */
export function sessionView(row: SessionRow, now: Date) {
  const state = row.deadline <= now ? "closed" : row.taken >= row.capacity ? "full" : "open";
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as TrainingKind,
    kindLabel: TRAINING_KINDS[row.kind as TrainingKind],
    city: row.city,
    venue: row.venue,
    startTime: formatDateTime(row.startsAt),
    endTime: formatDateTime(row.endsAt),
    deadline: formatDateTime(row.deadline),
    capacity: row.capacity,
    seatsLeft: row.capacity - row.taken,
    speaker: row.speaker,
    summary: row.summary,
    state,
    stateLabel: TRAINING_STATES[state],
  } as const;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

/** The business's period running at `now` and the seats its plan gives, or none. */
async function runningSeats(db: Reader, businessId: number, now: Date) {
  const [row] = await db
    .select({ grantId: vipGrants.id, code: vipPlans.code })
    .from(vipGrants)
    .innerJoin(vipPlans, eq(vipPlans.id, vipGrants.planId))
    .where(and(eq(vipGrants.businessId, businessId), runningAt(now)))
    .limit(1);
  return row ? { grantId: row.grantId, seats: TRAINING_SEATS_BY_PLAN[row.code] ?? 0 } : undefined;
}

async function usedSeats(db: Reader, grantId: number): Promise<number> {
  const [row] = await db.select({ used: vipTrainingAllowances.used }).from(vipTrainingAllowances).where(eq(vipTrainingAllowances.grantId, grantId));
  return row?.used ?? 0;
}

export function createTrainingDesk(db: Database) {
  /** The business's live registrations with their sessions, newest first. */
  async function registrationsOf(businessId: number, now: Date) {
    const rows = await db
      .select({ registration: vipTrainingRegistrations, session: vipTrainingSessions })
      .from(vipTrainingRegistrations)
      .innerJoin(vipTrainingSessions, eq(vipTrainingSessions.id, vipTrainingRegistrations.sessionId))
      .where(and(eq(vipTrainingRegistrations.businessId, businessId), isNull(vipTrainingRegistrations.cancelledAt)))
      .orderBy(desc(vipTrainingRegistrations.id))
      .limit(OWN_MAX);
    return rows.map(({ registration, session }) => ({
      ...registrationView(registration, session, now),
      attendeeMobile: maskPhone(registration.attendeeMobile),
    }));
  }

  return {
    async overview(businessId: number, now: Date) {
      const running = await runningSeats(db, businessId, now);
      const seatsGranted = running?.seats ?? 0;
      const [used, sessions, registrations] = await Promise.all([
        running && seatsGranted > 0 ? usedSeats(db, running.grantId) : 0,
        db
          .select()
          .from(vipTrainingSessions)
          .where(gt(vipTrainingSessions.startsAt, now))
          .orderBy(asc(vipTrainingSessions.startsAt), asc(vipTrainingSessions.id))
          .limit(UPCOMING_MAX),
        registrationsOf(businessId, now),
      ]);
      return {
        seatsGranted,
        seatsLeft: seatsGranted - used,
        refusal: seatsGranted > 0 ? "" : TRAINING_REFUSALS.notEnterprise,
        sessions: sessions.map((row) => sessionView(row, now)),
        registrations,
      };
    },

    /** Registers an attendee on a seat of the business's running enterprise period; the seats left in it. */
    register(businessId: number, memberId: number, input: { sessionId: number; attendeeName: string; attendeeMobile: string }, now: Date) {
      return db.transaction(async (tx) => {
        const running = await runningSeats(tx, businessId, now);
        if (!running || running.seats === 0) throw refuse("permission", TRAINING_REFUSALS.notEnterprise);
        const [session] = await tx.select().from(vipTrainingSessions).where(eq(vipTrainingSessions.id, input.sessionId));
        if (!session) throw refuse("not_found", "场次不存在");
        if (session.deadline <= now) throw refuse("state", TRAINING_REFUSALS.closed);
        await takeSeat(tx, running.grantId, running.seats);
        const [room] = await tx
          .update(vipTrainingSessions)
          .set({ taken: sql`${vipTrainingSessions.taken} + 1` })
          .where(and(eq(vipTrainingSessions.id, session.id), lt(vipTrainingSessions.taken, vipTrainingSessions.capacity)))
          .returning({ id: vipTrainingSessions.id });
        if (!room) throw refuse("conflict", TRAINING_REFUSALS.full);
        const [row] = await tx
          .insert(vipTrainingRegistrations)
          .values({
            sessionId: session.id,
            businessId,
            grantId: running.grantId,
            memberId,
            attendeeName: input.attendeeName,
            attendeeMobile: input.attendeeMobile,
          })
          .onConflictDoNothing()
          .returning({ id: vipTrainingRegistrations.id });
        if (!row) throw refuse("conflict", TRAINING_REFUSALS.twice);
        return { id: row.id, seatsLeft: running.seats - (await usedSeats(tx, running.grantId)) };
      });
    },

    /** Takes a registration back before its deadline: the seat returns to its period and to the session. */
    cancel(businessId: number, id: number, now: Date) {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ registration: vipTrainingRegistrations, deadline: vipTrainingSessions.deadline })
          .from(vipTrainingRegistrations)
          .innerJoin(vipTrainingSessions, eq(vipTrainingSessions.id, vipTrainingRegistrations.sessionId))
          .where(and(eq(vipTrainingRegistrations.id, id), eq(vipTrainingRegistrations.businessId, businessId), isNull(vipTrainingRegistrations.cancelledAt)));
        if (!found) throw refuse("not_found", "报名记录不存在或已取消");
        if (found.deadline <= now) throw refuse("state", TRAINING_REFUSALS.cancelClosed);
        const { registration } = found;
        const [cancelled] = await tx
          .update(vipTrainingRegistrations)
          .set({ cancelledAt: now })
          .where(and(eq(vipTrainingRegistrations.id, id), isNull(vipTrainingRegistrations.cancelledAt)))
          .returning({ id: vipTrainingRegistrations.id });
        if (!cancelled) throw refuse("conflict", "报名记录已取消");
        await tx
          .update(vipTrainingSessions)
          .set({ taken: sql`${vipTrainingSessions.taken} - 1` })
          .where(eq(vipTrainingSessions.id, registration.sessionId));
        await tx
          .update(vipTrainingAllowances)
          .set({ used: sql`${vipTrainingAllowances.used} - 1` })
          .where(eq(vipTrainingAllowances.grantId, registration.grantId));
        const running = await runningSeats(tx, businessId, now);
        return { seatsLeft: running && running.seats > 0 ? running.seats - (await usedSeats(tx, running.grantId)) : 0 };
      });
    },

    /** Staff: the sessions, newest start first, each with its live registrations (whole mobiles). */
    async staffList(now: Date) {
      const sessions = await db.select().from(vipTrainingSessions).orderBy(desc(vipTrainingSessions.startsAt), desc(vipTrainingSessions.id)).limit(STAFF_MAX);
      const ids = sessions.map((row) => row.id);
      const registrations =
        ids.length === 0
          ? []
          : await db
              .select({ registration: vipTrainingRegistrations, businessName: businesses.name })
              .from(vipTrainingRegistrations)
              .innerJoin(businesses, eq(businesses.id, vipTrainingRegistrations.businessId))
              .where(and(inArray(vipTrainingRegistrations.sessionId, ids), isNull(vipTrainingRegistrations.cancelledAt)))
              .orderBy(asc(vipTrainingRegistrations.id));
      return sessions.map((session) => ({
        ...sessionView(session, now),
        registrations: registrations
          .filter(({ registration }) => registration.sessionId === session.id)
          .map(({ registration, businessName }) => ({ ...registrationView(registration, session, now), businessName })),
      }));
    },

    /** Staff: a new session; a title already used is refused (sessions are told apart by it). */
    async create(fields: z.output<typeof trainingSessionFieldsSchema>) {
      const [startsAt, endsAt, deadline] = [fields.startAt, fields.endAt, fields.deadline].map(parseFormTime);
      if (!startsAt || !endsAt || !deadline) throw refuse("invalid", "时间不正确，请按 年-月-日 时:分 填写");
      const { startAt: _s, endAt: _e, deadline: _d, ...rest } = fields;
      const [row] = await db
        .insert(vipTrainingSessions)
        .values({ ...rest, startsAt, endsAt, deadline })
        .onConflictDoNothing({ target: vipTrainingSessions.title })
        .returning({ id: vipTrainingSessions.id });
      if (!row) throw refuse("conflict", "已有同名场次，请修改会议名称");
      return row;
    },
  };
}

/** Moves the period's allowance one seat on, writing it on the period's first registration. */
async function takeSeat(tx: Tx, grantId: number, seats: number) {
  await tx.insert(vipTrainingAllowances).values({ grantId, seats }).onConflictDoNothing({ target: vipTrainingAllowances.grantId });
  const [taken] = await tx
    .update(vipTrainingAllowances)
    .set({ used: sql`${vipTrainingAllowances.used} + 1` })
    .where(and(eq(vipTrainingAllowances.grantId, grantId), lt(vipTrainingAllowances.used, vipTrainingAllowances.seats)))
    .returning({ used: vipTrainingAllowances.used });
  if (!taken) throw refuse("limit", TRAINING_REFUSALS.used);
}

function registrationView(row: typeof vipTrainingRegistrations.$inferSelect, session: SessionRow, now: Date) {
  return {
    id: row.id,
    sessionId: session.id,
    sessionTitle: session.title,
    startTime: formatDateTime(session.startsAt),
    attendeeName: row.attendeeName,
    attendeeMobile: row.attendeeMobile,
    registeredAt: formatDateTime(row.createdAt),
    cancellable: session.deadline > now,
  };
}
