import { chinaDateOf } from "@cidp/domain";
import { EXPIRING_WITHIN_DAYS } from "./certification.messages.ts";

const DAY_MS = 86_400_000;

/** The day (yyyy-MM-dd) in China Standard Time, which is when certificates expire. */
export function chinaDay(now: Date): string {
  return chinaDateOf(now);
}

/** Whether `yyyy-MM-dd` names a real calendar day. */
export function isCalendarDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** A certificate valid until the end of `validUntil`: expired after it, expiring within 90 days of it. */
export function validityOf(validUntil: string, now: Date): "valid" | "expiring" | "expired" {
  const today = chinaDay(now);
  if (validUntil < today) return "expired";
  const daysLeft = (Date.parse(`${validUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return daysLeft <= EXPIRING_WITHIN_DAYS ? "expiring" : "valid";
}
