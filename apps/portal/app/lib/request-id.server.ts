import { AsyncLocalStorage } from "node:async_hooks";

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
