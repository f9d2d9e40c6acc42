import { createRenderMemo, documentRenderKey, type RenderMemo } from "@cidp/web-operations";
import type { EntryContext } from "react-router";
import { registerCacheClearer } from "./cache-clearing.server.ts";
import { DOCUMENT_CACHE_MAX_BYTES, DOCUMENT_CACHE_MAX_ENTRIES } from "./document-cache.server.ts";
import { readElderMode } from "./elder-mode/elder-mode-cookie.ts";

/**
 * The portal's documents rendered once per what their loaders answered (@cidp/web-operations'
 * render memo): a member's home reloaded, a member center page opened again, a visitor's page no
 * route declared shared. The portal's components read nothing but the loaders' answers, the address
 * and the elder mode (no request scope, no cookies, no tokens; the one clock read, an approver's
 * "deadline too close" hint, may lag by the memo's period).
 */

/** The key a GET's document is memoized under (the elder mode renders differently); null when it is not memoized. */
export function memoizedRenderKey(request: Request, status: number, routerContext: EntryContext): string | null {
  return documentRenderKey(request, status, routerContext, readElderMode(request.headers.get("cookie")) ? "elder" : "");
}

// On a global symbol, as the document cache: the SSR build may be loaded more than once.
const memoKey = Symbol.for("cidp.portal.render-memo");
const globals = globalThis as { [memoKey]?: RenderMemo | null };
/** Kept PAGE_CACHE_TTL_MS, as the visitors' documents (default 10 s; 0 = off). */
if (globals[memoKey] === undefined) {
  const created = createRenderMemo({
    ttlMs: Number(process.env.PAGE_CACHE_TTL_MS ?? 10_000),
    max: DOCUMENT_CACHE_MAX_ENTRIES,
    maxBytes: DOCUMENT_CACHE_MAX_BYTES,
  });
  globals[memoKey] = created;
  if (created) registerCacheClearer(() => created.clear());
}
export const renderMemo: RenderMemo | null = globals[memoKey];
