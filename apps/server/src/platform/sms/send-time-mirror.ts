import { randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

/** The longest an undelivered code waits: a carrier slower than this is failing anyway. */
const MAX_IMITATION_MS = 5_000;

/**
 * Keeps how long the carrier lately took to accept a code (a moving average), so that a code which
 * is not delivered (an unregistered phone's log-in or reset code) is answered after about as long:
 * with a real carrier, an instant answer would tell unregistered phones apart by time alone. With
 * the development outbox the average stays near nothing, and so does the wait.
 */
export function createSendTimeMirror() {
  let averageMs = 0;
  return {
    /** Runs a carrier's send and, when it succeeds, takes its time into the average. */
    async measure<T>(send: () => Promise<T>): Promise<T> {
      const started = performance.now();
      const result = await send();
      const took = performance.now() - started;
      averageMs = averageMs === 0 ? took : averageMs * 0.8 + took * 0.2;
      return result;
    },
    /** Waits about as long as a send lately took (±25 %, so no answer's time is exact). */
    async imitate(): Promise<void> {
      const wait = Math.min(MAX_IMITATION_MS, (averageMs * (75 + randomInt(51))) / 100);
      if (wait >= 1) await sleep(wait);
    },
  };
}
