import type { Failure } from "../messages/format-message.ts";
import type { Result } from "../result.ts";

/** Why a bank card number is refused. */
export type BankCardRejection = Failure<"bank-card.format" | "bank-card.check-digit">;

/** A bank the card number's BIN names. */
export interface CardBank {
  /** The bank's usual abbreviation (logos, payment channels). */
  readonly code: string;
  /** The name members know it by. */
  readonly name: string;
}

const FORMAT = /^\d{12,19}$/;

/** The Luhn check digit (0-9) that completes `body`. */
export function luhnCheckDigit(body: string): number {
  let sum = 0;
  // From the right of the body, every first, third, … digit is doubled (it sits left of the check digit).
  for (let i = body.length - 1, double = true; i >= 0; i--, double = !double) {
    let digit = body.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A bank card number: 12 to 19 digits, no spaces, the last one the Luhn check digit. */
export function validateBankCardNumber(value: string): Result<string, BankCardRejection> {
  if (!FORMAT.test(value)) return { ok: false, code: "bank-card.format" };
  if (luhnCheckDigit(value.slice(0, -1)) !== Number(value.at(-1))) return { ok: false, code: "bank-card.check-digit" };
  return { ok: true, value };
}

/**
 * A small BIN table of the major Chinese banks: only prefixes we are sure of (UnionPay debit
 * ranges and the banks' best-known cards). A number it does not name is simply unknown.
 */
const BINS: Readonly<Record<string, readonly string[]>> = {
  ICBC: ["622200", "622202", "622203", "622208", "621225", "621226"],
  CCB: ["621700", "622700", "622280", "436742"],
  ABC: ["622845", "622846", "622848"],
  BOC: ["601382", "456351", "621660", "621661"],
  COMM: ["622260", "622262"],
  CMB: ["622580", "622588"],
  PSBC: ["621095", "621098", "621799", "622188"],
};

const BANK_NAMES: Readonly<Record<string, string>> = {
  ICBC: "工商银行",
  CCB: "建设银行",
  ABC: "农业银行",
  BOC: "中国银行",
  COMM: "交通银行",
  CMB: "招商银行",
  PSBC: "邮储银行",
};

const BIN_LENGTH = 6;
const BANK_BY_BIN = new Map(Object.entries(BINS).flatMap(([code, bins]) => bins.map((bin) => [bin, code] as const)));

/** The bank a card number's first six digits name, or null when the table does not know them. */
export function bankOfCardNumber(value: string): CardBank | null {
  const digits = value.replace(/\s+/g, "");
  if (!/^\d+$/.test(digits) || digits.length < BIN_LENGTH) return null;
  const code = BANK_BY_BIN.get(digits.slice(0, BIN_LENGTH));
  return code === undefined ? null : { code, name: BANK_NAMES[code] ?? code };
}

/**
 * A card number for display with only its last four digits: `**** **** **** 1234` (the length is
 * not shown, and nothing but digits ever is).
 */
export function maskBankCardNumber(value: string): string {
  const digits = value.replace(/\D+/g, "");
  if (digits.length <= 4) return "****";
  return `**** **** **** ${digits.slice(-4)}`;
}
