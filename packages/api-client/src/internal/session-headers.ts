import { requestHeaders, uploadHeaders } from "../contract/headers.ts";

/** What the host app knows about the signed-in member; every field is optional (anonymous visitor). */
export interface ApiSession {
  /** The platform token (`{product}Token`), sent as `Bearer`. */
  platformToken?: string | null;
  /** The session's authorization value. */
  authorization?: string | null;
  /** The selected company id. */
  companyId?: string | number | null;
  /** The token bound to the selected business, sent as `Bearer`. */
  businessToken?: string | null;
  /** The session token of upload requests; the platform token when absent. */
  sessionToken?: string | null;
  /** The switched company id of upload requests; the selected company id when absent. */
  switchCompanyId?: string | number | null;
}

/** Which header set a call carries. */
export const Credentials = {
  /** The platform headers of spec §7 (the default). */
  platform: "platform",
  /** The upload headers of spec §7. */
  upload: "upload",
  /** Only the request source: calls made before or without a session. */
  none: "none",
} as const;

/** One of the `Credentials` values. */
export type Credentials = (typeof Credentials)[keyof typeof Credentials];

function text(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value);
  return s === "" ? null : s;
}

/** The headers of one call; a header whose value is unknown is left out rather than sent empty. */
export function sessionHeaders(
  credentials: Credentials,
  session: ApiSession | null | undefined,
  platformCode: string,
  clientAuth: string | null | undefined,
): Record<string, string> {
  const headers: Record<string, string> = { [requestHeaders.requestSource]: platformCode };
  const put = (name: string, value: string | null, prefix = "") => {
    if (value !== null) headers[name] = `${prefix}${value}`;
  };
  if (credentials === Credentials.platform && session) {
    put(requestHeaders.platformToken, text(session.platformToken), "Bearer ");
    put(requestHeaders.authorization, text(session.authorization));
    put(requestHeaders.companyId, text(session.companyId));
    put(requestHeaders.businessToken, text(session.businessToken), "Bearer ");
  }
  if (credentials === Credentials.upload) {
    put(uploadHeaders.clientAuth, text(clientAuth), "Basic ");
    put(uploadHeaders.sessionToken, text(session?.sessionToken ?? session?.platformToken), "Bearer ");
    put(uploadHeaders.token, text(session?.platformToken));
    put(uploadHeaders.switchCompanyId, text(session?.switchCompanyId ?? session?.companyId));
  }
  return headers;
}
