import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import type { JobKind } from "../jobs/job-kind.ts";
import { dailyFigures, listedDays } from "./daily-figures.ts";

/**
 * Days recomputed per transaction: a month, so a backfill of years (the migration marks every day
 * that has a fact) commits in steps and never holds one long transaction.
 */
export const ROLLUP_DAYS_PER_TRANSACTION = 31;

/** How often the rollup catches up with the marked days (the report reads marked days raw meanwhile, so this is cost, not freshness). */
export const REPORT_ROLLUP_EVERY_MS = 10_000;

export const REPORT_ROLLUP_JOB = "report.rollup";

/** Rewrites report_daily for `days` from the raw tables: the day's rows deleted and written anew, so running it twice gives the same rows. */
export async function recomputeDays(tx: Database, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  const listed = sql`string_to_array(${days.join(",")}, ',')::date[]`;
  await tx.execute(sql`delete from report_daily where day = any(${listed})`);
  await tx.execute(sql`
    insert into report_daily (day, city, registrations, personal_certifications, corporate_certifications, orders, order_amount_fen,
      refunds, refund_amount_fen, sheet_states, tender_states)
    ${dailyFigures(listedDays(days))}`);
}

/**
 * Brings report_daily up to date with what the triggers marked: a month of marked days at a time,
 * each in one transaction that deletes the days' markers and then recomputes the days. The
 * recompute reads after the delete (read committed: a later snapshot), so it sees every write
 * whose marker it took; a marker committed after the delete stays for the next pass. A crash rolls
 * both back, and the days are recomputed again. An advisory lock keeps two instances (a lease that
 * ran out under a long backfill) from writing the same days at once. Answers how many days it
 * recomputed.
 */
export async function drainReportRollup(db: Database): Promise<number> {
  let done = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('report.rollup'))`);
      const result = (await tx.execute(sql`
        delete from report_dirty_day where day in (
          select distinct day from (select day from report_dirty_day order by id limit 1000) as oldest limit ${ROLLUP_DAYS_PER_TRANSACTION}
        ) returning to_char(day, 'YYYY-MM-DD') as day`)) as unknown as { rows: { day: string }[] };
      const days = [...new Set(result.rows.map((row) => row.day))];
      await recomputeDays(tx, days);
      return days.length;
    });
    done += taken;
    if (taken === 0) return done;
  }
}

/** Keeps 统计报表's rollup current while the services run: a recurring job kind (registered in app.ts). */
export const reportRollupJobKind: JobKind = {
  kind: REPORT_ROLLUP_JOB,
  mode: "lease",
  everyMs: REPORT_ROLLUP_EVERY_MS,
  // Each month of days commits on its own with its markers: a retry recomputes, never loses a day.
  handler: async (_payload, { db }) => void (await drainReportRollup(db)),
};
