import { maskPhoneNumbers } from "@cidp/domain";
import type { Breadcrumb, ErrorEvent } from "@sentry/browser";

/** What replaces a secret. */
export const REDACTED = "[REDACTED]";

/** Keys whose values are secrets or personal data wherever they appear (headers, breadcrumb data, extra data). */
const SECRET_KEY = /authorization|cookie|token|passw(?:or)?d|pwd|secret|phone|mobile|ticket/i;
/** `key=value` pairs (a query, a form, a log text) whose key names a secret: the login-back token, SMS codes. */
const SECRET_PARAM = /([\w.-]*(?:token|passw(?:or)?d|pwd|secret|phone|mobile|code|ticket)[\w.-]*)=([^&#\s"'<>]*)/gi;
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** A JWT (the platform's tokens). */
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
const MAX_DEPTH = 8;

/** Removes tokens (Bearer values, JWTs, secret query values) and masks mobile numbers (138****5678) in a text. */
export function scrubText(text: string): string {
  const scrubbed = text.replace(AUTH_SCHEME, `$1 ${REDACTED}`).replace(JWT, REDACTED).replace(SECRET_PARAM, `$1=${REDACTED}`);
  return maskPhoneNumbers(scrubbed);
}

/** A copy with every string scrubbed and secret keys redacted, at any depth. */
export function scrubDeep<T>(value: T, depth = 0): T {
  if (typeof value === "string") return scrubText(value) as T;
  if (typeof value !== "object" || value === null || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = SECRET_KEY.test(key) ? REDACTED : scrubDeep(item, depth + 1);
  return copy as T;
}

/**
 * The SDK's `beforeSend`: the whole event scrubbed (messages, stack, page address, breadcrumbs,
 * request headers), and the user cut down to the member id the portal set.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed = scrubDeep(event);
  const id = event.user?.id;
  if (id === undefined || id === null || id === "") delete scrubbed.user;
  else scrubbed.user = { id: String(id) };
  return scrubbed;
}

/** The SDK's `beforeBreadcrumb`: navigations, clicks and requests keep their shape, without secrets. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return scrubDeep(breadcrumb);
}
