import type { Failure } from "../messages/format-message.ts";
import type { Result } from "../result.ts";

/** A mainland mobile number: 11 digits, first 1, second 3 to 9 (spec §5). */
export const PHONE_PATTERN = /^1[3-9][0-9]{9}$/;

/** The form rule for a phone field. */
export function validatePhone(value: string): Result<string, Failure<"phone.invalid">> {
  return PHONE_PATTERN.test(value) ? { ok: true, value } : { ok: false, code: "phone.invalid" };
}

/** The check before a verification code is sent. */
export function validatePhoneForCode(value: string): Result<string, Failure<"phone.invalid-for-code">> {
  return PHONE_PATTERN.test(value) ? { ok: true, value } : { ok: false, code: "phone.invalid-for-code" };
}
