import type { Failure } from "../messages/format-message.ts";

/** What the HTTP wrapper saw of one response. */
export interface ResponseFacts {
  readonly status: number;
  /** The body's `code`, when the body is a JSON envelope. */
  readonly bodyCode?: number | null;
  /** The body's `msg`. */
  readonly bodyMsg?: string | null;
  /** The request's URL, to spot the login service's logout. */
  readonly url: string;
  /** A file download: its body has no envelope to judge. */
  readonly isFile?: boolean;
}

/** What the wrapper does with a response (spec §8). */
export type ResponseOutcome =
  | { readonly kind: "ok" }
  /** Reject and tell the app the session expired (it logs out). */
  | { readonly kind: "session-expired" }
  /** Reject showing the status message. */
  | { readonly kind: "http-error"; readonly failure: Failure<"http.status"> }
  /** Reject without a word: body code 401. */
  | { readonly kind: "reject-silently" }
  /** Reject showing the server's msg as a warning. */
  | { readonly kind: "business-error"; readonly code: number; readonly msg: string };

/** The login service's logout: a 401 from it means nothing more than "already logged out". */
export const LOGOUT_URL_PATTERN = /\/oauth\/logout(?:[?#]|$)/;

/** Judges a response in the spec's order: HTTP 401, other HTTP status, body 401, other body code. */
export function responseOutcome(facts: ResponseFacts): ResponseOutcome {
  if (facts.status === 401 && !LOGOUT_URL_PATTERN.test(facts.url)) return { kind: "session-expired" };
  if (facts.status !== 200) return { kind: "http-error", failure: { code: "http.status", params: { status: facts.status } } };
  if (facts.isFile || facts.bodyCode == null) return { kind: "ok" };
  if (facts.bodyCode === 401) return { kind: "reject-silently" };
  if (facts.bodyCode !== 200) return { kind: "business-error", code: facts.bodyCode, msg: facts.bodyMsg ?? "" };
  return { kind: "ok" };
}
