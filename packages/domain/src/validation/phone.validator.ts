import type { Failure } from "../messages/format-message.ts";
import type { Result } from "../result.ts";

/** A mainland mobile number unanchored, as an HTML `pattern` attribute takes it (the browser anchors it). */
export const PHONE_INPUT_PATTERN = "1[3-9][0-9]{9}";

/** A mainland mobile number: 11 digits, first 1, second 3 to 9 (spec §5). */
export const PHONE_PATTERN = new RegExp(`^${PHONE_INPUT_PATTERN}$`);

// The same numbers inside a longer text: the first three and the last four digits kept.
const PHONE_IN_TEXT = /(?<![0-9])(1[3-9][0-9])[0-9]{4}([0-9]{4})(?![0-9])/g;

/** A text with the middle four digits of every mobile number in it starred (138****5678), for logs and error reports. */
export function maskPhoneNumbers(text: string): string {
  return text.replace(PHONE_IN_TEXT, "$1****$2");
}

/** The form rule for a phone field. */
export function validatePhone(value: string): Result<string, Failure<"phone.invalid">> {
  return PHONE_PATTERN.test(value) ? { ok: true, value } : { ok: false, code: "phone.invalid" };
}

/** The check before a verification code is sent. */
export function validatePhoneForCode(value: string): Result<string, Failure<"phone.invalid-for-code">> {
  return PHONE_PATTERN.test(value) ? { ok: true, value } : { ok: false, code: "phone.invalid-for-code" };
}
