// An app's daily quota runs by the calendar day in China Standard Time (UTC+8, no daylight saving).
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The day `at` falls on in China Standard Time, `yyyymmdd`. */
export function dayKeyOf(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll("-", "");
}

/** Milliseconds from `at` to the next midnight in China Standard Time (at least 1). */
export function untilDayEnd(at: Date): number {
  const local = at.getTime() + CHINA_OFFSET_MS;
  return Math.max(1, DAY_MS - (local % DAY_MS));
}
