import type { Failure } from "../messages/format-message.ts";
import type { Result } from "../result.ts";

/** Why a 居民身份证号 is refused. */
export type IdCardRejection = Failure<"id-card.format" | "id-card.region" | "id-card.birth-date-invalid" | "id-card.birth-date-future" | "id-card.check-digit">;

/** Options of the ID-card rule. */
export interface IdCardOptions {
  /** "Today" for the not-in-the-future check (the date is read in China Standard Time, UTC+8). */
  readonly today?: Date;
}

const FORMAT = /^\d{17}[\dX]$/;

/** Weights of the 17 body digits: 2^(17-i) mod 11 (ISO 7064 MOD 11-2, GB 11643-1999 §7). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;

/** The check character for each remainder of the weighted sum mod 11. */
const CHECK_CHARS = "10X98765432";

/**
 * First two digits (GB/T 2260 province-level divisions): 11-15, 21-23, 31-37, 41-46, 50-54,
 * 61-65; 71 台湾; 81 香港, 82 澳门 and 83 (台湾居民居住证) as the residence permits use them.
 */
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83,
]);

/** The earliest birth year read as plausible (the standard's own example is born in 1880). */
const EARLIEST_BIRTH_YEAR = 1800;

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The check character (0-9 or X) of a 17-digit body. */
export function idCardCheckChar(body: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? "";
}

/** YYYYMMDD as a number, for a date in China Standard Time. */
function chinaDay(date: Date): number {
  const local = new Date(date.getTime() + CHINA_OFFSET_MS);
  return local.getUTCFullYear() * 10_000 + (local.getUTCMonth() + 1) * 100 + local.getUTCDate();
}

function dateExists(year: number, month: number, day: number): boolean {
  if (year < EARLIEST_BIRTH_YEAR || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * 居民身份证号 (GB 11643-1999): 18 characters, a province-level region code, a birth date that
 * exists and is not after today, a sequence number, and the ISO 7064 MOD 11-2 check character
 * (an upper-case X for 10). Checked in that order, so the message names the first fault.
 */
export function validateIdCardNumber(value: string, { today = new Date() }: IdCardOptions = {}): Result<string, IdCardRejection> {
  if (!FORMAT.test(value)) return { ok: false, code: "id-card.format" };
  if (!PROVINCES.has(Number(value.slice(0, 2)))) return { ok: false, code: "id-card.region" };
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  if (!dateExists(year, month, day)) return { ok: false, code: "id-card.birth-date-invalid" };
  if (year * 10_000 + month * 100 + day > chinaDay(today)) return { ok: false, code: "id-card.birth-date-future" };
  if (idCardCheckChar(value.slice(0, 17)) !== value[17]) return { ok: false, code: "id-card.check-digit" };
  return { ok: true, value };
}
