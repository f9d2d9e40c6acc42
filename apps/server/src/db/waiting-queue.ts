/** A review queue as the back office reads it: the oldest waiting rows, and how many wait in all. */
export interface WaitingQueue<R> {
  rows: R[];
  waiting: number;
}

/**
 * Reads a queue's page of waiting rows together with `counted`, the count of every row that
 * waits (a `count()` over the same filter as the rows'): every review queue answers this pair.
 */
export async function waitingQueue<R>(rows: PromiseLike<R[]>, counted: PromiseLike<{ n: number }[]>): Promise<WaitingQueue<R>> {
  const [page, [waiting]] = await Promise.all([rows, counted]);
  return { rows: page, waiting: waiting?.n ?? 0 };
}
