import type { Database } from "./database.ts";
import { cappedCount } from "./paging.ts";

/** A review queue as the back office reads it: the oldest waiting rows, and how many wait (up to the lists' cap). */
export interface WaitingQueue<R> {
  rows: R[];
  waiting: number;
}

/**
 * Reads a queue's page of waiting rows together with how many wait: `matching` selects every
 * waiting row (the rows' filter, without order), counted up to the lists' cap (paging.ts), so
 * every kind in the review queue counts by the same rule ("1000+" beyond it) and no count reads
 * every waiting row.
 */
export async function waitingQueue<R>(db: Database, rows: PromiseLike<R[]>, matching: Parameters<typeof cappedCount>[1]): Promise<WaitingQueue<R>> {
  const [page, waiting] = await Promise.all([rows, cappedCount(db, matching)]);
  return { rows: page, waiting };
}
