import { randomUUID } from "node:crypto";
import { maskPhoneNumbers } from "@cidp/domain";

/** The header that carries a request's id from the portal to the platform services (which log it as `reqId`) and back. */
export const REQUEST_ID_HEADER = "x-request-id";

/** The ids believed from a caller (a load balancer's): letters, digits and dashes, 8 to 64 long. */
const WELL_FORMED = /^[A-Za-z0-9-]{8,64}$/;

/** The incoming id when well formed, else a fresh UUID: a forged header can inject nothing into the logs. */
export function acceptRequestId(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && WELL_FORMED.test(value) ? value : randomUUID();
}

/**
 * One JSON line of a web process's access log (the portal's, the back office's), in the fields pino gives the services' lines (`reqId`),
 * so one id finds a page's line here and its API calls there. Only the path is written: queries
 * carry tokens (the login-back address) and phone numbers.
 */
export function accessLogLine(entry: { requestId: string; method: string; url: string; status: number; durationMs: number }): string {
  // Logs never hold a whole mobile number.
  const path = maskPhoneNumbers(entry.url.split("?")[0] ?? "");
  return JSON.stringify({
    level: entry.status >= 500 ? 50 : 30,
    time: Date.now(),
    reqId: entry.requestId,
    method: entry.method,
    path,
    status: entry.status,
    responseTime: Math.round(entry.durationMs * 10) / 10,
    msg: "request completed",
  });
}
