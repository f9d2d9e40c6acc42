import { randomUUID } from "node:crypto";
import { ERROR_BREADCRUMB_MAX, PHONE_PATTERN } from "@cidp/domain";
import { maskPhones } from "../../http/logger.ts";

/** What replaces a secret. */
export const REDACTED = "[REDACTED]";

/** Keys whose values are secrets or personal data wherever they appear (headers, extra data, breadcrumb data). */
const SECRET_KEY = /authorization|cookie|token|passw(?:or)?d|pwd|secret|phone|mobile|ticket/i;
/** `key=value` pairs of a URL or text whose key names a secret; the value goes. */
const SECRET_PARAM = /([\w.-]*(?:token|passw(?:or)?d|pwd|secret|phone|mobile|code|ticket)[\w.-]*)=([^&#\s"'<>]*)/gi;
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** A JWT (header.payload.signature, base64url): the platform's tokens. */
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;

/** The top-level fields of a Sentry event that are kept; the rest (spans, debug images, SDK internals) is dropped. */
const KEPT_FIELDS = [
  "event_id",
  "timestamp",
  "platform",
  "level",
  "logger",
  "transaction",
  "release",
  "dist",
  "environment",
  "message",
  "logentry",
  "exception",
  "breadcrumbs",
  "tags",
  "extra",
  "contexts",
  "request",
  "sdk",
  "fingerprint",
] as const;
const LEVELS: ReadonlySet<string> = new Set(["fatal", "error", "warning", "log", "info", "debug"]);

const MAX_DEPTH = 10;
const MAX_STRING = 4_096;
const MAX_ARRAY = 100;
const MAX_KEYS = 100;

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Removes tokens (Bearer values, JWTs, secret query values) and masks mobile numbers in a text. */
export function scrubText(text: string): string {
  return maskPhones(text.replaceAll("\u0000", "").replace(AUTH_SCHEME, `$1 ${REDACTED}`).replace(JWT, REDACTED).replace(SECRET_PARAM, `$1=${REDACTED}`));
}

/** A copy of any JSON value with every string scrubbed, secret keys redacted, and depth, lengths and counts bounded. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return truncate(scrubText(value), MAX_STRING);
  if (typeof value === "number") return Number.isInteger(value) && PHONE_PATTERN.test(String(value)) ? maskPhones(String(value)) : value;
  if (typeof value !== "object" || value === null) return typeof value === "boolean" ? value : null;
  if (depth >= MAX_DEPTH) return "[…]";
  if (Array.isArray(value)) return value.slice(0, MAX_ARRAY).map((item) => scrubValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  let keys = 0;
  for (const [key, item] of Object.entries(value)) {
    // Never a key that would set the copy's prototype.
    if (key === "__proto__" || key === "constructor" || key === "prototype") continue;
    if (++keys > MAX_KEYS) break;
    copy[truncate(scrubText(key), 200)] = SECRET_KEY.test(key) ? REDACTED : scrubValue(item, depth + 1);
  }
  return copy;
}

const text = (value: unknown, max: number): string | null => (typeof value === "string" && value !== "" ? truncate(value, max) : null);

function lastBreadcrumbs(value: unknown): unknown[] {
  const list = Array.isArray(value) ? value : Array.isArray((value as { values?: unknown } | null)?.values) ? (value as { values: unknown[] }).values : [];
  return list.slice(-ERROR_BREADCRUMB_MAX);
}

function memberId(user: unknown): string | null {
  const id = (user as { id?: unknown } | null)?.id;
  const value = typeof id === "number" ? String(id) : id;
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}

function occurredAt(timestamp: unknown, receivedAt: Date): Date {
  const date = typeof timestamp === "number" ? new Date(timestamp * 1000) : typeof timestamp === "string" ? new Date(timestamp) : null;
  // A browser clock far off (or a forged time) is not believed beyond a day ahead.
  if (!date || Number.isNaN(date.getTime()) || date.getTime() > receivedAt.getTime() + 86_400_000 || date.getUTCFullYear() < 2000) return receivedAt;
  return date;
}

function headline(event: Record<string, unknown>): string {
  const exceptions = (event.exception as { values?: unknown } | undefined)?.values;
  // Sentry lists chained exceptions innermost first: the last one is what was thrown.
  const thrown = Array.isArray(exceptions) ? (exceptions.at(-1) as { type?: unknown; value?: unknown } | undefined) : undefined;
  if (thrown) {
    const type = typeof thrown.type === "string" ? thrown.type : "Error";
    return typeof thrown.value === "string" && thrown.value ? `${type}: ${thrown.value}` : type;
  }
  const logentry = event.logentry as { formatted?: unknown; message?: unknown } | undefined;
  const message = event.message as string | { formatted?: unknown; message?: unknown } | undefined;
  const candidates = [
    logentry?.formatted,
    logentry?.message,
    typeof message === "string" ? message : message?.formatted,
    typeof message === "object" ? message?.message : undefined,
  ];
  return (candidates.find((candidate) => typeof candidate === "string" && candidate !== "") as string | undefined) ?? "（无消息）";
}

/** An error report as stored: the columns operators filter on and the scrubbed event. */
export interface ErrorReportRecord {
  eventId: string;
  occurredAt: Date;
  level: string;
  release: string | null;
  environment: string | null;
  platformCode: string | null;
  userId: string | null;
  message: string;
  url: string | null;
  event: Record<string, unknown>;
}

/**
 * Turns a Sentry event from a browser into what is stored, trusting nothing the browser scrubbed:
 * tokens and phone numbers are removed again, the user is cut down to the member id, at most the
 * last ERROR_BREADCRUMB_MAX breadcrumbs (spec §9) are kept, and sizes are bounded.
 */
export function reportFromEvent(raw: Record<string, unknown>, receivedAt: Date, envelopeEventId?: unknown): ErrorReportRecord {
  const picked: Record<string, unknown> = {};
  for (const field of KEPT_FIELDS) if (raw[field] !== undefined) picked[field] = raw[field];
  if (picked.breadcrumbs !== undefined) picked.breadcrumbs = lastBreadcrumbs(picked.breadcrumbs);
  const event = scrubValue(picked) as Record<string, unknown>;
  const userId = memberId(raw.user);
  if (userId) event.user = { id: userId };
  const idCandidate = [raw.event_id, envelopeEventId].find((id) => typeof id === "string" && /^[0-9a-f]{32}$/.test(id)) as string | undefined;
  const eventId = idCandidate ?? randomUUID().replaceAll("-", "");
  event.event_id = eventId;
  const tags = event.tags as Record<string, unknown> | undefined;
  const platform = tags?.platform;
  return {
    eventId,
    occurredAt: occurredAt(raw.timestamp, receivedAt),
    level: typeof raw.level === "string" && LEVELS.has(raw.level) ? raw.level : "error",
    release: text(event.release, 200),
    environment: text(event.environment, 64),
    platformCode: typeof platform === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(platform) ? platform : null,
    userId,
    message: truncate(headline(event), 1_000),
    url: text((event.request as { url?: unknown } | undefined)?.url, 2_000),
    event,
  };
}
