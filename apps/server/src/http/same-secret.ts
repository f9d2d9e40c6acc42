import { createHash, timingSafeEqual } from "node:crypto";

/** Whether `given` is the secret, compared in constant time (as digests, so their lengths differ freely). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
