import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { smsCodes } from "./schema.ts";
import type { SmsPurpose } from "./sms.constants.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A recorded send: its row, the unused codes it replaced, and its time (theirs as replaced). */
export interface RecordedSend {
  id: number;
  replaced: number[];
  at: Date;
}

/** Reads and writes of sent codes; the limits count the same rows. */
export function createSmsRepository(db: Database) {
  return {
    /**
     * Runs `work` while holding a per-phone lock, so two parallel requests for one phone cannot
     * both pass the limits. The lock is a transaction-scoped advisory lock: it works across server
     * instances on one Postgres and ends with the transaction.
     */
    withPhoneLock<T>(phone: string, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
        return work(tx);
      });
    },
    /** The phone's sends since `since` from its known browsers, or from everybody else. */
    async phoneSendsSince(tx: Tx, phone: string, since: Date, knownDevice: boolean): Promise<Date[]> {
      const rows = await tx
        .select({ createdAt: smsCodes.createdAt })
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), eq(smsCodes.knownDevice, knownDevice), gt(smsCodes.createdAt, since)));
      return rows.map((row) => row.createdAt);
    },
    async ipSendsSince(tx: Tx, ip: string, since: Date): Promise<number> {
      return tx.$count(smsCodes, and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, since)));
    },
    /**
     * Records a send; earlier unused codes of the phone and purpose asked the same way (known browser
     * or not) stop working. Answers the new row and the codes it replaced, so a send the carrier
     * refuses can be taken back (`withdraw`).
     */
    async insert(
      tx: Tx,
      row: { phone: string; purpose: SmsPurpose; codeHash: string | null; ip: string; createdAt: Date; expiresAt: Date; knownDevice: boolean },
    ): Promise<RecordedSend> {
      const replaced = await tx
        .update(smsCodes)
        .set({ consumedAt: row.createdAt })
        .where(and(eq(smsCodes.phone, row.phone), eq(smsCodes.purpose, row.purpose), eq(smsCodes.knownDevice, row.knownDevice), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      const [inserted] = await tx.insert(smsCodes).values(row).returning({ id: smsCodes.id });
      return { id: inserted?.id ?? 0, replaced: replaced.map((r) => r.id), at: row.createdAt };
    },
    /**
     * Takes back a send that never reached the phone: its row goes (it counts against no limit and
     * its code cannot be used), and the codes it replaced work again, unless something else used
     * them up meanwhile (their time would then differ from the send's).
     */
    async withdraw(tx: Tx, send: RecordedSend): Promise<void> {
      await tx.delete(smsCodes).where(eq(smsCodes.id, send.id));
      if (send.replaced.length > 0)
        await tx
          .update(smsCodes)
          .set({ consumedAt: null })
          .where(and(inArray(smsCodes.id, send.replaced), eq(smsCodes.consumedAt, send.at)));
    },
    /** The phone's newest live code for a purpose, asked from a known browser or not. */
    async findLive(phone: string, purpose: SmsPurpose, now: Date, knownDevice: boolean) {
      const [row] = await db
        .select({ id: smsCodes.id, codeHash: smsCodes.codeHash, attempts: smsCodes.attempts })
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.phone, phone),
            eq(smsCodes.purpose, purpose),
            eq(smsCodes.knownDevice, knownDevice),
            isNull(smsCodes.consumedAt),
            isNotNull(smsCodes.codeHash),
            gt(smsCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      return row ?? null;
    },
    /** Counts a wrong try; false when the code has no tries left. */
    async countTry(id: number, maxTries: number): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(and(eq(smsCodes.id, id), lt(smsCodes.attempts, maxTries)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },
    /** Uses the code up; false when another request used it first. */
    async consume(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ consumedAt: now })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },
    /** Drops rows older than the longest limit window. */
    async purge(before: Date): Promise<void> {
      await db.delete(smsCodes).where(lt(smsCodes.createdAt, before));
    },
  };
}
