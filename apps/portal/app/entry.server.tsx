import { randomBytes } from "node:crypto";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { BatchedPassThrough } from "./lib/batched-pass-through.server.ts";
import { applyPageCache, documentCache, documentKey, keepsDocument, routeSharesDocument } from "./lib/document-cache.server.ts";
import { stylesheetInliner } from "./lib/inline-css.server.ts";
import { NonceContext } from "./lib/nonce.tsx";
import { pickEncoding } from "./lib/precompressed-static.server.ts";
import { memoizedRenderKey, renderMemo } from "./lib/render-memo.server.ts";
import { StylesheetTextContext } from "./lib/route-links.tsx";
import { contentSecurityPolicy, paymentPageSources, uploadConnectSources } from "./lib/security-headers.server.ts";

export const streamTimeout = 5_000;

// This module runs from build/server/index.js: the client build, whose small style sheets the
// documents carry inline (lib/route-links.tsx), is its sibling.
const stylesheetText = stylesheetInliner(new URL("../client/", import.meta.url));

const newNonce = () => randomBytes(16).toString("base64");
// An external object store browsers upload to (OBJECT_STORE_PUBLIC_URL), read once.
const uploadSources = uploadConnectSources(process.env);
const paymentPages = paymentPageSources(process.env);

/**
 * Renders a document with a fresh CSP nonce; bots and crawlers (Baidu) get the whole page at once.
 * Its Cache-Control comes from the one page rule (lib/document-cache.server.ts), set with the final status.
 * A visitor's page that is the same for everyone (its route says so) is rendered whole and kept
 * a few seconds (lib/document-cache.server.ts), with a placeholder where the nonce goes: server.ts
 * answers the next visitors from it, each with a nonce of their own. Any other page whose loaders
 * answered what they answered for a page rendered moments ago gets that page's HTML again, not a
 * new render (lib/render-memo.server.ts).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") {
    applyPageCache(request, responseStatusCode, responseHeaders);
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const leaf = routerContext.staticHandlerContext.matches.at(-1);
  const shares = routeSharesDocument(leaf && routerContext.routeModules[leaf.route.id]?.handle);
  const keep = documentCache !== null && keepsDocument(request, responseStatusCode, responseHeaders, shares);
  // In a kept document this response's nonce marks the slot that every later copy fills with its own.
  const nonce = newNonce();
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, import.meta.env.DEV, uploadSources, paymentPages));
  const memoKey = keep ? null : memoizedRenderKey(request, responseStatusCode, routerContext);
  const memoized =
    memoKey === null ? undefined : renderMemo?.get(memoKey, nonce, pickEncoding(request.headers.get("accept-encoding") ?? undefined, ["gzip"]) === "gzip");
  if (memoized) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    // Compressed once (the page compressor leaves an encoded answer alone).
    if (memoized.encoding) responseHeaders.set("Content-Encoding", memoized.encoding);
    responseHeaders.append("Vary", "Accept-Encoding");
    applyPageCache(request, responseStatusCode, responseHeaders);
    // A Buffer is a Uint8Array over a plain ArrayBuffer (never a shared one).
    return new Response(memoized.bytes as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions = keep || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetTextContext.Provider value={stylesheetText}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new BatchedPassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // An error after the shell (a 500 now) is never shared.
          applyPageCache(request, responseStatusCode, responseHeaders);
          if (keep) return void keepWhole(body);
          // The answer's stream reads the body first; the memo's copy listens beside it.
          const stream = createReadableStreamFromReadable(body);
          if (memoKey !== null) memoizeWhenWhole(memoKey, body);
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );

    /** Keeps the streamed document for its inputs once it is whole, unless rendering it failed. */
    function memoizeWhenWhole(key: string, body: BatchedPassThrough) {
      const chunks: Buffer[] = [];
      body.on("data", (chunk: Buffer) => chunks.push(chunk));
      body.on("end", () => {
        if (responseStatusCode === 200) renderMemo?.keep(key, Buffer.concat(chunks).toString("utf8"), nonce);
      });
    }

    /** The whole document as one string: kept when it is still a page to share, and answered. */
    function keepWhole(body: BatchedPassThrough) {
      const chunks: Buffer[] = [];
      body.on("data", (chunk: Buffer) => chunks.push(chunk));
      body.on("error", reject);
      body.on("end", () => {
        const html = Buffer.concat(chunks).toString("utf8");
        // Checked again: an error while rendering made it a 500, which is never kept.
        if (keepsDocument(request, responseStatusCode, responseHeaders, shares)) {
          documentCache?.keep(documentKey(request.url, request.headers.get("cookie")), {
            status: responseStatusCode,
            headers: responseHeaders,
            html,
            slot: nonce,
          });
        }
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
      });
      pipe(body);
    }
  });
}
