import { AsyncLocalStorage } from "node:async_hooks";
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

interface RequestScope {
  requestId: string;
  /** The browser's address as the portal sees it (Express' `req.ip`, behind trusted proxies only). */
  clientIp: string | null;
}

// server.ts and the SSR build each load their own copy of this module: one store for both, on a
// global symbol, so the loaders' calls see the id the Express server assigned.
const storeKey = Symbol.for("cidp.portal.request-scope");
const globals = globalThis as { [storeKey]?: AsyncLocalStorage<RequestScope> };
globals[storeKey] ??= new AsyncLocalStorage<RequestScope>();
const requestScope = globals[storeKey];

/** Runs the rest of a request's handling (Express' `next`) with its id and client address in scope. */
export function runWithRequestId<T>(requestId: string, run: () => T, clientIp: string | null = null): T {
  return requestScope.run({ requestId, clientIp }, run);
}

/** The id of the request being handled, or null outside one (Vite's dev server, start-up). */
export function currentRequestId(): string | null {
  return requestScope.getStore()?.requestId ?? null;
}

/**
 * The address of the browser behind the request being handled, or null. The SSR loaders' calls
 * pass it on as X-Forwarded-For, so the services see the member's address, not the portal's: rate
 * limits and the tenders' shared-address check key on it.
 */
export function currentClientIp(): string | null {
  return requestScope.getStore()?.clientIp ?? null;
}

/**
 * One JSON line of the portal's access log, in the fields pino gives the services' lines (`reqId`),
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
