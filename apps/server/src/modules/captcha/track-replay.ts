import { createHash } from "node:crypto";
import type { TrackPoint } from "./captcha-track.ts";

// A person never drags the same way twice, to the millisecond; a script that replays one recorded
// or generated track does. A bounded memory of recent tracks in this process is cheap and catches
// that (other instances keep their own: a replay spread over instances is not caught).

const remembered = new Set<string>();
const capacity = 20_000;

/** The track's fingerprint: every point as sent, relative to its first time. */
function fingerprint(track: readonly TrackPoint[]): string {
  const t0 = track[0]?.t ?? 0;
  return createHash("sha256")
    .update(track.map((p) => `${Math.round(p.x)},${Math.round(p.y)},${Math.round(p.t - t0)}`).join(";"))
    .digest("base64url");
}

/** True when this exact track was seen recently; remembers it either way (oldest forgotten first). */
export function seenBefore(track: readonly TrackPoint[]): boolean {
  const key = fingerprint(track);
  if (remembered.has(key)) return true;
  remembered.add(key);
  if (remembered.size > capacity) {
    const oldest = remembered.values().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  return false;
}
