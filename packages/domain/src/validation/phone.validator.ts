import type { Failure } from "../messages/format-message.ts";
import type { Result } from "../result.ts";

/** A mainland mobile number: 11 digits, first 1, second 3 to 9 (spec §5). */
export const PHONE_PATTERN = /^1[3-9][0-9]{9}$/;

/** A payment PIN: exactly 6 digits (spec §5). */
export const PIN_PATTERN = /^[0-9]{6}$/;

/** The form rule for a phone field. */
export function validatePhone(value: string): Result<string, Failure<"phone.invalid">> {
  return PHONE_PATTERN.test(value) ? { ok: true, value } : { ok: false, code: "phone.invalid" };
}

/** The check before a verification code is sent. */
export function validatePhoneForCode(value: string): Result<string, Failure<"phone.invalid-for-code">> {
  return PHONE_PATTERN.test(value) ? { ok: true, value } : { ok: false, code: "phone.invalid-for-code" };
}

/** The helper check, which tells empty, wrong length and wrong format apart. */
export function checkPhone(value: string): Result<string, Failure<"phone.empty" | "phone.wrong-length" | "phone.wrong-format">> {
  if (value === "") return { ok: false, code: "phone.empty" };
  if (value.length !== 11) return { ok: false, code: "phone.wrong-length" };
  return PHONE_PATTERN.test(value) ? { ok: true, value } : { ok: false, code: "phone.wrong-format" };
}

/** The payment PIN rule. */
export function validatePin(value: string): Result<string, Failure<"pin.invalid">> {
  return PIN_PATTERN.test(value) ? { ok: true, value } : { ok: false, code: "pin.invalid" };
}
