/**
 * Header names of spec §7. The spec names their meaning, not their spelling; these are ours,
 * shared by the client (which sends them) and the server (which reads them).
 */
export const requestHeaders = {
  /** `Bearer <platform token>`: the member's session (the `{product}Token`). */
  platformToken: "authorization",
  /** The session's authorization value. */
  authorization: "x-authorization",
  /** The selected company (business) id. */
  companyId: "x-company-id",
  /** `Bearer <business token>`: the token bound to the selected business. */
  businessToken: "x-business-token",
  /** The platform code, or the generic code `CIDP` until it is known. */
  requestSource: "request-source",
} as const;

/** Header names of upload requests (spec §7). */
export const uploadHeaders = {
  /** `Basic <client id:secret>`: the calling client. */
  clientAuth: "authorization",
  /** `Bearer <session token>`. */
  sessionToken: "x-session-token",
  /** The platform token. */
  token: "token",
  /** The switched company id. */
  switchCompanyId: "x-switch-company-id",
} as const;

/** The header a portal proves itself with to follow the content-change stream (`CONTENT_STREAM_SECRET`, shared by the services and the portals). */
export const contentStreamSecretHeader = "x-cidp-content-stream-secret";
