import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { documentPolicy, wantsScript } from "./lib/document-policy.server.ts";
import { NonceContext } from "./lib/nonce.tsx";

export const streamTimeout = 5_000;

/**
 * Renders a back-office document whole (pages are small tables and forms) with its
 * Content-Security-Policy: no script at all, or, on a page whose route asks for it, the app's
 * modules and a fresh nonce for React Router's inline bootstrap.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  const nonce = wantsScript(routerContext) ? randomBytes(16).toString("base64") : null;
  responseHeaders.set("Content-Security-Policy", documentPolicy(nonce));
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  return new Promise<Response>((resolve, reject) => {
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? undefined}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce ?? undefined} />
      </NonceContext.Provider>,
      {
        ...(nonce ? { nonce } : {}),
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
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
