import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { documentPolicy, wantsScript } from "./lib/document-policy.server.ts";
import { NonceContext } from "./lib/nonce.tsx";
import { memoizedRenderKey, renderMemo } from "./lib/render-memo.server.ts";

export const streamTimeout = 5_000;

/**
 * Renders a back-office document whole (pages are small tables and forms) with its
 * Content-Security-Policy: no script at all, or, on a page whose route asks for it, the app's
 * modules and a fresh nonce for React Router's inline bootstrap. A page whose loaders answered what
 * they answered for one rendered moments ago is that page again (lib/render-memo.server.ts).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  const nonce = wantsScript(routerContext) ? randomBytes(16).toString("base64") : null;
  responseHeaders.set("Content-Security-Policy", documentPolicy(nonce));
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const memoKey = memoizedRenderKey(request, responseStatusCode, routerContext);
  const memoized = memoKey === null ? undefined : renderMemo?.get(memoKey, nonce);
  // A Buffer is a Uint8Array over a plain ArrayBuffer (never a shared one); the compressor encodes it.
  if (memoized) return new Response(memoized.bytes as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode });
  return new Promise<Response>((resolve, reject) => {
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? undefined}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce ?? undefined} />
      </NonceContext.Provider>,
      {
        ...(nonce ? { nonce } : {}),
        onAllReady() {
          // The whole page goes out as one write: React writes it in pieces of a few KB, and the
          // compressor flushes every write it gets (server.ts), so piece by piece a desk of 12 KB
          // cost some twenty brotli flushes, a fifth of the back office's time under load.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeout);
              const html = Buffer.concat(chunks);
              if (memoKey !== null && responseStatusCode === 200) renderMemo?.keep(memoKey, html.toString("utf8"), nonce);
              resolve(new Response(html as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
