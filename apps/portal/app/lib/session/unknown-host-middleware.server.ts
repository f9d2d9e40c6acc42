import type { MiddlewareFunction } from "react-router";
import { portalRequest } from "./portal-request.server.ts";
import { configuredAnswer, type UnknownHostAnswer, unknownHostPage } from "./unknown-host.server.ts";

/**
 * The root's middleware after the request's state: with `answer` 404, a request on a host no
 * platform answers to gets the plain page before any loader runs. When the platform list cannot be
 * read (the services down), the host is not known to be unknown: the generic platform as before.
 */
export function unknownHostMiddleware(answer: UnknownHostAnswer = configuredAnswer()): MiddlewareFunction<Response> {
  return async ({ context }, next) => {
    if (answer === "404" && (await portalRequest(context).unknownHost())) return unknownHostPage();
    return next();
  };
}
