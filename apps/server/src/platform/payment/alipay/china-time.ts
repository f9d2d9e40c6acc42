/**
 * Alipay speaks China time (UTC+8, no daylight saving) in its timestamps, trade times, bill dates
 * and bills, whatever the server's own time zone is; these convert at that fixed offset.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** "yyyy-MM-dd HH:mm:ss" in China time. */
export function chinaDateTime(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

/** "yyyy-MM-dd", the China day of an instant (a bill_date). */
export function chinaDate(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a China "yyyy-MM-dd HH:mm:ss" names (fractions of a second allowed); null when malformed. */
export function parseChinaDateTime(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?)$/.exec(text.trim());
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Every China day that [since, until) touches, oldest first, as "yyyy-MM-dd". */
export function chinaDaysBetween(since: Date, until: Date): string[] {
  const days: string[] = [];
  if (until.getTime() <= since.getTime()) return days;
  const firstMidnight = Math.floor((since.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
  for (let midnight = firstMidnight; midnight < until.getTime(); midnight += DAY_MS) days.push(chinaDate(new Date(midnight)));
  return days;
}
