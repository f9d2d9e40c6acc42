/**
 * What people type into price and quantity boxes, read exactly: "4,150.5" 元 → 415050 fen,
 * "12.5" 吨 → 12500 thousandths. Digits are split at the point and joined as integers, so no float
 * rounding ever touches an amount. Full-width digits and separators (from Chinese IMEs) are accepted.
 */
import { formatFen, MAX_AMOUNT_FEN } from "./fen.ts";

const FULL_WIDTH = /[０-９．，]/g;

function normalise(text: string): string {
  return text
    .trim()
    .replace(FULL_WIDTH, (c) => (c === "．" ? "." : c === "，" ? "," : String.fromCharCode(c.charCodeAt(0) - 0xfee0)))
    .replaceAll(",", "");
}

/** A non-negative decimal with at most `places` decimals, scaled to an integer; null when not one. */
function parseScaled(text: string, places: number, max: number): number | null {
  const match = new RegExp(`^(\\d{1,13})(?:\\.(\\d{1,${places}}))?$`).exec(normalise(text));
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(places, "0"));
  const value = whole * 10 ** places + fraction;
  return Number.isSafeInteger(value) && value <= max ? value : null;
}

/** 元 with up to two decimals → fen; null when not an amount. */
export function parseYuan(text: string): number | null {
  return parseScaled(text, 2, MAX_AMOUNT_FEN);
}

/**
 * 万元 with up to four decimals (one 元) → fen; null when not an amount. Budgets and contract
 * values (a project's) run past what one payment may carry, so only the exact-integer range bounds it.
 */
export function parseWanYuan(text: string): number | null {
  const yuan = parseScaled(text, 4, Math.floor(Number.MAX_SAFE_INTEGER / 100));
  return yuan === null ? null : yuan * 100;
}

/** A quantity with up to three decimals → thousandths; null when not one. */
export function parseQuantity(text: string): number | null {
  return parseScaled(text, 3, 1e12);
}

/** Thousandths → the shortest decimal text: 12500 → "12.5". */
export function formatQuantity(milli: number): string {
  const whole = Math.trunc(milli / 1000);
  const fraction = String(milli % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction === "" ? String(whole) : `${whole}.${fraction}`;
}

/** Fen → yuan text for an input box, without grouping: 415050 → "4150.50". */
export function fenToYuanText(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;
}

/** A price the services send as 元 text ("12800.00") as people read it, "¥12,800.00"; text that is no amount is shown as sent. */
export function formatYuanText(text: string): string {
  const fen = parseYuan(text.trim());
  return fen === null ? `¥${text}` : formatFen(fen);
}
