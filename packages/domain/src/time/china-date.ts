/** China keeps no daylight saving time: its wall clock is UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The calendar day (YYYY-MM-DD) an instant falls on in China, whatever the machine's own time zone. */
export function chinaDateOf(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}
