import type { EntryContext } from "react-router";
import { handlesWantScript } from "./route-handle.ts";

/** Whether a matched route asks for the client script. */
export function wantsScript(context: EntryContext): boolean {
  return handlesWantScript(context.staticHandlerContext.matches.map((match) => context.routeModules[match.route.id]?.handle));
}

/**
 * The document's Content-Security-Policy. Pages are tables and forms that work by links and posts,
 * so they may run no script at all; the few pages that cannot work without one (the content editor,
 * the live customer-service console) run the app's own modules and the one inline bootstrap that
 * carries this response's nonce, talk to this origin only, and start workers of this origin only
 * (the upload engine's hashing).
 */
export function documentPolicy(nonce: string | null): string {
  return [
    "default-src 'none'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'none'",
    nonce ? "connect-src 'self'" : "",
    // The upload engine hashes pictures in a Web Worker of this origin (the editor's 插入图片).
    nonce ? "worker-src 'self'" : "",
    "style-src 'self'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]
    .filter(Boolean)
    .join("; ");
}
