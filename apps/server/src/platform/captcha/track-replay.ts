import { createHash } from "node:crypto";
import type { CounterStore } from "../throttle/counter-store.ts";
import type { TrackPoint } from "./captcha-track.ts";

// A person never drags the same way twice, to the millisecond; a script that replays one recorded
// or generated track does. The tracks seen are kept as fingerprints in the shared counters
// (Postgres) for a day, so a replay is caught on whichever instance it lands.

/** How long a track's fingerprint is remembered. */
export const TRACK_MEMORY_MS = 24 * 3_600_000;

/** The track's fingerprint: every point as sent, relative to its first time. */
export function trackFingerprint(track: readonly TrackPoint[]): string {
  const t0 = track[0]?.t ?? 0;
  return createHash("sha256")
    .update(track.map((p) => `${Math.round(p.x)},${Math.round(p.y)},${Math.round(p.t - t0)}`).join(";"))
    .digest("base64url");
}

/** The memory of recent tracks, shared by every instance. */
export function createTrackMemory(counters: CounterStore) {
  return {
    /** True when this exact track was seen within a day; remembers it either way (one atomic upsert). */
    async seenBefore(track: readonly TrackPoint[]): Promise<boolean> {
      const key = `captcha-track:${trackFingerprint(track)}`;
      const counts = await counters.hit([key], TRACK_MEMORY_MS, "fixed");
      return (counts.get(key)?.hits ?? 1) > 1;
    },
  };
}
