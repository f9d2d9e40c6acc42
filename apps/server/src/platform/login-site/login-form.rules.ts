import { PHONE_PATTERN } from "@cidp/domain";
import { loginSiteMessages as m } from "./login-site.messages.ts";

/** Password rule of the login site: 8 to 20 characters with at least one letter and one digit. */
export function passwordError(password: string): string | null {
  if (password.length < 8 || password.length > 20 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) return m.errors.passwordRule;
  return null;
}

/** Real name: 2 to 20 characters after trimming, no angle brackets or control characters. */
export function realNameError(name: string): string | null {
  const trimmed = name.trim();
  if ([...trimmed].length < 2 || [...trimmed].length > 20 || /[<>\p{Cc}]/u.test(trimmed)) return m.errors.realName;
  return null;
}

/** The phone's error, or null. */
export function phoneError(phone: string): string | null {
  return PHONE_PATTERN.test(phone) ? null : m.errors.phone;
}

/** The SMS code's error (spec §5 PIN rule: exactly 6 digits), or null. */
export function codeError(code: string): string | null {
  return /^\d{6}$/.test(code) ? null : m.errors.code;
}
