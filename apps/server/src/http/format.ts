const CHINA_OFFSET_MS = 8 * 3_600_000;

/** `yyyy-MM-dd HH:mm:ss` in China Standard Time, the spec's display format for times. */
export function formatDateTime(date: Date): string {
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

/** Parses `yyyy-MM-dd HH:mm:ss` (China Standard Time) or an ISO time; null when invalid. */
export function parseDateTime(text: string): Date | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (local) {
    const [, y, mo, d, h, mi, s] = local.map(Number) as [number, number, number, number, number, number, number];
    const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s) - CHINA_OFFSET_MS);
    // Date.UTC rolls 2024-02-30 over into March; reject instead of guessing.
    return formatDateTime(date) === `${text.slice(0, 10)} ${text.slice(11, 19)}` ? date : null;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A time as the back office's time fields show it, `yyyy-MM-dd HH:mm` in China time; "" for none. */
export function minuteOf(date: Date | null): string {
  return date ? formatDateTime(date).slice(0, 16) : "";
}

/**
 * A back-office form's time, `yyyy-MM-dd HH:mm` (or with `T`, or with seconds) in China time, as
 * the content, announcement and legal desks take it; null when it is no time.
 */
export function parseFormTime(text: string): Date | null {
  const normal = text.replace("T", " ");
  return parseDateTime(normal.length === 16 ? `${normal}:00` : normal);
}

/** 138****0001: a phone number as it may be shown or logged. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : "***";
}
