import { createRenderMemo, documentRenderKey, type RenderMemo } from "@cidp/web-operations";
import type { EntryContext } from "react-router";

/**
 * The back office's documents rendered once per what their loaders answered (@cidp/web-operations'
 * render memo): a desk reloaded while its queue stands still is sent again, not rendered again. The
 * loaders (the staff session and the desk's data) still run on every request; the pages read
 * nothing but their answers and the address.
 */
export const renderMemo: RenderMemo | null = createRenderMemo({ ttlMs: 10_000 });

/** The key a GET's document is memoized under; null when it is not memoized. */
export function memoizedRenderKey(request: Request, status: number, routerContext: EntryContext): string | null {
  return documentRenderKey(request, status, routerContext);
}
